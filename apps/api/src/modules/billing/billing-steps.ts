import { eq, sql } from 'drizzle-orm';
import { assertBillable } from '../move-in/move-in-open.ts';
import { proposePaymentRound } from '@prapa/domain';
import { bills, organisations, paymentRounds } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findCycle, findRound } from '../rounds/rounds.repo.ts';
import {
  connectionDetails,
  entitlementsOn,
  expectedConnections,
  unpaidBefore,
} from './billing-candidates.repo.ts';
import {
  findPaymentRound,
  loadBillingContext,
  type BillingContext,
  type PaymentRoundRow,
} from './billing-context.repo.ts';
import { sortConnections, type Sorted } from './classify.ts';
import { priceBill, type PricedBill } from './price-bill.ts';
import { creditBalances } from '../receipts/counter.repo.ts';

/** A round can be billed while it is being read, and again (what is missing) once billed. */
export const BILLABLE_ROUND_STATUSES = ['reading', 'billed'];

export const notBillable = (status: string) =>
  new AppError('CONFLICT', {
    vars: { context: status === 'open' ? 'roundNotRead' : 'roundClosedForBilling' },
  });

/** The payment round proposed from the cycle, as the run would create it. */
export const proposedPaymentRound = async (tx: Tx, orgId: string, billDate: string) => {
  const cycle = await findCycle(tx, orgId);
  const [org] = await tx.select().from(organisations).where(eq(organisations.id, orgId));
  return proposePaymentRound(
    billDate,
    { dueDays: org?.dueDays ?? 15, ...cycle },
    (org?.lateFeeKind ?? 'none') !== 'none',
  );
};

export type Prepared = {
  context: BillingContext;
  sorted: Sorted;
  paymentRound: PaymentRoundRow | null;
  dueDate: string;
};

export type PreparedHead = Omit<Prepared, 'sorted'>;

/** The round, if it may be billed now (its status, the organisation's move-in). */
export const billableRound = async (tx: Tx, orgId: string, roundId: string, lock = false) => {
  const round = await findRound(tx, orgId, roundId, lock);
  if (!round) throw notFound();
  if (!BILLABLE_ROUND_STATUSES.includes(round.status)) throw notBillable(round.status);
  await assertBillable(tx, orgId, round);
  return round;
};

/** The round, its pricing context and its payment round (writes nothing). */
export const prepareHead = async (
  tx: Tx,
  orgId: string,
  roundId: string,
  lock = false,
): Promise<PreparedHead> => {
  const round = await billableRound(tx, orgId, roundId, lock);
  const context = await loadBillingContext(tx, orgId, round);
  const paymentRound = await findPaymentRound(tx, orgId, roundId);
  const dueDate =
    paymentRound?.dueDate ?? (await proposedPaymentRound(tx, orgId, round.billDate)).dueDate;
  return { context, paymentRound, dueDate };
};

/**
 * Whether the round has no payment round yet (a run creates it), read when the answer is
 * given: the preview before the run, the run's summary after it (issue 25: the summary
 * said "no payment round" of the one the run had just made).
 */
export const paymentRoundProposed = (p: PreparedHead) => p.paymentRound === null;

/** The round, its pricing context and which connections this run bills (writes nothing). */
export const prepareRun = async (
  tx: Tx,
  orgId: string,
  roundId: string,
  opts: {
    /** Lock the round's row (the run's summary may mark the round billed). */
    lock?: boolean;
    /** Only the connections left unbilled. */
    unbilledOnly?: boolean;
    /** This run has just analysed its bills (billing-settle.ts): the planner may join them. */
    billsAnalysed?: boolean;
  } = {},
): Promise<Prepared> => {
  const { lock = false, unbilledOnly = false, billsAnalysed = false } = opts;
  const head = await prepareHead(tx, orgId, roundId, lock);
  const rows = await expectedConnections(tx, orgId, roundId, { unbilledOnly, billsAnalysed });
  return { ...head, sorted: sortConnections(head.context, rows) };
};

/** The payment round of the round: the one set at /operation/set_payment, else proposed now. */
export const ensurePaymentRound = async (
  tx: Tx,
  orgId: string,
  roundId: string,
  billDate: string,
) => {
  const found = await findPaymentRound(tx, orgId, roundId);
  if (found) return found;
  const proposal = await proposedPaymentRound(tx, orgId, billDate);
  const [row] = await tx
    .insert(paymentRounds)
    .values({ orgId, roundId, ...proposal })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findPaymentRound(tx, orgId, roundId));
};

/**
 * Credit on account of the batch's connections, read under the row lock of those that
 * have some: the counter takes the same lock to use credit, so one credit is never used
 * by a bill and a receipt at once.
 */
const creditsLocked = async (tx: Tx, orgId: string, ids: string[]) => {
  const some = [...(await creditBalances(tx, orgId, ids)).keys()];
  if (some.length === 0) return new Map<string, number>();
  await tx.execute(
    sql`select 1 from water_users where org_id = ${orgId} and id = any(${sql.param(some)}::uuid[]) order by id for update`,
  );
  return creditBalances(tx, orgId, some);
};

/**
 * Prices a batch of connections, in the order given, leaving out any that got a bill of
 * the round meanwhile (a re-bill, another run that finished first).
 */
export const priceBatch = async (
  tx: Tx,
  orgId: string,
  context: BillingContext,
  ids: string[],
): Promise<PricedBill[]> => {
  const { round } = context;
  // One probe of the unique partial index bills_one_water_bill an id (LATERAL … LIMIT 1
  // keeps the planner from turning it into a scan of the round's bills, which it did as a
  // semi-join while the table grew unanalysed: 130 ms a batch, see issue 9's note).
  const done = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select u.id from unnest(${sql.param(ids)}::uuid[]) as u(id)
      cross join lateral (select 1 from ${bills} b where b.org_id = ${orgId}
        and b.round_id = ${round.id} and b.water_user_id = u.id
        and b.kind = 'water' and b.status <> 'void' limit 1) as billed`),
  );
  const billed = new Set(done.map((d) => d.id));
  const todo = ids.filter((id) => !billed.has(id));
  if (todo.length === 0) return [];
  const details = new Map(
    (await connectionDetails(tx, orgId, round.id, todo)).map((d) => [d.id, d]),
  );
  const entitled = await entitlementsOn(tx, orgId, todo, round.billDate);
  const arrears = await unpaidBefore(tx, orgId, todo, round.billDate);
  const credits = await creditsLocked(tx, orgId, todo);
  return todo.flatMap((id) => {
    const detail = details.get(id);
    return detail
      ? [priceBill(context, detail, entitled.get(id), arrears.get(id), credits.get(id))]
      : [];
  });
};
