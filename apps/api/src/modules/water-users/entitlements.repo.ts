import { and, desc, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { entitlement, entitlementInput } from '@prapa/contracts';
import { discountEntitlements, discountSchemes } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { planEachStatement } from './water-users.repo.ts';

export type Entitlement = z.infer<typeof entitlement>;
export type EntitlementFields = z.output<typeof entitlementInput>;

const de = discountEntitlements;

const selectEntitlements = (tx: Tx) =>
  tx
    .select({
      id: de.id,
      waterUserId: de.waterUserId,
      schemeId: de.schemeId,
      schemeName: discountSchemes.name,
      evidence: de.evidence,
      validFrom: de.validFrom,
      validTo: de.validTo,
      createdAt: de.createdAt,
    })
    .from(de)
    .innerJoin(
      discountSchemes,
      and(eq(discountSchemes.orgId, de.orgId), eq(discountSchemes.id, de.schemeId)),
    );

const toEntitlement = (r: Omit<Entitlement, 'createdAt'> & { createdAt: Date }): Entitlement => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** A connection's entitlements, the latest valid first. */
export const listEntitlements = async (tx: Tx, orgId: string, waterUserId: string) =>
  (
    await selectEntitlements(tx)
      .where(and(eq(de.orgId, orgId), eq(de.waterUserId, waterUserId)))
      .orderBy(desc(de.validFrom), desc(de.createdAt))
  ).map(toEntitlement);

export const findEntitlement = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  id: string,
): Promise<Entitlement | null> => {
  const [row] = await selectEntitlements(tx).where(
    and(eq(de.orgId, orgId), eq(de.waterUserId, waterUserId), eq(de.id, id)),
  );
  return row ? toEntitlement(row) : null;
};

export const insertEntitlement = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  fields: EntitlementFields,
) => {
  const [row] = await tx
    .insert(de)
    .values({ ...fields, orgId, waterUserId })
    .returning({ id: de.id });
  if (!row) throw new Error('entitlement insert returned nothing');
  return row.id;
};

/**
 * Whether the connection already holds this scheme on any day of `fields`' period
 * (another record than `exceptId`). One person, one scheme, one record a day: a bill
 * must never find the same discount twice, and the counts of people entitled agree.
 */
export const overlapsEntitlement = async (
  tx: Tx,
  orgId: string,
  waterUserId: string,
  fields: Pick<EntitlementFields, 'schemeId' | 'validFrom' | 'validTo'>,
  exceptId?: string,
) => {
  const [row] = await tx
    .select({ id: de.id })
    .from(de)
    .where(
      and(
        eq(de.orgId, orgId),
        eq(de.waterUserId, waterUserId),
        eq(de.schemeId, fields.schemeId),
        exceptId ? ne(de.id, exceptId) : undefined,
        fields.validTo ? lte(de.validFrom, fields.validTo) : undefined,
        or(isNull(de.validTo), gte(de.validTo, fields.validFrom)),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** In bulk, for the demo and imports: no checks, no audit. */
export const insertEntitlements = async (
  tx: Tx,
  orgId: string,
  rows: (EntitlementFields & { waterUserId: string })[],
) => {
  if (rows.length === 0) return;
  await planEachStatement(tx);
  await tx.insert(de).values(rows.map((r) => ({ ...r, orgId })));
};

export const updateEntitlement = (tx: Tx, orgId: string, id: string, fields: EntitlementFields) =>
  tx
    .update(de)
    .set(fields)
    .where(and(eq(de.orgId, orgId), eq(de.id, id)));

export const deleteEntitlement = (tx: Tx, orgId: string, id: string) =>
  tx.delete(de).where(and(eq(de.orgId, orgId), eq(de.id, id)));
