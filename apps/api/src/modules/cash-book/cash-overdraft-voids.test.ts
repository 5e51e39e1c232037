import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { paidSundry } from '../payment-check/payment-check-fixtures.ts';
import { bookFor, today } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import {
  ACCOUNT,
  daysAgo,
  pastRemittance,
  postDeposit,
  withAccounts,
} from './cash-book-fixtures.ts';

// Closing cash never goes below nothing (issue 27): not by a slip, and not by voiding the
// money a slip took to the bank, a remittance or a cash receipt of the office's counter.
// The void is refused in Thai and changes nothing; void the slip first, then it may go.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
const channel: Record<string, string> = {};

const voidOf = (path: string, reason = 'บันทึกผิดพลาด') =>
  send(ctx.t, finance, 'POST', `${path}/void`, { reason });
const overdrawn = (res: { statusCode: number; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toContain('เงินสดคงเหลือไม่พอ');
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const list = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  for (const c of list.items) channel[c.code] = c.id;
  await withAccounts(ctx, ctx.a.id);
});

describe('a void that would overdraw the cash book', () => {
  it('refuses to void a remittance whose cash went to the bank, until the slip is voided', async () => {
    const date = daysAgo(2);
    await pastRemittance(ctx, ctx.a.id, {
      officerId: cashier.user.id,
      receivedBy: finance.user.id,
      date,
      cash: 100_000,
      slipNo: 'นส-201',
    });
    const id = await withSystem(ctx.t.database.db, async (tx) => {
      const res = await tx.execute(sql`select id from remittances
        where org_id = ${ctx.a.id} and slip_no = 'นส-201'`);
      return (res as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
    });
    const slip = await postDeposit(ctx, finance, {
      date,
      accountNo: ACCOUNT.accountNo,
      amount: 100_000,
      slipNo: 'NF-0201',
    });
    expect(slip.statusCode, slip.body).toBe(201);

    overdrawn(await voidOf(`/api/v1/remittances/${id}`));
    const standing = await withSystem(ctx.t.database.db, async (tx) => {
      const res = await tx.execute(sql`select voided_at from remittances where id = ${id}`);
      return (res as unknown as { rows: { voided_at: unknown }[] }).rows[0]?.voided_at;
    });
    expect(standing).toBeNull();

    const slipVoid = await voidOf(`/api/v1/bank-deposits/${slip.json().data.id}`);
    expect(slipVoid.statusCode, slipVoid.body).toBe(200);
    const remittanceVoid = await voidOf(`/api/v1/remittances/${id}`);
    expect(remittanceVoid.statusCode, remittanceVoid.body).toBe(200);
  });

  it('refuses to void a cash receipt of the counter whose money went to the bank', async () => {
    await bookFor(ctx, finance, 'OV1', { officerId: finance.user.id });
    const receipt: Receipt = await paidSundry(
      ctx,
      { finance, cashier: finance },
      12_345,
      channel.CASH,
    );
    const slip = await postDeposit(ctx, finance, {
      date: today(),
      accountNo: ACCOUNT.accountNo,
      amount: 12_345,
      slipNo: 'NF-0202',
    });
    expect(slip.statusCode, slip.body).toBe(201);
    overdrawn(await voidOf(`/api/v1/receipts/${receipt.id}`));
    const still = (await getData(ctx, `/api/v1/receipts/${receipt.id}`, finance)) as Receipt;
    expect(still.status).toBe('valid');

    expect((await voidOf(`/api/v1/bank-deposits/${slip.json().data.id}`)).statusCode).toBe(200);
    const voided = await voidOf(`/api/v1/receipts/${receipt.id}`);
    expect(voided.statusCode, voided.body).toBe(200);
  });
});
