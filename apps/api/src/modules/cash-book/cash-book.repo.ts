import { sql } from 'drizzle-orm';
import type { BankAccountRef, CashBookIncome } from '@prapa/contracts';
import type { CashMoves } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { Tx } from '../../db/tenant.ts';

type Raw = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

/**
 * Cash that came into the office, per officer and day. A receipt records its channel
 * (receipts.channel_kind), a remittance the cash a collector handed to finance, counted.
 * So an officer's day with a standing remittance brings in that remittance's cash (what
 * finance counted, short or over); a day without one is cash taken at the finance counter
 * itself, and brings in the day's valid cash receipts. Once that officer remits the day,
 * the remittance takes the receipts' place: nothing is counted twice. Transfers and QR go
 * to the bank columns, never to cash.
 */
const incomes = (orgId: string, from: string, to: string) => sql`
  with taken as (
    select r.cashier_id as officer_id, r.business_date as day, sum(r.amount) as cash,
      count(*) as receipts
    from receipts r
    where r.org_id = ${orgId} and r.status = 'valid' and r.channel_kind = 'cash'
      and r.business_date between ${from} and ${to}
    group by r.cashier_id, r.business_date
  ), remitted as (
    select m.officer_id, m.business_date as day, m.cash, m.slip_no
    from remittances m
    where m.org_id = ${orgId} and m.voided_at is null and m.business_date between ${from} and ${to}
  )
  select coalesce(m.officer_id, t.officer_id) as officer_id, coalesce(m.day, t.day) as day,
    case when m.officer_id is null then 'counter' else 'remittance' end as source,
    coalesce(m.cash, t.cash) as amount, coalesce(t.receipts, 0) as receipts, m.slip_no
  from taken t full join remitted m on m.officer_id = t.officer_id and m.day = t.day`;

const FAR = '2199-12-31';
const EARLIEST = '1990-01-01';

/** Every day's cash moves up to `to` (all of them for a write's overdraft check). */
export const cashMovesUpTo = async (tx: Tx, orgId: string, to = FAR): Promise<CashMoves[]> =>
  rowsOf<Raw>(
    await tx.execute(sql`
      with income as (${incomes(orgId, EARLIEST, to)})
      select day::text as date, sum(received) as received, sum(deposited) as deposited,
        sum(to_treasury) as to_treasury
      from (
        select day, amount as received, 0 as deposited, 0 as to_treasury from income
        union all
        select deposited_on, 0, amount, 0 from bank_deposits
        where org_id = ${orgId} and voided_at is null and deposited_on <= ${to}
        union all
        select transferred_on, 0, 0, amount from treasury_transfers
        where org_id = ${orgId} and voided_at is null and source = 'cash' and transferred_on <= ${to}
      ) m
      group by day order by day`),
  ).map((r) => ({
    date: String(r.date),
    received: n(r.received),
    deposited: n(r.deposited),
    toTreasury: n(r.to_treasury),
  }));

/** Where one day's cash came from, officer by officer. */
export const incomesOf = async (tx: Tx, orgId: string, date: string): Promise<CashBookIncome[]> =>
  rowsOf<Raw>(
    await tx.execute(sql`
      with income as (${incomes(orgId, date, date)})
      select i.*, o.full_name from income i
      join officers o on o.org_id = ${orgId} and o.id = i.officer_id
      where i.amount <> 0 or i.source = 'remittance'
      order by o.full_name, i.officer_id`),
  ).map((r) => ({
    officerId: String(r.officer_id),
    officerName: String(r.full_name),
    source: r.source === 'remittance' ? 'remittance' : 'counter',
    amount: n(r.amount),
    receipts: n(r.receipts),
    slipNo: r.slip_no === null || r.slip_no === undefined ? null : String(r.slip_no),
  }));

export type BankMovesRow = {
  date: string;
  accountNo: string;
  deposited: number;
  received: number;
  toTreasury: number;
  statement: number | null;
};

/**
 * Each account's moves per day over a span. An account is known by its number: a deposit
 * or a treasury transfer names it, a transfer or QR receipt and a bank file row take the
 * account of their payment channel ('' where the channel names none). The statement is
 * the bank files' rows of the day that are money in, taken once (not duplicates of an
 * earlier file, not withdrawals).
 */
