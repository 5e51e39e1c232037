import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type {
  BankConfirmResult,
  BankPreview,
  BillingPreview,
  BillRow,
  ReceiptBook,
} from '@prapa/contracts';
import { writeBotFile, type BotWriteDetail } from '@prapa/domain';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

export const BILLER = '099400012345601';

export type Payment = Partial<BotWriteDetail> & { ref1: string; ref2: string; amount: number };

/** A BOT bill-payment file of `payments`, dated `payDate` (DOMAIN.md §6; TIS-620). */
export const botFile = (payDate: string, payments: Payment[], over: { total?: number } = {}) =>
  Buffer.from(
    writeBotFile({
      bankCode: '014',
      account: '1234567890',
      companyName: 'PRAPA TEST',
      effectiveDate: payDate,
      details: payments.map((p, i) => ({
        payDate,
        time: `10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        payerName: 'นายสมชาย ใจดี',
        billerId: BILLER,
        ...p,
      })),
      ...(over.total === undefined ? {} : { trailerOverride: { creditTotal: over.total } }),
    }),
  );

export const fileBody = (
  name: string,
  content: Buffer,
  channelId: string,
  mapping: object | null = null,
) => ({
  fileName: name,
  contentBase64: content.toString('base64'),
  channelId,
  ...(mapping ? { mapping } : {}),
});

export const preview = (ctx: WaterCtx, s: Session, body: object) =>
  send(ctx.t, s, 'POST', '/api/v1/bank-files/preview', body);

export const previewed = async (ctx: WaterCtx, s: Session, body: object) => {
  const res = await preview(ctx, s, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BankPreview;
};

export const confirmed = async (ctx: WaterCtx, s: Session, body: object, hash: string) => {
  const res = await send(ctx.t, s, 'POST', '/api/v1/bank-files/confirm', {
    ...body,
    fileHash: hash,
  });
  expect(res.statusCode, res.body).toBe(202);
  const job = await waitForJob(ctx.t, s, res);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  const fileId = (job.result as { fileId: string }).fileId;
  // A new posting answers its job just queued, and the screen names it when it reads the
  // result; the same file again answers the earlier job, read like any other result.
  const queuedNow = (res.json().data as { status: string }).status === 'queued';
  const query = queuedNow ? `?job=${job.id}` : '';
  const got = await send(ctx.t, s, 'GET', `/api/v1/bank-files/${fileId}/result${query}`);
  expect(got.statusCode, got.body).toBe(200);
  return got.json().data as BankConfirmResult;
};

/** An electronic book received today and handed to the channel. */
export const channelBook = async (
  ctx: WaterCtx,
  finance: Session,
  bookNo: string,
  channelId: string,
  receivedAt: string,
) => {
  const made = await send(ctx.t, finance, 'POST', '/api/v1/receipt-books', {
    bookNo,
    kind: 'electronic',
    firstNo: 1,
    lastNo: 20_000,
    receivedAt,
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = (made.json().data as ReceiptBook).id;
  const handed = await send(ctx.t, finance, 'POST', `/api/v1/receipt-books/${id}/hand-over`, {
    holderChannelId: channelId,
  });
  expect(handed.statusCode, handed.body).toBe(200);
  return handed.json().data as ReceiptBook;
};

/** A bank's Excel export: a header row and one row per payment, values as a bank writes them. */
export const exportXlsx = async (
  headers: string[],
  rows: (string | number | Date | null)[][],
  opts: { sheetName?: string; formulaAt?: string } = {},
) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(opts.sheetName ?? 'Bill Payment');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  if (opts.formulaAt) sheet.getCell(opts.formulaAt).value = { formula: 'SUM(H2:H3)', result: 0 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * Connections read for three months and their October 2569 round billed by the app's
 * job (`plan`: each one's reading and code): their ids, water bills and the channels.
 */
export const billedOctober = async (
  ctx: WaterCtx,
  finance: Session,
  plan: [number | null, string][],
) => {
  const reader = await ctx.a.login('meter_reader');
  const { users } = await roundAfterThreeMonths(ctx, reader, plan.length, plan, 7);
  const rounds = (await getData(ctx, '/api/v1/service-rounds?pageSize=10', finance)) as {
    items: { id: string; month: number }[];
  };
  const october = rounds.items.find((r) => r.month === 10)?.id ?? '';
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${october}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  expect(((await waitForJob(ctx.t, finance, run)).result as BillingPreview).bills).toBe(
    plan.length,
  );
  const list = (await getData(ctx, '/api/v1/bills?kind=water&pageSize=50', finance)) as {
    items: BillRow[];
  };
  const bills = new Map(list.items.map((b) => [b.waterUserId, b]));
  const found = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  const channels = Object.fromEntries(found.items.map((c) => [c.code, c.id]));
  return { users, bills, channels };
};
