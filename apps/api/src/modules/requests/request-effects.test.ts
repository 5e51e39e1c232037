import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillRow, RequestInput, ServiceRequest, WaterUser } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../readings/reading-fixtures.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import { act, answer, file } from './request-fixtures.ts';

// Issue 26: the field work of a request changes the connection when it is done: a meter
// size change (the next bill has the new size's meter fee and the usage across both
// meters, exact satang) and a relocation (the place, route and walk order).
const ctx = useWaterApp();
let cashier: Session;
let finance: Session;
let cash = '';
const rounds: Record<number, string> = {};

const labour = {
  surveyedOn: '2026-09-25',
  findings: 'เปลี่ยนจุดติดตั้งมาตร',
  distanceM: 2,
  lines: [{ name: 'ค่าแรง', unit: 'งาน', quantity: 1, unitPrice: 30_000 }],
};

/** Filed, surveyed, approved, its fees billed and paid at the counter. */
const paidRequest = async (body: RequestInput, surveyOver: object = {}) => {
  const r = await file(ctx, ctx.clerk, body);
  answer(await act(ctx, ctx.clerk, r.id, 'survey', { ...labour, ...surveyOver }));
  answer(await act(ctx, ctx.clerk, r.id, 'approve', {}));
  const billed = answer(await act(ctx, ctx.clerk, r.id, 'fees', {}));
  const amount = billed.fees.reduce((s, f) => s + f.amount, 0);
  await paid(
    await pay(ctx, cashier, {
      waterUserId: body.waterUserId,
      billIds: billed.fees.map((f) => f.billId),
      amount,
      channelId: cash,
      tendered: amount,
    }),
  );
  return billed;
};

beforeAll(async () => {
  cashier = await ctx.a.login('cashier');
  finance = await ctx.a.login('finance_officer');
  await bookFor(ctx, finance, 'EF1', { officerId: cashier.user.id });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
});