export const bankMovesOf = async (
  tx: Tx,
  orgId: string,
  from: string,
  to: string,
): Promise<BankMovesRow[]> =>
  rowsOf<Raw>(
    await tx.execute(sql`
      select day::text as date, account_no, sum(deposited) as deposited, sum(received) as received,
        sum(to_treasury) as to_treasury, sum(statement) as statement, bool_or(has_statement) as has_statement
      from (
        select deposited_on as day, account_no, amount as deposited, 0 as received,
          0 as to_treasury, 0 as statement, false as has_statement
        from bank_deposits
        where org_id = ${orgId} and voided_at is null and deposited_on between ${from} and ${to}
        union all
        select r.business_date, coalesce(c.bank_account->>'accountNo', ''), 0, r.amount, 0, 0, false
        from receipts r join payment_channels c on c.org_id = r.org_id and c.id = r.channel_id
        where r.org_id = ${orgId} and r.status = 'valid' and r.channel_kind <> 'cash'
          and r.channel_kind <> 'other' and r.business_date between ${from} and ${to}
        union all
        select transferred_on, account_no, 0, 0, amount, 0, false from treasury_transfers
        where org_id = ${orgId} and voided_at is null and source = 'bank'
          and transferred_on between ${from} and ${to}
        union all
        select b.pay_date, coalesce(c.bank_account->>'accountNo', ''), 0, 0, 0, b.amount, true
        from bank_rows b join payment_channels c on c.org_id = b.org_id and c.id = b.channel_id
        where b.org_id = ${orgId} and b.state not in ('duplicate', 'ignored')
          and b.pay_date between ${from} and ${to}
      ) x
      group by day, account_no order by day, account_no`),
  ).map((r) => ({
    date: String(r.date),
    accountNo: String(r.account_no),
    deposited: n(r.deposited),
    received: n(r.received),
    toTreasury: n(r.to_treasury),
    statement: r.has_statement === true ? n(r.statement) : null,
  }));

/**
 * The organisation's accounts (its settings), then any other account its channels name,
 * with the bank and name each gives.
 */
export const accountsOf = async (
  tx: Tx,
  orgId: string,
): Promise<(BankAccountRef & { own: boolean })[]> => {
  const rows = rowsOf<Raw>(
    await tx.execute(sql`
      select a->>'accountNo' as account_no, a->>'bank' as bank, a->>'accountName' as account_name, 0 as rank
      from organisations o, jsonb_array_elements(o.bank_accounts) a where o.id = ${orgId}
      union all
      select c.bank_account->>'accountNo', c.bank_account->>'bank', c.bank_account->>'accountName', 1
      from payment_channels c where c.org_id = ${orgId} and c.bank_account is not null
      order by rank`),
  );
  const seen = new Map<string, BankAccountRef & { own: boolean }>();
  for (const r of rows) {
    const accountNo = String(r.account_no ?? '');
    if (!accountNo || seen.has(accountNo)) continue;
    seen.set(accountNo, {
      accountNo,
      bank: String(r.bank ?? ''),
      accountName: String(r.account_name ?? ''),
      own: Number(r.rank) === 0,
    });
  }
  return [...seen.values()];
};

/** The organisation's own accounts only: a slip or a transfer names one of these. */
export const ownAccount = async (
  tx: Tx,
  orgId: string,
  accountNo: string,
): Promise<BankAccountRef | null> => {
  const [row] = rowsOf<Raw>(
    await tx.execute(sql`
      select a->>'bank' as bank, a->>'accountName' as account_name
      from organisations o, jsonb_array_elements(o.bank_accounts) a
      where o.id = ${orgId} and a->>'accountNo' = ${accountNo} limit 1`),
  );
  return row
    ? { accountNo, bank: String(row.bank ?? ''), accountName: String(row.account_name ?? '') }
    : null;
};

/**
 * Writes to the cash book take turns: each checks every later day's closing after its own
 * insert, which two at once could each pass alone. NO KEY UPDATE leaves foreign-key checks
 * (KEY SHARE) on the organisation free.
 */
export const lockCashBook = (tx: Tx, orgId: string) =>
  tx.execute(sql`select 1 from organisations where id = ${orgId} for no key update`);
