import { sql } from 'drizzle-orm';
import { insertJsonRows, rowsOf } from '../../../db/json-rows.ts';
import { unprocessable } from '../../../lib/app-error.ts';
import { satangOf, textOf } from '../../../lib/sheet-import/cells.ts';
import { creditMoveCounts } from '../../receipts/counter.repo.ts';
import type { MoveInStepDef } from '../move-in-step.ts';
import { customerNoOf } from './step-cells.ts';
import {
  cellReader,
  checkCustomers,
  flagRows,
  moneyMeasure,
  CUSTOMER_BLANK,
  idsByNo,
  uuids,
} from './step-rules.ts';

/** Credit on account (paid in advance) the old books carry for a connection. */
export type OpeningCredit = { customerNo: string; amount: number; reference: string | null };
type Field = 'customerNo' | 'amount' | 'reference';

const K = 'validation:moveIn.credit';
const REFERENCE_MAX = 100;

/** Each connection's credit brought in by these jobs and not reversed yet (net > 0). */
const broughtIn = (orgId: string, jobIds: string[]) => sql`
  select water_user_id, move_in_job, sum(amount) as brought, min(reference) as reference
  from credit_moves where org_id = ${orgId} and move_in_job = any(${uuids(jobIds)})
  group by water_user_id, move_in_job having sum(amount) > 0`;

export const creditStep: MoveInStepDef<'credit', OpeningCredit> = {
  step: 'credit',
  sheetName: 'เครดิตคงเหลือ',
  columns: [
    { key: 'customerNo', header: 'เลขผู้ใช้น้ำ', width: 16, example: 'A1-00001' },
    { key: 'amount', header: 'เงินชำระล่วงหน้าคงเหลือ (บาท)', width: 24, example: 150.5 },
    { key: 'reference', header: 'เลขที่อ้างอิง', width: 18, optional: true, example: 'CR-0456' },
  ],
  help: (t) => [1, 2, 3].map((n) => t(`server:moveIn.credit.help${n}`)),

  parseRow: (t, cells) => {
    const c = cellReader<Field>(t);
    const customerNo = c.need('customerNo', customerNoOf(cells.customerNo), CUSTOMER_BLANK);
    const amount = c.need('amount', satangOf(cells.amount));
    if (amount !== undefined && amount <= 0) c.report('amount', t(`${K}.amountPositive`));
    const reference = c.read('reference', textOf(cells.reference));
    if (reference && reference.length > REFERENCE_MAX) {
      c.report('reference', t(`${K}.referenceLong`, { max: REFERENCE_MAX }));
    }
    if (c.problems.length > 0 || !customerNo || amount === undefined) {
      return { problems: c.problems };
    }
    return { value: { customerNo, amount, reference: reference ?? null } };
  },

  check: async (tx, orgId, t, rows) => {
    const { problems, named } = await checkCustomers<OpeningCredit, Field>(
      tx,
      orgId,
      t,
      rows,
      'credit',
      'customerNo',
    );
    const ids = named.map((n) => n.connection.id);
    const brought = new Set(
      rowsOf<{ water_user_id: string }>(
        await tx.execute(sql`select water_user_id from credit_moves
          where org_id = ${orgId} and water_user_id = any(${uuids(ids)})
            and move_in_job is not null
          group by water_user_id having sum(amount) > 0`),
      ).map((r) => r.water_user_id),
    );
    return [...problems, ...flagRows<Field>(named, brought, t(`${K}.broughtIn`))];
  },

  measure: moneyMeasure,
  prepare: () => Promise.resolve(null),

  // post_job too: the credit_moves `published` policy (0016) hides them until the job succeeds.
  stage: async (tx, orgId, jobId, part) => {
    const connection = await idsByNo(tx, orgId, part);
    await insertJsonRows(
      tx,
      'credit_moves',
      { water_user_id: 'uuid', amount: 'bigint', reference: 'text' },
      part.map(({ value: v }) => ({
        water_user_id: connection(v.customerNo).id,
        amount: v.amount,
        reference: v.reference,
      })),
      {
        org_id: sql`${orgId}::uuid`,
        move_in_job: sql`${jobId}::uuid`,
        post_job: sql`${jobId}::uuid`,
      },
    );
  },
  publish: () => Promise.resolve(),

  unstage: async (tx, orgId, jobId) => {
    await tx.execute(sql`delete from credit_moves
      where org_id = ${orgId} and move_in_job = ${jobId} and post_job = ${jobId}`);
  },

  undoRefusal: async (tx, orgId, jobIds, t) => {
    // Credit spent on a bill (or refunded) since: reversing it would leave the balance negative.
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with b as (${broughtIn(orgId, jobIds)})
        select count(*)::int as n from b
        where (select coalesce(sum(credit_moves.amount), 0) from credit_moves
          where credit_moves.org_id = ${orgId} and credit_moves.water_user_id = b.water_user_id
            and ${creditMoveCounts}) < b.brought`),
    );
    const n = Number(row?.n ?? 0);
    return n > 0 ? t(`${K}.undoUsed`, { count: n }) : null;
  },

  // A credit move is never deleted once published: the undo writes its reversal, which
  // the next call no longer finds (net 0), so a call after a crash redoes nothing.
  undoBatch: async (tx, orgId, jobIds, _undoJobId, limit, _actor, t) => {
    // The counter locks a connection to spend its credit: locked here too, then checked
    // again, so credit spent since the undo was asked is never reversed below zero.
    await tx.execute(sql`select 1 from water_users where org_id = ${orgId}
      and id in (select water_user_id from (${broughtIn(orgId, jobIds)} limit ${limit}) b)
      order by id for update`);
    const refusal = await creditStep.undoRefusal(tx, orgId, jobIds, t);
    if (refusal) throw unprocessable([{ path: 'step', message: refusal }]);
    const res = await tx.execute(sql`
      insert into credit_moves (org_id, water_user_id, amount, move_in_job, reference)
      select ${orgId}::uuid, b.water_user_id, -b.brought, b.move_in_job, b.reference
      from (${broughtIn(orgId, jobIds)} limit ${limit}) b
      returning id`);
    return rowsOf(res).length;
  },
};
