import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, bangkokDate, fiscalYearOf, fiscalYearRange } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import {
  collectionRoutes,
  officers,
  paymentChannels,
  receiptBooks,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { bankContext } from '../bank-import/bank-context.ts';
import { confirmLines } from '../bank-import/bank-import.service.ts';
import type { BankLine } from '../bank-import/bank-lines.ts';
import { billDemoRounds, type DemoRound } from '../billing/demo-billing.ts';
import { billIsOpen } from '../billing/open-bill.ts';
import { demoQrBook } from '../receipts/demo-receipt-books.ts';
import { demoDebt, type DemoPlan } from './demo-debt.ts';

/**
 * How each demo household pays, by its place in the walk (issue 12: "some debtors, one
 * cut-off"): most pay every month within the pay window, a few pay three weeks late, one
 * paid 500 ฿ too much two months ago (most of it still on account), some stopped paying
 * two or four months ago, one five months ago and was cut off. Of last month's bills only
 * about half are paid yet, so the counter has customers with one open bill.
 */
export const planOf = (i: number): DemoPlan => {
  if (i === 14) return 'cutoff';
  if (i % 23 === 9) return 'owes4';
  if (i % 19 === 4) return 'owes2';
  if (i === 6) return 'credit';
  if (i % 7 === 2) return 'late';
  return 'regular';
};

const UNPAID_MONTHS: Partial<Record<DemoPlan, number>> = { owes2: 2, owes4: 4, cutoff: 5 };

type OpenBill = { waterUserId: string; customerNo: string; number: string; open: number };
type Payment = OpenBill & { payDate: string; amount: number };

const openBillsOfRound = async (tx: Tx, orgId: string, roundId: string) =>
  rowsOf<{ water_user_id: string; customer_no: string; number: string; open: number }>(
    await tx.execute(sql`
      select water_user_id, customer_no, number, (total - paid)::float8 as open from bills
      where org_id = ${orgId} and round_id = ${roundId} and ${billIsOpen(sql.raw('status'))}
        and total > paid`),
  ).map((r) => ({
    waterUserId: r.water_user_id,
    customerNo: r.customer_no,
    number: r.number,
    open: Number(r.open),
  }));

/**
 * The Thai QR channel's export of some days, confirmed as finance would at
 * /excel_payment_check: its rows, their receipts from the channel's electronic book.
 */
const importDays = async (ctx: TenantCtx, channelId: string, list: Payment[]) => {
  const first = list[0]?.payDate ?? '';
  const last = list.at(-1)?.payDate ?? '';
  const fileHash = createHash('sha256')
    .update(`prapa-demo:${ctx.orgId}:${first}:${last}`)
    .digest('hex');
  const c = await bankContext(ctx.tx, {
    orgId: ctx.orgId,
    officerId: ctx.actor.officerId,
    channelId,
    sha256: fileHash,
  });
  const lines: BankLine[] = list.map((p, i) => ({
    line: i + 2,
    payDate: p.payDate,
    time: `${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`,
    payerName: null,
    ref1: p.customerNo,
    ref2: p.number,
    bankRef: `DEMO${p.payDate.replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
    description: null,
    amount: p.amount,
    moneyIn: true,
  }));
  await confirmLines(ctx, null, { fileName: `QR-${first}-${last}.xlsx`, fileHash }, c, {
    kind: 'lines',
    format: 'bankExport',
    lines,
    trailer: { count: lines.length, total: lines.reduce((s, l) => s + l.amount, 0) },
    mapping: null,
  });
};

/** An electronic book for the QR channel in every fiscal year the history reaches. */
const historyBooks = async (
  tx: Tx,
  orgId: string,
  channelId: string,
  from: string,
  today: string,
) => {
  for (let fy = fiscalYearOf(from); fy < fiscalYearOf(today); fy++) {
    await tx
      .insert(receiptBooks)
      .values(demoQrBook(orgId, fy, fiscalYearRange(fy).start, channelId));
  }
};

/**
 * The demo's year: every past month billed, the Thai QR statements of the days people
 * paid imported as receipts, and the debt that is left followed up with notices and one
 * cut-off (demo-debt.ts). Runs after the readings and the receipt books are seeded.
 */
export const seedDemoHistory = async (tx: Tx, orgId: string, today = bangkokDate(new Date())) => {
  const [finance] = await tx
    .select()
    .from(officers)
    .where(and(eq(officers.orgId, orgId), eq(officers.username, 'finance')));
  const [qr] = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.orgId, orgId), eq(paymentChannels.code, 'QR')));
  if (!finance || !qr) return;
  const ctx: TenantCtx = {
    tx,
    orgId,
    actor: {
      officerId: finance.id,
      orgId,
      homeOrgId: orgId,
      role: finance.role,
      position: finance.position,
      familyId: '',
    },
  };
  const walk = await tx
    .select({ id: waterUsers.id })
    .from(waterUsers)
    .leftJoin(
      collectionRoutes,
      and(
        eq(collectionRoutes.orgId, waterUsers.orgId),
        eq(collectionRoutes.id, waterUsers.routeId),
      ),
    )
    .where(eq(waterUsers.orgId, orgId))
    .orderBy(asc(collectionRoutes.code), asc(waterUsers.routeSeq));
  const plans = new Map(walk.map((w, i) => [w.id, { plan: planOf(i), i }]));
  let pending: Payment[] = [];
  // One statement a flush, its rows dated the days people paid (a bank export over a
  // fortnight): a file is a few hundred rows, not a file a day.
  const flush = async (upTo: string) => {
    const due = pending.filter((p) => p.payDate <= upTo && p.payDate <= today);
    pending = pending.filter((p) => !due.includes(p));
    if (due.length)
      await importDays(
        ctx,
        qr.id,
        due.sort((x, y) => x.payDate.localeCompare(y.payDate)),
      );
  };
  let booksMade = false;
  await billDemoRounds(tx, orgId, finance.id, async (round: DemoRound, k, count) => {
    if (!booksMade) {
      await historyBooks(tx, orgId, qr.id, round.billDate, today);
      booksMade = true;
    }
    // What was paid late for last month lands before this month's money.
    await flush(round.billDate);
    const left = count - k;
    const dueDate = round.dueDate ?? addDays(round.billDate, 15);
    for (const bill of await openBillsOfRound(tx, orgId, round.id)) {
      const who = plans.get(bill.waterUserId);
      if (!who) continue;
      const unpaid = UNPAID_MONTHS[who.plan];
      if (unpaid !== undefined && left <= unpaid) continue;
      // Last month: only every other household has paid so far.
      if (left === 1 && who.i % 2 === 1) continue;
      const payDate =
        who.plan === 'late' ? addDays(dueDate, 20) : addDays(round.billDate, who.i % 2 ? 12 : 6);
      // Two months ago: most of it is still on account, for the credit list to show.
      const extra = who.plan === 'credit' && left === 2 ? 50_000 : 0;
      pending.push({ ...bill, payDate, amount: bill.open + extra });
    }
    await flush(addDays(round.billDate, 14));
  });
  await flush(today);
  await tx
    .update(receiptBooks)
    .set({ state: 'closed', updatedAt: sql`now()` })
    .where(
      and(
        eq(receiptBooks.orgId, orgId),
        eq(receiptBooks.channelId, qr.id),
        sql`${receiptBooks.fiscalYear} < ${fiscalYearOf(today)}`,
      ),
    );
  await demoDebt(
    ctx,
    [...plans].map(([id, p]) => ({ id, plan: p.plan })),
    today,
  );
};
