import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { EMPTY_CONTACT_CARD, type Organisation, type orgSettingsFields } from '@prapa/contracts';
import { organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

export type OrgRow = typeof organisations.$inferSelect;
export type OrgSettings = z.output<typeof orgSettingsFields>;

/** Works in a tenant transaction (own organisation) and a system one (IT administration). */
export const findOrg = async (tx: Tx, id: string): Promise<OrgRow | null> => {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, id));
  return row ?? null;
};

export const updateOrgSettings = async (tx: Tx, id: string, fields: OrgSettings) => {
  const [row] = await tx
    .update(organisations)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  return row ?? null;
};

export const toOrganisation = (row: OrgRow): Organisation => ({
  id: row.id,
  code: row.code,
  isDemo: row.isDemo,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  nameTh: row.nameTh,
  nameEn: row.nameEn,
  kind: row.kind,
  taxId: row.taxId,
  address: row.address,
  phone: row.phone,
  email: row.email,
  logoDataUrl: row.logoDataUrl,
  signatories: row.signatories,
  promptpayBillerId: row.promptpayBillerId,
  bankAccounts: row.bankAccounts,
  vatRateBp: row.vatRateBp,
  pricesIncludeVat: row.pricesIncludeVat,
  dueDays: row.dueDays,
  warnAfterRounds: row.warnAfterRounds,
  cutoffAfterRounds: row.cutoffAfterRounds,
  lateFeeKind: row.lateFeeKind,
  lateFeeValue: row.lateFeeValue,
  reconnectionFee: row.reconnectionFee,
  allowPartialPayment: row.allowPartialPayment,
  largeCreditLimit: row.largeCreditLimit,
  customerNumberFormat: row.customerNumberFormat,
  meterDigits: row.meterDigits,
  meterReplaceYears: row.meterReplaceYears,
  idleLockMinutes: row.idleLockMinutes,
  mapTileUrl: row.mapTileUrl,
  contactCard: { ...EMPTY_CONTACT_CARD, ...row.contactCard },
});
