import { and, eq } from 'drizzle-orm';
import type { BankMapping } from '@prapa/contracts';
import {
  bankFiles,
  bankMappings,
  officers,
  organisations,
  paymentChannels,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';

/**
 * What an import needs besides the file, in one statement: the organisation's receipt
 * header and biller id, the channel (a non-cash one of this organisation), the officer
 * confirming (their name prints as the receiver), the channel's remembered mapping and
 * the file already imported with this hash, if any.
 */
export const bankContext = async (
  tx: Tx,
  q: { orgId: string; officerId: string; channelId: string; sha256: string },
) => {
  const [row] = await tx
    .select({
      org: {
        nameTh: organisations.nameTh,
        address: organisations.address,
        phone: organisations.phone,
        taxId: organisations.taxId,
        logoDataUrl: organisations.logoDataUrl,
      },
      billerId: organisations.promptpayBillerId,
      officerName: officers.fullName,
      officeId: officers.officeId,
      channel: {
        id: paymentChannels.id,
        name: paymentChannels.name,
        kind: paymentChannels.kind,
        active: paymentChannels.active,
      },
      mapping: { headerRow: bankMappings.headerRow, columns: bankMappings.columns },
      earlier: {
        id: bankFiles.id,
        importedAt: bankFiles.importedAt,
        importedBy: bankFiles.importedBy,
        postJob: bankFiles.postJob,
      },
    })
    .from(organisations)
    .leftJoin(officers, and(eq(officers.orgId, organisations.id), eq(officers.id, q.officerId)))
    .leftJoin(
      paymentChannels,
      and(eq(paymentChannels.orgId, organisations.id), eq(paymentChannels.id, q.channelId)),
    )
    .leftJoin(
      bankMappings,
      and(eq(bankMappings.orgId, organisations.id), eq(bankMappings.channelId, q.channelId)),
    )
    .leftJoin(bankFiles, and(eq(bankFiles.orgId, organisations.id), eq(bankFiles.sha256, q.sha256)))
    .where(eq(organisations.id, q.orgId));
  if (!row) throw notFound();
  const { channel } = row;
  // Cash is counted at the counter; a bank file's money arrives through a bank channel.
  if (!channel || !channel.active || channel.kind === 'cash')
    throw fieldError('VALIDATION', 'channelId', 'validation:choice');
  const mapping: BankMapping | null =
    row.mapping && row.mapping.headerRow !== null
      ? {
          headerRow: row.mapping.headerRow,
          columns: {
            date: null,
            time: null,
            payerName: null,
            ref1: null,
            ref2: null,
            amount: null,
            bankRef: null,
            branch: null,
            channel: null,
            ...row.mapping.columns,
          },
        }
      : null;
  return {
    org: row.org,
    billerId: row.billerId,
    officer: { name: row.officerName, officeId: row.officeId },
    channel,
    mapping,
    earlier: row.earlier?.id ? row.earlier : null,
  };
};
