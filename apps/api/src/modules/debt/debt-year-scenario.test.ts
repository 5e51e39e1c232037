import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, DebtorLedger, NoticeList, Organisation } from '@prapa/contracts';
import { addDays } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  BILLER,
  botFile,
  channelBook,
  confirmed,
  fileBody,
  previewed,
} from '../bank-import/bank-fixtures.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { issued } from './debt-fixtures.ts';

// Fourteen months in a village (issue 12): September 2568 to October 2569, every household
// 10 m³ a month (RES 7 ฿/m³ + 10 ฿ meter fee = 80.00 ฿), a flat 20.00 ฿ late fee, a
// 100.00 ฿ reconnection fee, all money through the Thai QR channel's bank files dated the
// day people paid (five days after the bill unless told). The households:
//   late:   pays December and April a month late, with the next bill (two late fees);
//   cut:    stops in March, warned 20 June, order 1 July, cut 5 July, pays all 10 August,
//           reconnected 12 August, then pays again;
//   credit: pays 1,000.00 ฿ for its November bill: the credit pays the bills after it;
//   voided: its February bill voided and billed again;
//   fy:     owes July–September and pays on 10 October, across the fiscal year.
// Fiscal years: 2568 ends 30 Sep 2025, 2569 runs to 30 Sep 2026, 2570 from 1 Oct 2026.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let manager: Session;
let reader: Session;
let qr = '';
const h = { late: '', cut: '', credit: '', voided: '', fy: '' };
type Who = keyof typeof h;
const dial: Record<Who, number> = { late: 0, cut: 0, credit: 0, voided: 0, fy: 0 };
const months = Array.from({ length: 14 }, (_, k) => {
  const index = 2025 * 12 + 8 + k; // September 2025 first
  return {
    yearBe: Math.floor(index / 12) + 543,
    month: (index % 12) + 1,
    year: Math.floor(index / 12),
  };
});
const billDateOf = (k: number) => {
  const m = months[k];
  return m ? `${m.year}-${String(m.month).padStart(2, '0')}-28` : '';
};

const billsOf = async (who: Who) =>
  (
    (await getData(ctx, `/api/v1/bills?waterUserId=${h[who]}&pageSize=100`, finance)) as {
      items: BillRow[];
    }
  ).items
    .filter((b) => b.status !== 'void')
    .sort((a, b) => a.billDate.localeCompare(b.billDate) || a.number.localeCompare(b.number));

const open = async (who: Who) => (await billsOf(who)).filter((b) => b.total > b.paid);

/** One bank file of a day: each payment by ref1 + ref2 (the oldest bill it pays). */
type Pay = { who: Who; amount?: number; bills?: number; ref2?: string };
const payByBank = async (payDate: string, pays: Pay[]) => {
  const lines = [];
  for (const p of pays) {
    const owed = await open(p.who);
    const take = owed.slice(0, p.bills ?? 1);
    const first = take[0];
    if (!first) throw new Error(`${p.who} owes nothing on ${payDate}`);
    lines.push({
      ref1: first.customerNo,
      ref2: p.ref2 ?? first.number,
      amount: p.amount ?? take.reduce((s, b) => s + b.total - b.paid, 0),
    });
  }
  const body = fileBody(`qr-${payDate}.txt`, botFile(payDate, lines), qr);
  const preview = await previewed(ctx, finance, body);
  const done = await confirmed(ctx, finance, body, preview.fileHash);
  expect(done.receipts).toHaveLength(lines.length);
};

const bill = async (k: number, skip: Who[] = []) => {
  const m = months[k];
  if (!m) throw new Error('no month');
  const round = await makeRound(ctx, m.yearBe, m.month);
  for (const who of Object.keys(h) as Who[]) {
    if (skip.includes(who)) continue;
    dial[who] += 10;
    const res = await recordReading(ctx, readingEntry(round, h[who], dial[who]), reader);
    expect(res.statusCode, res.body).toBe(200);
  }
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  expect((await waitForJob(ctx.t, finance, run)).status).toBe('succeeded');
};

