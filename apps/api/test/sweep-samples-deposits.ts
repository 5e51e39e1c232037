import { randomUUID } from 'node:crypto';
import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import type { SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of the deposit register (issue 26; see sweep-samples.ts): each takes a
// connection of its own, made with its meter and its 400.00 deposit from before Prapa.

export const depositSamples = (k: SweepKit): Record<string, Maker> => {
  const { as, meterUser, session } = k;
  const refund = { refundedOn: today(), amount: 10_000, channel: 'cash' };
  // The seed's finance officer has remitted the day: the manager settles from a book of its own.
  let book: Promise<unknown> | null = null;
  const managerBook = () =>
    (book ??= (async () => {
      const made = await as('finance_officer', 'POST', '/api/v1/receipt-books', {
        bookNo: `DP${randomUUID().slice(0, 6)}`,
        kind: 'paper',
        firstNo: 1,
        lastNo: 50,
        receivedAt: today(),
      });
      await as('finance_officer', 'POST', `/api/v1/receipt-books/${String(made.id)}/hand-over`, {
        holderOfficerId: session('manager').user.id,
      });
    })());
  return {
    'GET /api/v1/deposits/{id}': async () => ({ params: { id: await meterUser() } }),
    'POST /api/v1/deposits/{id}/refund': async () => ({
      params: { id: await meterUser() },
      body: refund,
    }),
    'POST /api/v1/deposits/{id}/forfeit': async () => ({
      params: { id: await meterUser() },
      body: {
        forfeitedOn: today(),
        amount: 5_000,
        reason: 'มาตรชำรุดจากการกระทำของผู้ใช้น้ำ',
        document: 'คำสั่งที่ 1/2570',
      },
    }),
    'GET /api/v1/deposit-vouchers/{id}/pdf': async () => {
      const id = await meterUser();
      const made = await as('finance_officer', 'POST', `/api/v1/deposits/${id}/refund`, refund);
      return { params: { id: String(made.id) } };
    },
    'POST /api/v1/requests/{id}/settle': async () => {
      await managerBook();
      const waterUserId = await meterUser();
      const r = await as('clerk', 'POST', '/api/v1/requests', {
        kind: 'cancellation',
        filedOn: today(),
        waterUserId,
      });
      const id = String(r.id);
      await as('clerk', 'POST', `/api/v1/requests/${id}/approve`, {});
      return {
        params: { id },
        body: { settledOn: today(), finalReading: 105, channel: 'cash' },
        position: 'manager',
      };
    },
  };
};
