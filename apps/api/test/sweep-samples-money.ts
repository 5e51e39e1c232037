import { expect } from 'vitest';
import { addDays } from '@prapa/domain';
import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import { waitForJob } from './jobs.ts';
import { botFile, fileBody as bankFileBody } from '../src/modules/bank-import/bank-fixtures.ts';
import { send as sendAs } from '../src/modules/water-users/water-user-fixtures.ts';
import { current, next, type SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of the money: bills, payment rounds, receipt books, the counter,
// remittances, bank files and rows, notices and the payment check (see sweep-samples.ts).

export const moneySamples = (k: SweepKit): Record<string, Maker> => {
  const { t, session, made, pool, cashChannelId, as, bill, newRound, bankBody, hashOf } = k;
  return {
    'POST /api/v1/bills/{id}/void': () => ({
      params: { id: bill(4).id },
      body: { reason: 'ออกผิด', rebill: false },
    }),
    'POST /api/v1/service-rounds/{id}/payment-round': async (base) => ({
      params: { id: await newRound() },
      body: {
        ...(base.body as object),
        payFrom: today(),
        payTo: addDays(today(), 15),
        dueDate: addDays(today(), 15),
        warnDate: addDays(today(), 20),
        cutoffDate: addDays(today(), 30),
        lateFeeFrom: addDays(today(), 16),
      },
    }),
    'PUT /api/v1/payment-rounds/{id}': (base) => ({
      params: { id: made.get('POST /api/v1/service-rounds/{id}/payment-round') ?? '' },
      body: {
        ...(base.body as object),
        payFrom: today(),
        payTo: addDays(today(), 15),
        dueDate: addDays(today(), 15),
        warnDate: addDays(today(), 20),
        cutoffDate: addDays(today(), 30),
        lateFeeFrom: addDays(today(), 16),
      },
    }),
    'POST /api/v1/receipt-books/{id}/hand-over': () => ({
      body: { holderOfficerId: session('cashier').user.id },
    }),
    'POST /api/v1/receipt-books/{id}/void-leaves': async () => {
      const book = await as('finance_officer', 'POST', '/api/v1/receipt-books', {
        bookNo: `SV${next()}`,
        kind: 'paper',
        firstNo: 1,
        lastNo: 50,
        receivedAt: today(),
      });
      return { params: { id: String(book.id) }, body: { fromNo: 1, toNo: 2, reason: 'ใบเสีย' } };
    },
    'GET /api/v1/counter/{id}': () => ({ params: { id: pool.waterUserId ?? '' } }),
    'POST /api/v1/receipts': () => ({
      body: {
        waterUserId: bill(5).waterUserId,
        billIds: [bill(5).id],
        amount: bill(5).total,
        channelId: cashChannelId,
        tendered: bill(5).total,
      },
    }),
    // Finance took a payment in the seed: its day is remitted, the cashier's stays open
    // for the receipt void's sample.
    'POST /api/v1/remittances': (base) => ({
      body: {
        ...(base.body as object),
        officerId: session('finance_officer').user.id,
        date: today(),
        cash: 0,
        transfer: 0,
        differenceReason: 'ทดสอบ',
      },
    }),
    'POST /api/v1/remittances/{id}/void': () => ({
      params: { id: made.get('POST /api/v1/remittances') ?? '' },
      body: { reason: 'นับผิด' },
    }),
    'POST /api/v1/bank-files/preview': () => ({ body: bankBody(6) }),
    'POST /api/v1/bank-files/confirm': async () => {
      const body = bankBody(6);
      return { body: { ...body, fileHash: await hashOf(body) } };
    },
    'POST /api/v1/bank-rows/{id}/dismiss': async () => {
      const body = bankFileBody(
        `sweep-dismiss-${next()}.txt`,
        botFile(today(), [
          {
            ref1: '888888',
            ref2: `D${current()}`,
            amount: 1_234 + current(),
            payerName: 'ไม่ทราบชื่อ',
          },
        ]),
        pool.channelId ?? '',
      );
      const confirm = await sendAs(
        t,
        session('finance_officer'),
        'POST',
        '/api/v1/bank-files/confirm',
        {
          ...body,
          fileHash: await hashOf(body),
        },
      );
      expect(confirm.statusCode, confirm.body).toBe(202);
      await waitForJob(t, session('finance_officer'), confirm);
      const rows = (await as('finance_officer', 'GET', '/api/v1/bank-rows?pageSize=50')) as {
        items: { id: string; ref2?: string }[];
      };
      const row = rows.items.find((r) => r.ref2 === `D${current()}`) ?? rows.items[0];
      return { params: { id: row?.id ?? '' }, body: { reason: 'ไม่ใช่ของเรา' } };
    },
    'POST /api/v1/bank-rows/{id}/match': () => ({
      body: { waterUserId: bill(7).waterUserId, billIds: [bill(7).id] },
    }),
    'POST /api/v1/debt/notices': () => ({
      body: {
        kind: 'warning',
        waterUserIds: [bill(3).waterUserId],
        noticeDate: today(),
        payBy: addDays(today(), 7),
      },
    }),
    'POST /api/v1/debt/notices/deliveries': () => ({
      body: { noticeIds: [pool.notices], kind: 'printed', onDate: today() },
    }),
    'PUT /api/v1/payment-check/{receiptId}': () => ({
      params: { receiptId: pool.qrReceiptId ?? '' },
      body: { result: 'confirmed' },
    }),
    'DELETE /api/v1/payment-check/{receiptId}': () => ({
      params: { receiptId: pool.qrReceiptId ?? '' },
    }),
  };
};
