import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillRow, Organisation } from '@prapa/contracts';
import { MWA_RESIDENTIAL_2026 } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../readings/reading-fixtures.ts';

// A municipality (issue 9): MWA residential progressive blocks, VAT 7 % exclusive, a 10 ฿
// meter fee; a business on its minimum; a house locked two months then read (true-up);
// a meter changed in the month. Three rounds billed one after the other, exact satang.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let reader: Session;
const rounds: Record<number, string> = {};
let c: Record<'big' | 'small' | 'locked' | 'business' | 'changed', string>;

const bill = async (month: number) => {
  const res = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${rounds[month]}/billing`);
  expect(res.statusCode, res.body).toBe(202);
  expect((await waitForJob(ctx.t, finance, res)).status).toBe('succeeded');
};

const billOf = async (month: number, user: string) => {
  const { items } = (await getData(
    ctx,
    `/api/v1/bills?roundId=${rounds[month]}&waterUserId=${user}`,
    finance,
  )) as { items: BillRow[] };
  const row = items.find((b) => b.status !== 'void');
  if (!row) throw new Error('no bill');
  return (await getData(ctx, `/api/v1/bills/${row.id}`, finance)) as Bill;
};

const read = async (month: number, user: string, current: number | null, code = '00') => {
  const res = await recordReading(
    ctx,
    readingEntry(rounds[month] ?? '', user, current, { code }),
    reader,
  );
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  reader = await ctx.a.login('meter_reader');
  const manager = await ctx.a.login('manager');
  const org = (await getData(ctx, '/api/v1/org', manager)) as Organisation;
  const { id: _id, code: _c, isDemo: _d, active: _a, createdAt: _t, ...settings } = org;
  const put = await send(ctx.t, manager, 'PUT', '/api/v1/org', { ...settings, vatRateBp: 700 });
  expect(put.statusCode, put.body).toBe(200);
  // Usage swings widely here: only tenfold the average holds a reading.
  const cycle = await getData(ctx, '/api/v1/billing-cycle', manager);
  await send(ctx.t, manager, 'PUT', '/api/v1/billing-cycle', {
    ...(cycle as object),
    anomalyHighAboveBp: 90_000,
    anomalyVeryHighAboveBp: 100_000,
  });
  // The municipality's residential tariff: MWA's blocks, in force from October 2026.
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`insert into tariffs (id, org_id, user_type_id, effective_from, method, blocks, minimum_charge)
      values (${randomUUID()}, ${ctx.a.id}, ${ctx.basicsA.userTypes.RES}, '2026-10-02', 'progressive',
        ${JSON.stringify(MWA_RESIDENTIAL_2026.blocks)}::jsonb, 0)`),
  );
  c = {
    big: await connectionWithMeter(ctx, 0),
    small: await connectionWithMeter(ctx, 0),
    locked: await connectionWithMeter(ctx, 0),
    business: await connectionWithMeter(ctx, 0, { userTypeId: ctx.basicsA.userTypes.BIZ }),
    changed: await connectionWithMeter(ctx, 0),
  };
  // July–September: 10 m³ a month each (last reading 30).
  for (const month of [7, 8, 9]) {
    rounds[month] = await makeRound(ctx, 2569, month);
    for (const user of Object.values(c)) await read(month, user, (month - 6) * 10);
  }
  for (const month of [10, 11, 12]) rounds[month] = await makeRound(ctx, 2569, month);
});

describe('a municipality on MWA blocks with VAT 7 % exclusive', () => {
  it('October: blocks, VAT half-up once, a business minimum, an estimate, a meter change', async () => {
    await read(10, c.big, 75);
    await read(10, c.small, 40);
    await read(10, c.locked, null, '01');
    await read(10, c.business, 32);
    const replaced = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      `/api/v1/water-users/${c.changed}/meter/replace`,
      {
        serial: `NEW-${randomUUID().slice(0, 6)}`,
        meterSizeId: ctx.basicsA.meterSizes['0.5'],
        digits: 4,
        installedOn: '2026-10-10',
        initialReading: 0,
        oldFinalReading: 38,
        reason: 'มาตรเดิมชำรุด',
      },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    await read(10, c.changed, 5);
    await bill(10);

    // 45 m³: 30 × 8.50 + 10 × 10.03 + 5 × 10.35 = 407.05; + 10.00 = 417.05; VAT 29.1935 → 29.19.
    const big = await billOf(10, c.big);
    expect(big.lines.map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['block', 30, 25_500],
      ['block', 10, 10_030],
      ['block', 5, 5_175],
      ['meter_fee', null, 1_000],
      ['vat', null, 2_919],
    ]);
    expect(big.total).toBe(44_624);
    // 10 m³: 85.00 + 10.00 = 95.00; VAT 6.65.
    expect((await billOf(10, c.small)).total).toBe(10_165);
    // House locked: the average, 10 m³, marked estimated.
    const locked = await billOf(10, c.locked);
    expect(locked).toMatchObject({ usage: 10, total: 10_165 });
    expect(locked.snapshot.reading).toMatchObject({ estimated: true });
    // Business 2 m³ at 10 ฿ = 20.00, topped up to the 50.00 minimum; + 10.00; VAT 4.20.
    const business = await billOf(10, c.business);
    expect(business.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['block', 2_000],
      ['minimum_top_up', 3_000],
      ['meter_fee', 1_000],
      ['vat', 420],
    ]);
    expect(business.total).toBe(6_420);
    // Meter changed: 38 − 30 on the old meter + 5 on the new = 13 m³ = 110.50 + 10.00; VAT 8.435 → 8.44.
    const changed = await billOf(10, c.changed);
    expect(changed).toMatchObject({ usage: 13, total: 12_050 + 844 });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('November and December: estimated again, then read and trued up, arrears brought forward', async () => {
    await read(11, c.locked, null, '01');
    await bill(11);
    expect((await billOf(11, c.locked)).total).toBe(10_165);
    // December: read at 65 against the last real 30; 20 m³ were billed as estimates: 15 m³.
    await read(12, c.locked, 65);
    await bill(12);
    const trued = await billOf(12, c.locked);
    expect(trued.snapshot.reading).toMatchObject({ usage: 15, deducted: 20, estimated: false });
    // 15 × 8.50 = 127.50 + 10.00 = 137.50; VAT 9.625 → 9.63.
    expect(trued.total).toBe(14_713);
    expect(trued.snapshot.arrears).toMatchObject({ amount: 20_330 });
    expect(trued.snapshot.arrears.bills).toHaveLength(2);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
