import { and, asc, eq, like, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  areas,
  collectionRoutes,
  meters,
  meterSizes,
  organisations,
  usageStatuses,
  userTypes,
  waterUserImports,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { Ref, References, RouteRef } from './check-row.ts';
import { inchesOf } from './meter-size-text.ts';

const byCode = <R extends Ref>(rows: R[]) => new Map(rows.map((r) => [r.code.toLowerCase(), r]));

/** Every code a sheet may name, in five small queries: no query per row. */
export const loadReferences = async (tx: Tx, orgId: string): Promise<References> => {
  // One after another: a transaction is one connection, and pg refuses overlapping queries.
  const areaRows = await tx
    .select({ id: areas.id, code: areas.code, label: areas.name, active: areas.active })
    .from(areas)
    .where(eq(areas.orgId, orgId));
  const routeRows = await tx
    .select({
      id: collectionRoutes.id,
      code: collectionRoutes.code,
      label: collectionRoutes.name,
      active: collectionRoutes.active,
      areaId: collectionRoutes.areaId,
    })
    .from(collectionRoutes)
    .where(eq(collectionRoutes.orgId, orgId));
  const typeRows = await tx
    .select({
      id: userTypes.id,
      code: userTypes.code,
      label: userTypes.name,
      active: userTypes.active,
    })
    .from(userTypes)
    .where(eq(userTypes.orgId, orgId));
  const sizeRows = await tx
    .select({
      id: meterSizes.id,
      code: meterSizes.code,
      label: meterSizes.label,
      active: meterSizes.active,
    })
    .from(meterSizes)
    .where(eq(meterSizes.orgId, orgId))
    .orderBy(asc(meterSizes.sortOrder));
  const statusRows = await tx
    .select({
      id: usageStatuses.id,
      code: usageStatuses.code,
      label: usageStatuses.name,
      active: usageStatuses.active,
    })
    .from(usageStatuses)
    .where(eq(usageStatuses.orgId, orgId))
    .orderBy(asc(usageStatuses.sortOrder));
  const [org] = await tx
    .select({ meterDigits: organisations.meterDigits })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  const sizes = byCode(sizeRows);
  const inches = new Map<number, (typeof sizeRows)[number]>();
  for (const size of sizeRows) {
    const value = inchesOf(size.code) ?? inchesOf(size.label);
    if (value !== null && !inches.has(value)) inches.set(value, size);
  }
  for (const s of sizeRows)
    if (!sizes.has(s.label.toLowerCase())) sizes.set(s.label.toLowerCase(), s);
  return {
    areas: byCode(areaRows),
    routes: byCode<RouteRef>(routeRows),
    userTypes: byCode(typeRows),
    meterSizes: sizes,
    meterSizeInches: inches,
    usageStatuses: byCode(statusRows),
    defaultUsageStatus: statusRows.find((s) => s.active) ?? null,
    meterDigits: org?.meterDigits ?? 4,
  };
};

/**
 * A list of texts as one parameter (a JSON array): 20,000 customer numbers stay one
 * bind value on PGlite and PostgreSQL alike, far from the 65,535-parameter limit.
 */
const oneOf = (column: SQL | AnyColumn, values: string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export const existingCustomers = async (tx: Tx, orgId: string, numbers: string[]) => {
  if (numbers.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({
      customerNo: waterUsers.customerNo,
      name: sql<string>`concat_ws(' ', ${waterUsers.title}, ${waterUsers.firstName}, ${waterUsers.lastName})`,
    })
    .from(waterUsers)
    .where(and(eq(waterUsers.orgId, orgId), oneOf(waterUsers.customerNo, numbers)));
  return new Map(rows.map((r) => [r.customerNo, r.name]));
};

/** Import keys (`fileHash:row`) this file's earlier import left on the users it created. */
export const existingImportKeys = async (tx: Tx, orgId: string, fileHash: string) => {
  const rows = await tx
    .select({ key: waterUsers.importKey })
    .from(waterUsers)
    .where(and(eq(waterUsers.orgId, orgId), like(waterUsers.importKey, `${fileHash}:%`)));
  return new Set(rows.map((r) => r.key));
};

export const existingSerials = async (tx: Tx, orgId: string, serials: string[]) => {
  if (serials.length === 0) return new Set<string>();
  const rows = await tx
    .select({ serial: meters.serial })
    .from(meters)
    .where(and(eq(meters.orgId, orgId), oneOf(meters.serial, serials)));
  return new Set(rows.map((r) => r.serial));
};

export const wasImported = async (tx: Tx, orgId: string, fileHash: string) => {
  const [row] = await tx
    .select({ id: waterUserImports.id })
    .from(waterUserImports)
    .where(and(eq(waterUserImports.orgId, orgId), eq(waterUserImports.fileHash, fileHash)))
    .limit(1);
  return Boolean(row);
};

export const insertImportRecord = async (
  tx: Tx,
  orgId: string,
  fields: Omit<typeof waterUserImports.$inferInsert, 'orgId' | 'id' | 'createdAt'>,
) => {
  const [row] = await tx
    .insert(waterUserImports)
    .values({ orgId, ...fields })
    .returning({ id: waterUserImports.id });
  if (!row) throw new Error('import record insert returned nothing');
  return row.id;
};

export const orgNameOf = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({ name: organisations.nameTh })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.name ?? '';
};