const ledger = async (who: Who, fiscalYear: number) =>
  (await getData(
    ctx,
    `/api/v1/water-users/${h[who]}/ledger?fiscalYear=${fiscalYear}`,
    finance,
  )) as DebtorLedger;

const noticeOf = async (kind: string) => {
  const [row] = (
    (await getData(
      ctx,
      `/api/v1/debt/notices?kind=${kind}&waterUserId=${h.cut}`,
      manager,
    )) as NoticeList
  ).rows;
  return row?.id ?? '';
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  manager = await ctx.a.login('manager');
  reader = await ctx.a.login('meter_reader');
  const org = (await getData(ctx, '/api/v1/org', manager)) as Organisation;
  const { id: _i, code: _c, isDemo: _d, active: _a, createdAt: _t, ...settings } = org;
  const put = await send(ctx.t, manager, 'PUT', '/api/v1/org', {
    ...settings,
    promptpayBillerId: BILLER,
    lateFeeKind: 'flat',
    lateFeeValue: 2_000,
    reconnectionFee: 10_000,
  });
  expect(put.statusCode, put.body).toBe(200);
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`update tariffs set effective_from = '2025-08-01' where org_id = ${ctx.a.id}`),
  );
  for (const who of Object.keys(h) as Who[]) h[who] = await connectionWithMeter(ctx, 0);
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', manager)) as {
    items: { id: string; code: string }[];
  };
  qr = channels.items.find((c) => c.code === 'QR')?.id ?? '';
  await channelBook(ctx, finance, 'Q69', qr, '2025-10-01');
  await channelBook(ctx, finance, 'Q70', qr, '2026-10-01');
});

