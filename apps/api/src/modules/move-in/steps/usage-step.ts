import { sql } from 'drizzle-orm';
import { insertJsonRows, rowsOf } from '../../../db/json-rows.ts';
import { integerOf } from '../../../lib/sheet-import/cells.ts';
import type { MoveInStepDef } from '../move-in-step.ts';
import { customerNoOf, isFuturePeriod, periodKey, periodOf, type Period } from './step-cells.ts';
import {
  cellReader,
  checkCustomers,
  connectionCount,
  CUSTOMER_BLANK,
  idsByNo,
  uuids,
} from './step-rules.ts';

/** A month's usage of a connection in the old books. */
export type OpeningUsage = { customerNo: string; period: Period; usage: number };
type Field = 'customerNo' | 'period' | 'usage';

const K = 'validation:moveIn.usage';
/** Months of history a connection may bring in: a year, what averages and estimates need. */
export const OPENING_USAGE_MONTHS = 12;

const label = (p: Period) => `${String(p.month).padStart(2, '0')}/${p.yearBe}`;

export const usageStep: MoveInStepDef<'usage', OpeningUsage> = {
  step: 'usage',
  sheetName: 'ประวัติการใช้น้ำ',
  columns: [
    { key: 'customerNo', header: 'เลขผู้ใช้น้ำ', width: 16, example: 'A1-00001' },
    { key: 'period', header: 'เดือน', width: 12, example: '09/2569' },
    { key: 'usage', header: 'ปริมาณน้ำที่ใช้ (ลบ.ม.)', width: 20, example: 18 },
  ],
  help: (t) => [1, 2, 3].map((n) => t(`server:moveIn.usage.help${n}`)),

  parseRow: (t, cells, today) => {
    const c = cellReader<Field>(t);
    const customerNo = c.need('customerNo', customerNoOf(cells.customerNo), CUSTOMER_BLANK);
    const period = c.need('period', periodOf(cells.period));
    if (period && isFuturePeriod(period, today)) c.report('period', t(`${K}.future`));
    const usage = c.need('usage', integerOf(cells.usage));
    if (usage !== undefined && usage < 0) c.report('usage', t(`${K}.negative`));
    if (c.problems.length > 0 || !customerNo || !period || usage === undefined) {
      return { problems: c.problems };
    }
    return { value: { customerNo, period, usage } };
  },

  check: async (tx, orgId, t, rows) => {
    const { problems, named } = await checkCustomers<OpeningUsage, Field>(
      tx,
      orgId,
      t,
      rows,
      'usage',
      'customerNo',
      {
        keyOf: (v) => `${v.customerNo}|${periodKey(v.period)}`,
        message: (v, row) =>
          t(`${K}.repeated`, { value: v.customerNo, period: label(v.period), row }),
      },
    );
    const ids = [...new Set(named.map((n) => n.connection.id))];
    const there = rowsOf<{ water_user_id: string; ym: number }>(
      await tx.execute(sql`select water_user_id, (year_be * 100 + month)::int as ym
        from opening_usage where org_id = ${orgId} and water_user_id = any(${uuids(ids)})`),
    );
    const months = new Map<string, Set<number>>();
    for (const r of there) {
      const set = months.get(r.water_user_id) ?? new Set<number>();
      set.add(Number(r.ym));
      months.set(r.water_user_id, set);
    }
    const inFile = new Map<string, number>();
    for (const { row, connection } of named) {
      const have = months.get(connection.id);
      if (have?.has(periodKey(row.value.period))) {
        problems.push({
          row: row.row,
          column: 'period',
          message: t(`${K}.there`, { period: label(row.value.period) }),
        });
        continue;
      }
      const count = (inFile.get(connection.id) ?? 0) + 1;
      inFile.set(connection.id, count);
      if ((have?.size ?? 0) + count > OPENING_USAGE_MONTHS) {
        problems.push({
          row: row.row,
          column: 'period',
          message: t(`${K}.tooMany`, { max: OPENING_USAGE_MONTHS, there: have?.size ?? 0 }),
        });
      }
    }
    return problems.sort((a, b) => a.row - b.row);
  },

  measure: (rows) => ({ connections: connectionCount(rows), amount: 0 }),
  prepare: () => Promise.resolve(null),

  stage: async (tx, orgId, jobId, part) => {
    const connection = await idsByNo(tx, orgId, part);
    await insertJsonRows(
      tx,
      'opening_usage',
      { water_user_id: 'uuid', year_be: 'int', month: 'int', usage: 'int' },
      part.map(({ value: v }) => ({
        water_user_id: connection(v.customerNo).id,
        year_be: v.period.yearBe,
        month: v.period.month,
        usage: v.usage,
      })),
      { org_id: sql`${orgId}::uuid`, move_in_job: sql`${jobId}::uuid` },
    );
  },
  publish: () => Promise.resolve(),

  unstage: async (tx, orgId, jobId) => {
    await tx.execute(sql`delete from opening_usage
      where org_id = ${orgId} and move_in_job = ${jobId}`);
  },

  // History only feeds averages and estimates already taken: nothing depends on it staying.
  undoRefusal: () => Promise.resolve(null),

  undoBatch: async (tx, orgId, jobIds, _undoJobId, limit) => {
    const res = await tx.execute(sql`delete from opening_usage
      where org_id = ${orgId} and (water_user_id, year_be, month) in (
        select water_user_id, year_be, month from opening_usage
        where org_id = ${orgId} and move_in_job = any(${uuids(jobIds)}) limit ${limit})
      returning month`);
    return rowsOf(res).length;
  },
};
