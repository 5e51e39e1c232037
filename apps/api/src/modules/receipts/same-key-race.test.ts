import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, Receipt, Remittance } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { samePair, twinApp, type Twin } from '../../../test/twin-app.ts';
import {
  createUser,
  getData,
  send,
  useWaterApp,
  type WaterCtx,
} from '../water-users/water-user-fixtures.ts';
import { bookFor, today } from './receipt-fixtures.ts';

// Issue 23 §5 at the counter: a payment, a void and a remittance sent twice at the same
// moment with one Idempotency-Key (a double click, a retry racing its own first try) answer
// the first request's result, 201 then 200 with the same document, and write it once: on
// one process, and on two processes on one PostgreSQL database.
const ctx: WaterCtx = useWaterApp();
const PAIRS = 10;
let finance: Session;
let cashier: Session;
let cash = '';
let twin: Twin = null;

const count = async (query: ReturnType<typeof sql>) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = (await tx.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]?.n);
  });

/** Both answered 2xx, the first 201 (or 200 where the route answers 200) and the other 200. */
const answeredOnce = (pair: LightMyRequestResponse[], created: number) => {
  for (const res of pair) expect([200, created], res.body).toContain(res.statusCode);
  expect(pair.map((r) => r.statusCode).sort()).toEqual(
    created === 200 ? [200, 200] : [200, created],
  );
  const [a, b] = pair.map((r) => (r.json() as { data: { id: string } }).data);
  expect(b?.id).toBe(a?.id);
  return a as { id: string };
};

/** A connection with one open sundry bill of `amount` satang. */
const openBill = async (amount: number) => {
  const user = await createUser(ctx);
  const res = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
    waterUserId: user.id,
    sundryKind: 'meter_change',
    amount,
    description: 'ค่าเปลี่ยนมาตร',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Bill;
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  await bookFor(ctx, finance, 'RACE', { officerId: cashier.user.id }, { lastNo: 500 });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
  twin = await twinApp(ctx.t);
});

afterAll(async () => {
  await twin?.close();
});

const modes = () => [
  { name: 'one process', on: () => null },
  { name: 'two processes (PostgreSQL)', on: () => twin, postgresOnly: true },
];

