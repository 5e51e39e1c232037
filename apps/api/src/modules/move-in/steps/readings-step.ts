import { sql } from 'drizzle-orm';
import { insertJsonRows, rowsOf } from '../../../db/json-rows.ts';
import { dateOf, integerOf, textOf } from '../../../lib/sheet-import/cells.ts';
import type { MoveInStepDef } from '../move-in-step.ts';
import { customerNoOf } from './step-cells.ts';
import {
  cellReader,
  checkCustomers,
  connectionCount,
  CUSTOMER_BLANK,
  idsByNo,
  uuids,
} from './step-rules.ts';

/** A meter's last reading in the old books. */
export type OpeningReading = {
  customerNo: string;
  meterSerial: string | null;
  reading: number;
  readOn: string;
};
type Field = 'customerNo' | 'meterSerial' | 'reading' | 'readOn';

const K = 'validation:moveIn.readings';

/** The meters (of these connections) that already have a reading, or a reading brought in. */
const metersTaken = async (
  tx: Parameters<MoveInStepDef<'readings', OpeningReading>['check']>[0],
  orgId: string,
  meterIds: string[],
) => {
  const res = await tx.execute(sql`
    select m.id,
      exists (select 1 from readings r where r.org_id = m.org_id and r.meter_id = m.id) as read,
      exists (select 1 from opening_readings o where o.org_id = m.org_id and o.meter_id = m.id)
        as brought
    from meters m where m.org_id = ${orgId} and m.id = any(${uuids(meterIds)})`);
  return new Map(
    rowsOf<{ id: string; read: boolean; brought: boolean }>(res).map((r) => [r.id, r]),
  );
};

export const readingsStep: MoveInStepDef<'readings', OpeningReading> = {
  step: 'readings',
  sheetName: 'เลขอ่านล่าสุด',
  columns: [
    { key: 'customerNo', header: 'เลขผู้ใช้น้ำ', width: 16, example: 'A1-00001' },
    {
      key: 'meterSerial',
      header: 'หมายเลขมาตร',
      width: 18,
      optional: true,
      example: 'SN-650123',
    },
    { key: 'reading', header: 'เลขอ่านล่าสุด', width: 14, example: 1234 },
    { key: 'readOn', header: 'วันที่อ่าน', width: 14, example: '25/10/2569' },
  ],
  help: (t) => [1, 2, 3, 4].map((n) => t(`server:moveIn.readings.help${n}`)),

  parseRow: (t, cells, today) => {
    const c = cellReader<Field>(t);
    const customerNo = c.need('customerNo', customerNoOf(cells.customerNo), CUSTOMER_BLANK);
    const meterSerial = c.read('meterSerial', textOf(cells.meterSerial));
    const reading = c.need('reading', integerOf(cells.reading));
    if (reading !== undefined && reading < 0) c.report('reading', t(`${K}.negative`));
    const readOn = c.need('readOn', dateOf(cells.readOn));
    if (readOn !== undefined && readOn > today) c.report('readOn', t('validation:futureDate'));
    if (c.problems.length > 0 || !customerNo || reading === undefined || !readOn) {
      return { problems: c.problems };
    }
    return { value: { customerNo, meterSerial: meterSerial ?? null, reading, readOn } };
  },

  check: async (tx, orgId, t, rows) => {
    const { problems, named } = await checkCustomers<OpeningReading, Field>(
      tx,
      orgId,
      t,
      rows,
      'readings',
      'customerNo',
    );
    const meterIds = named.flatMap((n) => (n.connection.meterId ? [n.connection.meterId] : []));
    const taken = await metersTaken(tx, orgId, meterIds);
    const add = (row: number, column: Field | null, key: string, vars?: Record<string, unknown>) =>
      problems.push({ row, column, message: t(`${K}.${key}`, vars) });
    for (const { row, connection: c } of named) {
      const v = row.value;
      if (!c.meterId || c.meterDigits === null || c.initialReading === null || !c.installedOn) {
        add(row.row, 'customerNo', 'noMeter');
        continue;
      }
      if (v.meterSerial !== null && v.meterSerial !== c.meterSerial) {
        add(row.row, 'meterSerial', 'otherMeter', { value: v.meterSerial, current: c.meterSerial });
      }
      if (v.reading >= 10 ** c.meterDigits) {
        add(row.row, 'reading', 'digits', { digits: c.meterDigits });
      } else if (v.reading < c.initialReading) {
        add(row.row, 'reading', 'belowInitial', { initial: c.initialReading });
      }
      // No check of the date against the installation: the water-user import records the
      // import day as installed when the old books have no date, and the old reading is
      // earlier. The serial and the initial reading tie the reading to this meter.
      const meter = taken.get(c.meterId);
      if (meter?.brought) add(row.row, null, 'broughtIn');
      else if (meter?.read) add(row.row, null, 'alreadyRead');
    }
    return problems.sort((a, b) => a.row - b.row);
  },

  measure: (rows) => ({ connections: connectionCount(rows), amount: 0 }),
  prepare: () => Promise.resolve(null),

  stage: async (tx, orgId, jobId, part) => {
    const connection = await idsByNo(tx, orgId, part);
    await insertJsonRows(
      tx,
      'opening_readings',
      { water_user_id: 'uuid', meter_id: 'uuid', reading: 'int', read_on: 'date' },
      part.map(({ value: v }) => {
        const c = connection(v.customerNo);
        return { water_user_id: c.id, meter_id: c.meterId, reading: v.reading, read_on: v.readOn };
      }),
      { org_id: sql`${orgId}::uuid`, move_in_job: sql`${jobId}::uuid` },
    );
  },
  publish: () => Promise.resolve(),

  unstage: async (tx, orgId, jobId) => {
    await tx.execute(sql`delete from opening_readings
      where org_id = ${orgId} and move_in_job = ${jobId}`);
  },

  undoRefusal: async (tx, orgId, jobIds, t) => {
    // A round that read one of these meters measured from its opening reading.
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(distinct o.meter_id)::int as n from opening_readings o
        where o.org_id = ${orgId} and o.move_in_job = any(${uuids(jobIds)})
          and exists (select 1 from readings r
            where r.org_id = o.org_id and r.meter_id = o.meter_id)`),
    );
    const n = Number(row?.n ?? 0);
    return n > 0 ? t(`${K}.undoRead`, { count: n }) : null;
  },

  undoBatch: async (tx, orgId, jobIds, _undoJobId, limit) => {
    const res = await tx.execute(sql`delete from opening_readings
      where org_id = ${orgId} and (water_user_id, meter_id) in (
        select water_user_id, meter_id from opening_readings
        where org_id = ${orgId} and move_in_job = any(${uuids(jobIds)}) limit ${limit})
      returning meter_id`);
    return rowsOf(res).length;
  },
};
