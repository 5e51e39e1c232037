import { and, eq, inArray, ne } from 'drizzle-orm';
import { tariffs } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/tenant.ts';
import type { TariffRow } from './tariff-versions.ts';

export type TariffFields = Pick<
  typeof tariffs.$inferInsert,
  'effectiveFrom' | 'method' | 'blocks' | 'minimumCharge' | 'note'
>;

const t = tariffs;

/** Every version of some user types, to pick each one's current tariff. */
export const tariffsOfTypes = async (tx: Tx, orgId: string, userTypeIds: string[]) =>
  userTypeIds.length === 0
    ? []
    : tx
        .select()
        .from(t)
        .where(and(eq(t.orgId, orgId), inArray(t.userTypeId, userTypeIds)));

export const tariffsOfType = (tx: Tx, orgId: string, userTypeId: string): Promise<TariffRow[]> =>
  tx
    .select()
    .from(t)
    .where(and(eq(t.orgId, orgId), eq(t.userTypeId, userTypeId)));

/** Another version of the type already takes effect on that date. */
export const tariffDateTaken = async (
  tx: Tx,
  orgId: string,
  userTypeId: string,
  effectiveFrom: string,
  exceptId?: string,
) => {
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.orgId, orgId),
        eq(t.userTypeId, userTypeId),
        eq(t.effectiveFrom, effectiveFrom),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
};

export const insertTariff = async (
  tx: Tx,
  orgId: string,
  userTypeId: string,
  fields: TariffFields,
  createdBy: string | null,
) => {
  const [row] = await tx
    .insert(t)
    .values({ ...fields, orgId, userTypeId, createdBy })
    .returning();
  if (!row) throw new Error('tariff insert returned nothing');
  return row;
};

export const updateTariff = async (tx: Tx, orgId: string, id: string, fields: TariffFields) => {
  const [row] = await tx
    .update(t)
    .set(fields)
    .where(and(eq(t.orgId, orgId), eq(t.id, id)))
    .returning();
  return row ?? null;
};

/** Only a version that never took effect is ever deleted (the service checks). */
export const deleteTariff = (tx: Tx, orgId: string, id: string) =>
  tx.delete(t).where(and(eq(t.orgId, orgId), eq(t.id, id)));
