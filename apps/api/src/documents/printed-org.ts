import type { PrintedOrg } from '@prapa/contracts';

/** The header's fields of an organisation's row: what a bill or receipt snapshot copies. */
export const printedOrgOf = (org: PrintedOrg): PrintedOrg => ({
  nameTh: org.nameTh,
  address: org.address,
  phone: org.phone,
  taxId: org.taxId,
  logoDataUrl: org.logoDataUrl,
});