describe.each(modes())('same key at the same moment, $name', (mode) => {
  const run = mode.postgresOnly && !process.env.TEST_DATABASE_URL ? it.skip : it;

  run('a payment: one receipt, both answers carry it', async () => {
    for (let i = 0; i < PAIRS; i++) {
      const bill = await openBill(5_000 + i);
      const key = randomUUID();
      const body = {
        waterUserId: bill.waterUserId,
        billIds: [bill.id],
        amount: bill.total,
        channelId: cash,
      };
      const pair = await samePair(ctx.t, mode.on(), cashier, 'POST', '/api/v1/receipts', body, key);
      const receipt = answeredOnce(pair, 201) as Receipt;
      expect(receipt.amount).toBe(bill.total);
      expect(
        await count(sql`select count(*)::int as n from receipts
          where org_id = ${ctx.a.id} and water_user_id = ${bill.waterUserId}`),
      ).toBe(1);
    }
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  run('a void: voided once, both answers carry the voided receipt', async () => {
    for (let i = 0; i < PAIRS; i++) {
      const bill = await openBill(7_000 + i);
      const made = await send(ctx.t, cashier, 'POST', '/api/v1/receipts', {
        waterUserId: bill.waterUserId,
        billIds: [bill.id],
        amount: bill.total,
        channelId: cash,
      });
      expect(made.statusCode, made.body).toBe(201);
      const id = (made.json().data as Receipt).id;
      const url = `/api/v1/receipts/${id}/void`;
      const pair = await samePair(
        ctx.t,
        mode.on(),
        finance,
        'POST',
        url,
        { reason: 'รับเงินผิดราย' },
        randomUUID(),
      );
      const voided = answeredOnce(pair, 200) as Receipt;
      expect(voided.status).toBe('void');
      expect(
        await count(sql`select count(*)::int as n from audit_log
          where org_id = ${ctx.a.id} and action = 'receipt.void' and entity_id = ${id}`),
      ).toBe(1);
    }
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  run('a remittance: one row, both answers carry it', async () => {
    // One collector-day (the cashier's receipts of today) stands once: each pair's remittance
    // is voided (issue 24) before the next pair records the day again.
    const date = today();
    for (let i = 0; i < PAIRS; i++) {
      const body = {
        officerId: cashier.user.id,
        date,
        cash: 0,
        transfer: 0,
        slipNo: null,
        note: null,
        differenceReason: 'นับเงินซ้ำ',
      };
      const pair = await samePair(
        ctx.t,
        mode.on(),
        finance,
        'POST',
        '/api/v1/remittances',
        body,
        randomUUID(),
      );
      const made = answeredOnce(pair, 201) as Remittance;
      expect(made.businessDate).toBe(date);
      expect(
        await count(sql`select count(*)::int as n from remittances
          where org_id = ${ctx.a.id} and officer_id = ${cashier.user.id} and business_date = ${date}
            and voided_at is null`),
      ).toBe(1);
      const voided = await send(ctx.t, finance, 'POST', `/api/v1/remittances/${made.id}/void`, {
        reason: 'ทดสอบซ้ำ',
      });
      expect(voided.statusCode, voided.body).toBe(200);
    }
  });
});

describe('a key sent again with another request', () => {
  it('is refused with 409 and writes nothing: a payment, a void, a remittance', async () => {
    const bill = await openBill(9_000);
    const key = randomUUID();
    const body = {
      waterUserId: bill.waterUserId,
      billIds: [bill.id],
      amount: bill.total,
      channelId: cash,
    };
    const headers = { 'idempotency-key': key };
    const made = await send(ctx.t, cashier, 'POST', '/api/v1/receipts', body, headers);
    expect(made.statusCode, made.body).toBe(201);
    const other = await send(
      ctx.t,
      cashier,
      'POST',
      '/api/v1/receipts',
      { ...body, amount: 1 },
      headers,
    );
    expect(other.statusCode, other.body).toBe(409);

    const id = (made.json().data as Receipt).id;
    const voidKey = { 'idempotency-key': randomUUID() };
    const url = `/api/v1/receipts/${id}/void`;
    const voided = await send(ctx.t, finance, 'POST', url, { reason: 'รับเงินผิดราย' }, voidKey);
    expect(voided.statusCode, voided.body).toBe(200);
    const retried = await send(ctx.t, finance, 'POST', url, { reason: 'รับเงินผิดราย' }, voidKey);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json().data as Receipt).id).toBe(id);
    const reworded = await send(ctx.t, finance, 'POST', url, { reason: 'อีกเหตุผลหนึ่ง' }, voidKey);
    expect(reworded.statusCode, reworded.body).toBe(409);
    expect(reworded.json().errors[0]).toMatchObject({ path: 'Idempotency-Key' });
    expect(reworded.json().errors[0].message).toContain('Idempotency-Key');

    // A receipt that stands, so the cashier took money today and can be remitted for.
    const kept = await openBill(9_100);
    const takenToday = await send(ctx.t, cashier, 'POST', '/api/v1/receipts', {
      waterUserId: kept.waterUserId,
      billIds: [kept.id],
      amount: kept.total,
      channelId: cash,
    });
    expect(takenToday.statusCode, takenToday.body).toBe(201);
    const date = today();
    const remitKey = { 'idempotency-key': randomUUID() };
    const remittance = {
      officerId: cashier.user.id,
      date,
      cash: 0,
      transfer: 0,
      differenceReason: 'ยังไม่ได้นับเงิน',
    };
    const first = await send(ctx.t, finance, 'POST', '/api/v1/remittances', remittance, remitKey);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(ctx.t, finance, 'POST', '/api/v1/remittances', remittance, remitKey);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as Remittance).id).toBe((first.json().data as Remittance).id);
    const changed = await send(
      ctx.t,
      finance,
      'POST',
      '/api/v1/remittances',
      { ...remittance, cash: 100 },
      remitKey,
    );
    expect(changed.statusCode, changed.body).toBe(409);
    expect(
      await count(sql`select count(*)::int as n from remittances
        where org_id = ${ctx.a.id} and business_date = ${date} and voided_at is null`),
    ).toBe(1);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