describe('a meter size change', () => {
  it('bills the deposit difference, puts the new meter on, and bills the new size next', async () => {
    const reader = await ctx.a.login('meter_reader');
    const user = await connectionWithMeter(ctx, 0);
    for (const month of [7, 8, 9]) {
      rounds[month] = await makeRound(ctx, 2569, month);
      const res = await recordReading(
        ctx,
        readingEntry(rounds[month] ?? '', user, (month - 6) * 10),
        reader,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    rounds[10] = await makeRound(ctx, 2569, 10);
    const r = await paidRequest(
      {
        kind: 'meter_size_change',
        filedOn: '2026-09-20',
        waterUserId: user,
        subject: 'ร้านอาหาร ใช้น้ำมากขึ้น',
      },
      { meterSizeId: ctx.basicsA.meterSizes['0.75'] },
    );
    // ¾″ holds 600.00 of deposit, ½″ 400.00: the 200.00 difference, and the 300.00 labour.
    expect(r.fees.map((f) => [f.feeKind, f.amount])).toEqual([
      ['meter_change', 30_000],
      ['deposit', 20_000],
    ]);

    const noMeter = await act(ctx, ctx.clerk, r.id, 'done', { doneOn: '2026-10-10' });
    expect(noMeter.statusCode, noMeter.body).toBe(400);
    const below = await act(ctx, ctx.clerk, r.id, 'done', {
      doneOn: '2026-10-10',
      serial: 'SZ-34-1',
      // More than the old meter's four digits show: refused by the meter register, nothing written.
      oldFinalReading: 10_000,
      initialReading: 0,
    });
    expect(below.statusCode, below.body).toBe(400);

    const done = answer(
      await act(ctx, ctx.clerk, r.id, 'done', {
        doneOn: '2026-10-10',
        serial: 'SZ-34-1',
        oldFinalReading: 38,
        initialReading: 0,
      }),
    );
    expect(done.state).toBe('installed');
    expect(done.effect).toMatchObject({
      kind: 'meter',
      on: '2026-10-10',
      fromSize: '½″',
      toSize: '¾″',
      oldFinalReading: 38,
      newSerial: 'SZ-34-1',
      initialReading: 0,
    });
    const after = (await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser;
    expect(after).toMatchObject({
      meterSizeId: ctx.basicsA.meterSizes['0.75'],
      depositPaid: 40_000,
      meter: { serial: 'SZ-34-1', initialReading: 0 },
    });
    // The opening 400.00 and the difference's paid bill, both in the deposit register.
    expect(await getData(ctx, `/api/v1/deposits/${user}`)).toMatchObject({
      opening: 40_000,
      held: 60_000,
    });

    const read = await recordReading(ctx, readingEntry(rounds[10] ?? '', user, 5), reader);
    expect(read.statusCode, read.body).toBe(200);
    const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${rounds[10]}/billing`);
    expect(run.statusCode, run.body).toBe(202);
    expect((await waitForJob(ctx.t, finance, run)).status).toBe('succeeded');
    const { items } = (await getData(
      ctx,
      `/api/v1/bills?roundId=${rounds[10]}&waterUserId=${user}`,
      finance,
    )) as { items: BillRow[] };
    const bill = (await getData(ctx, `/api/v1/bills/${items[0]?.id}`, finance)) as Bill;
    // 38 − 30 on the old meter + 5 − 0 on the new = 13 m³ × 7.00 = 91.00; ¾″ meter fee 20.00.
    expect(bill.usage).toBe(13);
    expect(bill.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['block', 9_100],
      ['meter_fee', 2_000],
    ]);
    expect(bill.total).toBe(11_100);
    const closed = answer(await act(ctx, ctx.clerk, r.id, 'complete', {}));
    expect(closed.events.map((e) => e.action)).toEqual([
      'file',
      'survey',
      'approve',
      'issueFees',
      'install',
      'complete',
    ]);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});

describe('a relocation', () => {
  it('moves the connection to the request’s place, route and walk order', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const before = (await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser;
    const r: ServiceRequest = await paidRequest({
      kind: 'relocation',
      filedOn: '2026-11-01',
      waterUserId: user,
      address: {
        houseNo: '99/1',
        moo: 4,
        road: 'มิตรภาพ',
        subdistrict: 'ในเมือง',
        district: 'เมืองขอนแก่น',
        province: 'ขอนแก่น',
        postcode: '40000',
      },
      areaId: ctx.basicsA.areaId,
      routeId: ctx.basicsA.routeId,
      latitude: 16.45,
      longitude: 102.84,
    });
    expect(r.fees.map((f) => [f.feeKind, f.amount])).toEqual([['meter_change', 30_000]]);
    const future = await act(ctx, ctx.clerk, r.id, 'done', { doneOn: '2099-01-01' });
    expect(future.statusCode).toBe(409);
    const done = answer(
      await act(ctx, ctx.clerk, r.id, 'done', { doneOn: '2026-11-05', routeSeq: 42 }),
    );
    expect(done.effect).toMatchObject({
      kind: 'relocation',
      fromAddress: before.addressText,
      routeSeq: 42,
      newSerial: null,
    });
    const after = (await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser;
    expect(after).toMatchObject({
      address: { houseNo: '99/1', moo: 4, road: 'มิตรภาพ' },
      routeId: ctx.basicsA.routeId,
      routeSeq: 42,
      latitude: 16.45,
      longitude: 102.84,
      meter: { serial: before.meter?.serial },
    });
    const manager = await ctx.a.login('manager');
    const log = await send(
      ctx.t,
      manager,
      'GET',
      `/api/v1/audit?entity=water_user&entityId=${user}`,
    );
    expect(log.body).toContain('water_user.relocate');
  });

  it('answers 404 to another organisation and 403 to the cashier', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const r = await file(ctx, ctx.clerk, {
      kind: 'relocation',
      filedOn: '2026-11-01',
      waterUserId: user,
    });
    const other = await ctx.b.login('clerk');
    expect((await act(ctx, other, r.id, 'done', {})).statusCode).toBe(404);
    expect((await act(ctx, cashier, r.id, 'done', {})).statusCode).toBe(403);
  });
});
