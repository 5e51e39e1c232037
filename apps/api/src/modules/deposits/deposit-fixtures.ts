import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DepositDetail, DepositRegister, Settlement } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { act, answer, file, newConnection, survey } from '../requests/request-fixtures.ts';
import { getData, send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

// Shared by the deposit tests (not a test file itself): a connection made through its
// request with its 400.00 deposit paid, sundry debt, a cancellation filed and approved.

export type Staff = { cashier: Session; finance: Session; cash: string };

export const staffOf = async (ctx: WaterCtx): Promise<Staff> => {
  const cashier = await ctx.a.login('cashier');
  const finance = await ctx.a.login('finance_officer');
  await bookFor(ctx, finance, 'DP1', { officerId: cashier.user.id });
  // The credit-only receipt of a settlement is numbered from the settling officer's book.
  await bookFor(ctx, finance, 'DP2', { officerId: finance.user.id });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  return { cashier, finance, cash: channels.items.find((c) => c.code === 'CASH')?.id ?? '' };
};

/** A new connection from its request: fees paid (receipt voided once and paid again), installed. */
export const connected = async (ctx: WaterCtx, s: Staff, firstName: string, serial: string) => {
  const filed = await file(ctx, ctx.clerk, newConnection(ctx.basicsA, { firstName }));
  answer(await act(ctx, ctx.clerk, filed.id, 'survey', survey));
  const approved = answer(await act(ctx, ctx.clerk, filed.id, 'approve', {}));
  const billed = answer(await act(ctx, ctx.clerk, filed.id, 'fees', {}));
  const waterUserId = approved.waterUserId ?? '';
  const billIds = billed.fees.map((f) => f.billId);
  const total = billed.fees.reduce((sum, f) => sum + f.amount, 0);
  const first = await paid(
    await pay(ctx, s.cashier, { waterUserId, billIds, amount: total, channelId: s.cash }),
  );
  return { requestId: filed.id, waterUserId, billIds, total, firstReceipt: first.id, serial };
};

export const install = async (ctx: WaterCtx, requestId: string, serial: string) =>
  answer(
    await act(ctx, ctx.clerk, requestId, 'install', {
      installedOn: '2026-11-05',
      serial,
      initialReading: 0,
    }),
  );

export const sundry = async (ctx: WaterCtx, s: Staff, waterUserId: string, amount: number) => {
  const res = await send(ctx.t, s.finance, 'POST', '/api/v1/bills/sundry', {
    waterUserId,
    sundryKind: 'other',
    amount,
    description: 'ค่าซ่อมท่อหน้าบ้าน',
    dueDate: '2026-11-15',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; number: string };
};

export const register = async (ctx: WaterCtx, s: Session, query = '') =>
  (await getData(ctx, `/api/v1/deposits?pageSize=100${query}`, s)) as DepositRegister;

export const detail = async (ctx: WaterCtx, s: Session, waterUserId: string) =>
  (await getData(ctx, `/api/v1/deposits/${waterUserId}`, s)) as DepositDetail;

/** A cancellation filed for the connection and approved. */
export const cancellation = async (ctx: WaterCtx, waterUserId: string) => {
  const filed = answer(
    await send(ctx.t, ctx.clerk, 'POST', '/api/v1/requests', {
      kind: 'cancellation',
      filedOn: '2026-11-18',
      waterUserId,
      documents: { houseRegistration: true, idCardCopy: true, landPapers: false },
      note: 'ย้ายออกจากพื้นที่ ขอยกเลิกการใช้น้ำและขอคืนเงินประกัน',
    }),
  );
  return answer(await act(ctx, ctx.clerk, filed.id, 'approve', {}));
};

export const settle = (ctx: WaterCtx, s: Session, id: string, body: object) =>
  send(ctx.t, s, 'POST', `/api/v1/requests/${id}/settle`, body);

export const settled = async (res: Awaited<ReturnType<typeof settle>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Settlement;
};

type Row = Record<string, unknown>;
/** Held by the rule's parts, read straight from receipts and moves (the reconciliation). */
export const heldFromBooks = async (ctx: WaterCtx) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = await tx.execute(sql`
      select
        (select coalesce(sum(a.amount), 0) from receipt_allocations a
          join receipts r on r.org_id = a.org_id and r.id = a.receipt_id and r.status = 'valid'
          join bills b on b.org_id = a.org_id and b.id = a.bill_id
          where a.org_id = ${ctx.a.id} and b.sundry_kind = 'deposit' and b.status <> 'void')::bigint
        + (select coalesce(sum(w.deposit_paid), 0) from water_users w
          where w.org_id = ${ctx.a.id})::bigint
        - (select coalesce(sum(amount), 0) from deposit_moves where org_id = ${ctx.a.id})::bigint
        as held`);
    return Number((res as unknown as { rows: Row[] }).rows[0]?.held);
  });
