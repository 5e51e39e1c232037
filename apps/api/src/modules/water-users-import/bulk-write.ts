import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { insertJsonRows, type JsonColumns } from '../../db/json-rows.ts';
import type { z } from 'zod';
import type { waterUserInput } from '@prapa/contracts';
import { jobs, meterInstallations, meters, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { lastSeqOfRoutes } from '../water-users/water-users.repo.ts';
import type { RowMeter } from './check-row.ts';

/** Rows a statement: 1,000 rows of ~30 columns stay far below 65,535 parameters. */
export const CHUNK = 1_000;

export type NewWaterUser = {
  user: z.output<typeof waterUserInput>;
  customerNo: string;
  importKey: string | null;
  meter: RowMeter | null;
};

/** A row ready to stage: its ids and walk place are fixed once, so batches never clash. */
export type StagedUser = NewWaterUser & {
  id: string;
  meterId: string | null;
  routeSeq: number | null;
};

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * Ids and walk order for every row of the file, decided before the first batch: a
 * connection with a route goes to the end of its route, in file order. (Staged rows are
 * invisible, so a later batch could not count them.)
 */
export const placeRows = async (
  tx: Tx,
  orgId: string,
  rows: NewWaterUser[],
): Promise<StagedUser[]> => {
  const routes = [...new Set(rows.flatMap((r) => (r.user.routeId ? [r.user.routeId] : [])))];
  const last = await lastSeqOfRoutes(tx, orgId, routes);
  return rows.map((r) => {
    let routeSeq: number | null = null;
    if (r.user.routeId) {
      routeSeq = (last.get(r.user.routeId) ?? 0) + 1;
      last.set(r.user.routeId, routeSeq);
    }
    return { ...r, id: randomUUID(), meterId: r.meter ? randomUUID() : null, routeSeq };
  });
};

const userColumns: JsonColumns = {
  id: 'uuid',
  org_id: 'uuid',
  import_job: 'uuid',
  customer_no: 'text',
  meter_serial: 'text',
  title: 'text',
  first_name: 'text',
  last_name: 'text',
  national_id: 'text',
  phone: 'text',
  house_no: 'text',
  moo: 'int',
  road: 'text',
  subdistrict: 'text',
  district: 'text',
  province: 'text',
  postcode: 'text',
  area_id: 'uuid',
  route_id: 'uuid',
  route_seq: 'int',
  user_type_id: 'uuid',
  meter_size_id: 'uuid',
  usage_status_id: 'uuid',
  deposit_paid: 'bigint',
  latitude: 'float8',
  longitude: 'float8',
  connected_on: 'date',
  notes: 'text',
  import_key: 'text',
};
const meterColumns: JsonColumns = {
  id: 'uuid',
  org_id: 'uuid',
  import_job: 'uuid',
  serial: 'text',
  brand: 'text',
  meter_size_id: 'uuid',
  digits: 'int',
};
const installationColumns: JsonColumns = {
  org_id: 'uuid',
  import_job: 'uuid',
  meter_id: 'uuid',
  water_user_id: 'uuid',
  installed_on: 'date',
  initial_reading: 'int',
};

/**
 * Writes connections, their meters and installations, marked with the job that writes
 * them (migration 0008): invisible until the job succeeds. No RETURNING: the app's role
 * may not read back rows it cannot see yet.
 */
export const stageRows = async (tx: Tx, orgId: string, jobId: string, rows: StagedUser[]) => {
  const mark = { org_id: orgId, import_job: jobId };
  for (const part of chunks(rows)) {
    await insertJsonRows(
      tx,
      'water_users',
      userColumns,
      part.map(({ id, user, customerNo, importKey, meter, routeSeq }) => ({
        ...mark,
        id,
        customer_no: customerNo,
        // What the installation trigger would copy (migration 0007), written with the row.
        meter_serial: meter?.serial ?? null,
        title: user.title,
        first_name: user.firstName,
        last_name: user.lastName,
        national_id: user.nationalId,
        phone: user.phone,
        house_no: user.address.houseNo,
        moo: user.address.moo,
        road: user.address.road,
        subdistrict: user.address.subdistrict,
        district: user.address.district,
        province: user.address.province,
        postcode: user.address.postcode,
        area_id: user.areaId,
        route_id: user.routeId,
        route_seq: routeSeq,
        user_type_id: user.userTypeId,
        meter_size_id: user.meterSizeId,
        usage_status_id: user.usageStatusId,
        deposit_paid: user.depositPaid,
        latitude: user.latitude,
        longitude: user.longitude,
        connected_on: user.connectedOn,
        notes: user.notes,
        import_key: importKey,
      })),
    );
    const withMeter = part.flatMap((r) =>
      r.meter && r.meterId ? [{ ...r, meter: r.meter, meterId: r.meterId }] : [],
    );
    await insertJsonRows(
      tx,
      'meters',
      meterColumns,
      withMeter.map(({ meter, meterId, user }) => ({
        ...mark,
        id: meterId,
        serial: meter.serial,
        brand: meter.brand,
        meter_size_id: user.meterSizeId,
        digits: meter.digits,
      })),
      { status: sql`'installed'` },
    );
    await insertJsonRows(
      tx,
      'meter_installations',
      installationColumns,
      withMeter.map(({ meter, meterId, id }) => ({
        ...mark,
        meter_id: meterId,
        water_user_id: id,
        installed_on: meter.installedOn,
        initial_reading: meter.initialReading,
      })),
    );
  }
};

/**
 * Deletes what a stopped or failed job staged; the owner's connection (RLS hides them).
 * Never the rows of a job that succeeded: those are published, and the job row says so.
 */
export const unstageRows = async (tx: Tx, orgId: string, jobId: string) => {
  const [job] = await tx
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)))
    .for('update');
  if (!job || job.status === 'succeeded') return;
  for (const table of [meterInstallations, meters, waterUsers]) {
    await tx.delete(table).where(and(eq(table.orgId, orgId), eq(table.importJob, jobId)));
  }
};

/**
 * After a bulk write, one short transaction each (owner's connection): merge the search
 * index's pending list (migration 0008), so searches read no unmerged entries; refresh the
 * planner's statistics of the tables written (PGlite has no autovacuum), so foreign-key
 * checks and searches keep their index plans as the tables grow.
 */
export const settleSteps: ((tx: Tx) => Promise<unknown>)[] = [
  (tx) => tx.execute(sql`select gin_clean_pending_list('water_users_org_search_trgm'::regclass)`),
  // The columns plans turn on (keys, filters, sort); every ANALYZE also refreshes the row
  // and page counts. All 33 columns of 100,000 connections took 0.96 s on PGlite.
  (tx) =>
    tx.execute(
      sql`analyze water_users (org_id, id, customer_no, area_id, route_id, route_seq, usage_status_id)`,
    ),
  (tx) => tx.execute(sql`analyze meters (org_id, id, serial)`),
  (tx) => tx.execute(sql`analyze meter_installations (org_id, meter_id, water_user_id)`),
];
