import { and, eq, isNull } from 'drizzle-orm';
import { remittances } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

/**
 * What a receipt line says the money was for, as a key of `server:receipt.for.*`: a water
 * bill ("ค่าน้ำประปาเดือน…"), an opening bill (ค่าน้ำค้างชำระยกมา) or the sundry fee's kind.
 */
export const billLabel = (b: { kind: string; sundryKind: string | null }) =>
  b.kind === 'water' || b.kind === 'opening' ? b.kind : (b.sundryKind ?? 'other');

/**
 * A collector's day is closed once its money was remitted to finance (MONEY.md §5); a
 * voided remittance closes nothing (issue 24: the void reopens the day).
 */
export const dayClosed = async (tx: Tx, orgId: string, officerId: string, day: string) => {
  const [row] = await tx
    .select({ id: remittances.id })
    .from(remittances)
    .where(
      and(
        eq(remittances.orgId, orgId),
        eq(remittances.officerId, officerId),
        eq(remittances.businessDate, day),
        isNull(remittances.voidedAt),
      ),
    );
  return row !== undefined;
};
