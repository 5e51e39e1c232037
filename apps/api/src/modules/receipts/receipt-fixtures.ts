import { expect } from 'vitest';
import type { CounterAccount, Receipt, ReceiptBook } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import type { Session } from '../../../test/factories.ts';
import { getData, send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

export const today = () => bangkokDate(new Date());

/** A book received today and handed to `holder` (a cashier) or to the org's office. */
export const bookFor = async (
  ctx: WaterCtx,
  finance: Session,
  bookNo: string,
  holder: { officerId: string } | { officeId: string },
  range: { firstNo?: number; lastNo?: number; receivedAt?: string } = {},
): Promise<ReceiptBook> => {
  const made = await send(ctx.t, finance, 'POST', '/api/v1/receipt-books', {
    bookNo,
    kind: 'paper',
    firstNo: range.firstNo ?? 1,
    lastNo: range.lastNo ?? 50,
    receivedAt: range.receivedAt ?? today(),
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json().data as ReceiptBook).id;
  const body =
    'officerId' in holder
      ? { holderOfficerId: holder.officerId }
      : { holderOfficeId: holder.officeId };
  const handed = await send(ctx.t, finance, 'POST', `/api/v1/receipt-books/${id}/hand-over`, body);
  expect(handed.statusCode, handed.body).toBe(200);
  return handed.json().data as ReceiptBook;
};

export const account = async (ctx: WaterCtx, s: Session, waterUserId: string) =>
  (await getData(ctx, `/api/v1/counter/${waterUserId}`, s)) as CounterAccount;

export const pay = (ctx: WaterCtx, s: Session, body: Record<string, unknown>, key?: string) =>
  send(ctx.t, s, 'POST', '/api/v1/receipts', body, key ? { 'idempotency-key': key } : {});

export const paid = async (res: Awaited<ReturnType<typeof pay>>) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Receipt;
};