describe('fourteen months of one village', () => {
  it('bills, pays late, cuts off, reconnects, overpays, voids and crosses the year', async () => {
    for (let k = 0; k < 14; k++) {
      const day = billDateOf(k);
      if (k === 9) {
        // 20 June: three months unpaid (March–May), the warning.
        const w = await issued(ctx, manager, {
          kind: 'warning',
          waterUserIds: [h.cut],
          noticeDate: '2026-06-20',
          payBy: '2026-06-27',
        });
        expect(w.result).toMatchObject({ issued: 1, total: 28_000 });
      }
      if (k === 10) {
        const order = await issued(ctx, manager, {
          kind: 'cutoff',
          waterUserIds: [h.cut],
          noticeDate: '2026-07-01',
          payBy: '2026-07-03',
        });
        // March–May again: June's bill, due 13 July, is not yet due on 1 July (issue 25).
        expect(order.result).toMatchObject({ issued: 1, total: 28_000 });
        const done = await send(
          ctx.t,
          manager,
          'POST',
          `/api/v1/debt/notices/${await noticeOf('cutoff')}/done`,
          { onDate: '2026-07-05', meterReading: dial.cut },
        );
        expect(done.statusCode, done.body).toBe(200);
      }
      if (k === 11) {
        // Paid by the cut-off order's QR: ref2 is the order's number, not a bill's, so the
        // money pays the open bills oldest first, the fee with them.
        const order = await getData(
          ctx,
          `/api/v1/debt/notices/${await noticeOf('cutoff')}`,
          manager,
        );
        const { number } = order as { number: string };
        expect(number).toBe('C2569000001');
        await payByBank('2026-08-10', [{ who: 'cut', bills: 5, ref2: number }]);
        const r = await issued(ctx, manager, {
          kind: 'reconnection',
          waterUserIds: [h.cut],
          noticeDate: '2026-08-11',
          payBy: '2026-08-12',
        });
        expect(r.result.issued).toBe(1);
        const done = await send(
          ctx.t,
          manager,
          'POST',
          `/api/v1/debt/notices/${await noticeOf('reconnection')}/done`,
          { onDate: '2026-08-12', meterReading: dial.cut },
        );
        expect(done.statusCode, done.body).toBe(200);
      }
      if (k === 13) await payByBank('2026-10-10', [{ who: 'fy', bills: 3 }]);
      await bill(k, k === 10 ? ['cut'] : []);
      if (k === 5) {
        const [feb] = (await open('voided')).slice(-1);
        const res = await send(ctx.t, finance, 'POST', `/api/v1/bills/${feb?.id}/void`, {
          reason: 'พิมพ์ที่อยู่ผิด ออกใบใหม่',
          rebill: true,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const pays: Pay[] = [{ who: 'voided' }];
      if (k !== 3 && k !== 7) pays.push({ who: 'late', bills: k === 4 || k === 8 ? 2 : 1 });
      if (k <= 5 || k >= 11) pays.push({ who: 'cut' });
      if (k <= 1) pays.push({ who: 'credit' });
      if (k === 2) pays.push({ who: 'credit', amount: 100_000 });
      if (k <= 9 || k === 13) pays.push({ who: 'fy' });
      await payByBank(addDays(day, 5), pays);
    }
    await expectLedgerBalanced(ctx.t, ctx.a.id);
    // Fourteen billing runs and fourteen bank files, each a job: a minute alone, more beside
    // another test file on two cores.
  }, 240_000);

  it('charges the late fee once per overdue bill, on the next bill', async () => {
    const fees = async (who: Who) =>
      (await billsOf(who))
        .filter((b) => b.kind === 'water' && b.total === 10_000)
        .map((b) => b.billDate);
    expect(await fees('late')).toEqual(['2026-01-28', '2026-05-28']);
    expect(await fees('cut')).toEqual(['2026-04-28', '2026-05-28', '2026-06-28']);
    expect(await fees('fy')).toEqual(['2026-08-28', '2026-09-28']);
  });

  it('cut off, billed the fee, not billed in July, reconnected', async () => {
    const bills = await billsOf('cut');
    expect(bills.filter((b) => b.kind === 'sundry').map((b) => [b.total, b.billDate])).toEqual([
      [10_000, '2026-07-05'],
    ]);
    expect(bills.some((b) => b.billDate === '2026-07-28')).toBe(false);
    const user = (await getData(ctx, `/api/v1/water-users/${h.cut}`, manager)) as {
      usageStatusId: string;
    };
    expect(user.usageStatusId).toBe(ctx.basicsA.statuses.NORMAL);
  });

  // Hand calculation of each ledger (satang): brought forward, charged, paid, carried forward.
  const cases: [Who, number, number, number, number, number][] = [
    // who, fiscal year, brought forward, charged, paid, carried forward
    ['late', 2568, 0, 8_000, 0, 8_000],
    ['late', 2569, 8_000, 100_000, 100_000, 8_000],
    ['late', 2570, 8_000, 8_000, 16_000, 0],
    ['cut', 2569, 8_000, 104_000, 104_000, 8_000],
    ['cut', 2570, 8_000, 8_000, 16_000, 0],
    ['credit', 2569, 8_000, 96_000, 116_000, -12_000],
    ['credit', 2570, -12_000, 8_000, 0, -4_000],
    ['voided', 2569, 8_000, 96_000, 96_000, 8_000],
    ['voided', 2570, 8_000, 8_000, 16_000, 0],
    ['fy', 2569, 8_000, 100_000, 80_000, 28_000],
    ['fy', 2570, 28_000, 8_000, 36_000, 0],
  ];
  it.each(cases)('ป.17 of %s for %i', async (who, fy, bf, charged, paid, cf) => {
    const l = await ledger(who, fy);
    expect([l.broughtForward, l.totals.charged, l.totals.paid, l.carriedForward]).toEqual([
      bf,
      charged,
      paid,
      cf,
    ]);
    expect(l.broughtForward + l.totals.charged - l.totals.paid).toBe(l.carriedForward);
    if (fy > 2568) expect((await ledger(who, fy - 1)).carriedForward).toBe(bf);
  });

  it('keeps the voided bill apart and the late fees on their head', async () => {
    const voided = await ledger('voided', 2569);
    expect(voided.voidedBills.map((b) => b.voidReason)).toEqual(['พิมพ์ที่อยู่ผิด ออกใบใหม่']);
    expect((await ledger('late', 2569)).totals.lateFee).toBe(4_000);
    expect((await ledger('cut', 2569)).totals.lateFee).toBe(6_000);
    expect((await ledger('cut', 2569)).totals.other).toBe(10_000);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
