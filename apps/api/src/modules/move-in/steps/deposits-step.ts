import { sql } from 'drizzle-orm';
import { insertJsonRows, rowsOf } from '../../../db/json-rows.ts';
import { dateOf, satangOf, textOf } from '../../../lib/sheet-import/cells.ts';
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

/** A deposit the old books say the utility holds. */
export type OpeningDeposit = {
  customerNo: string;
  amount: number;
  heldSince: string | null;
  reference: string | null;
};
type Field = 'customerNo' | 'amount' | 'heldSince' | 'reference';

const K = 'validation:moveIn.deposits';
const REFERENCE_MAX = 100;

export const depositsStep: MoveInStepDef<'deposits', OpeningDeposit> = {
  step: 'deposits',
  sheetName: 'เงินประกันมาตร',
  columns: [
    { key: 'customerNo', header: 'เลขผู้ใช้น้ำ', width: 16, example: 'A1-00001' },
    { key: 'amount', header: 'เงินประกัน (บาท)', width: 16, example: 500 },
    {
      key: 'heldSince',
      header: 'วันที่รับเงินประกัน',
      width: 18,
      optional: true,
      example: '15/03/2560',
    },
    { key: 'reference', header: 'เลขที่อ้างอิง', width: 18, optional: true, example: 'มป-0123' },
  ],
  help: (t) => [1, 2, 3].map((n) => t(`server:moveIn.deposits.help${n}`)),

  parseRow: (t, cells, today) => {
    const c = cellReader<Field>(t);
    const customerNo = c.need('customerNo', customerNoOf(cells.customerNo), CUSTOMER_BLANK);
    const amount = c.need('amount', satangOf(cells.amount));
    if (amount !== undefined && amount <= 0) c.report('amount', t(`${K}.amountPositive`));
    const heldSince = c.read('heldSince', dateOf(cells.heldSince));
    if (heldSince && heldSince > today) c.report('heldSince', t('validation:futureDate'));
    const reference = c.read('reference', textOf(cells.reference));
    if (reference && reference.length > REFERENCE_MAX) {
      c.report('reference', t(`${K}.referenceLong`, { max: REFERENCE_MAX }));
    }
    if (c.problems.length > 0 || !customerNo || amount === undefined) {
      return { problems: c.problems };
    }
    return {
      value: { customerNo, amount, heldSince: heldSince ?? null, reference: reference ?? null },
    };
  },

  check: async (tx, orgId, t, rows) => {
    const { problems, named } = await checkCustomers<OpeningDeposit, Field>(
      tx,
      orgId,
      t,
      rows,
      'deposits',
      'customerNo',
    );
    const ids = named.map((n) => n.connection.id);
    // The register's three sources (deposits.repo.ts): any of them means a deposit is held.
    const held = new Set(
      rowsOf<{ id: string }>(
        await tx.execute(sql`select u.id from water_users u
          where u.org_id = ${orgId} and u.id = any(${uuids(ids)}) and (u.deposit_paid > 0
            or exists (select 1 from bills b where b.org_id = u.org_id
              and b.water_user_id = u.id and b.kind = 'sundry' and b.sundry_kind = 'deposit'
              and b.status <> 'void' and b.paid > 0)
            or exists (select 1 from opening_deposits d
              where d.org_id = u.org_id and d.water_user_id = u.id))`),
      ).map((r) => r.id),
    );
    return [...problems, ...flagRows<Field>(named, held, t(`${K}.held`))];
  },

  measure: moneyMeasure,
  prepare: () => Promise.resolve(null),

  stage: async (tx, orgId, jobId, part) => {
    const connection = await idsByNo(tx, orgId, part);
    await insertJsonRows(
      tx,
      'opening_deposits',
      { water_user_id: 'uuid', amount: 'bigint', held_since: 'date', reference: 'text' },
      part.map(({ value: v }) => ({
        water_user_id: connection(v.customerNo).id,
        amount: v.amount,
        held_since: v.heldSince,
        reference: v.reference,
      })),
      { org_id: sql`${orgId}::uuid`, move_in_job: sql`${jobId}::uuid` },
    );
  },
  publish: () => Promise.resolve(),

  unstage: async (tx, orgId, jobId) => {
    await tx.execute(sql`delete from opening_deposits
      where org_id = ${orgId} and move_in_job = ${jobId}`);
  },

  undoRefusal: async (tx, orgId, jobIds, t) => {
    // Applied, refunded or forfeited since it came in: the deposit has a life in Prapa now.
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(distinct d.water_user_id)::int as n
        from opening_deposits d
        where d.org_id = ${orgId} and d.move_in_job = any(${uuids(jobIds)})
          and exists (select 1 from deposit_moves m where m.org_id = d.org_id
            and m.water_user_id = d.water_user_id and m.created_at >= d.created_at)`),
    );
    const n = Number(row?.n ?? 0);
    return n > 0 ? t(`${K}.undoMoved`, { count: n }) : null;
  },

  undoBatch: async (tx, orgId, jobIds, _undoJobId, limit) => {
    const res = await tx.execute(sql`delete from opening_deposits
      where org_id = ${orgId} and id in (
        select id from opening_deposits
        where org_id = ${orgId} and move_in_job = any(${uuids(jobIds)}) limit ${limit})
      returning id`);
    return rowsOf(res).length;
  },
};
