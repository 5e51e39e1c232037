import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { audit } from '../../lib/audit.ts';
import { seedContractTemplate } from '../requests/contract-template.ts';
import {
  defaultDiscountSchemes,
  defaultMeterSizes,
  defaultPaymentChannels,
  defaultUsageStatuses,
  defaultUserTypes,
} from './defaults-data.ts';
import { discountSchemeWrites } from './discount-schemes/discount-schemes.repo.ts';
import { meterSizeWrites } from './meter-sizes/meter-sizes.repo.ts';
import { paymentChannelWrites } from './payment-channels/payment-channels.repo.ts';
import { usageStatusWrites } from './usage-statuses/usage-statuses.repo.ts';
import { insertTariff } from './user-types/tariffs.repo.ts';
import { userTypeWrites } from './user-types/user-types.repo.ts';

/** The organisation's first bank account, for the default transfer channel. */
const firstBankAccount = async (tx: Tx, orgId: string) => {
  const [org] = await tx
    .select({ bankAccounts: organisations.bankAccounts })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  const account = org?.bankAccounts[0];
  return account
    ? { bank: account.bank, accountNo: account.accountNo, accountName: account.accountName }
    : null;
};

/**
 * Sensible, editable defaults for a new organisation: usage statuses, meter sizes, user
 * types with a flat village tariff, payment channels, discount schemes and the water-use
 * contract's template. Runs in the transaction that creates the organisation
 * (createOrganisation), so an organisation never exists without them.
 */
export const seedOrgDefaults = async (
  tx: Tx,
  orgId: string,
  request: FastifyRequest | null = null,
) => {
  for (const row of defaultUsageStatuses) await usageStatusWrites.insert(tx, orgId, row);
  for (const row of defaultMeterSizes) await meterSizeWrites.insert(tx, orgId, row);
  for (const { tariff, ...row } of defaultUserTypes) {
    const id = await userTypeWrites.insert(tx, orgId, row);
    await insertTariff(tx, orgId, id, tariff, null);
  }
  const channels = defaultPaymentChannels(await firstBankAccount(tx, orgId));
  for (const row of channels) await paymentChannelWrites.insert(tx, orgId, row);
  for (const row of defaultDiscountSchemes) await discountSchemeWrites.insert(tx, orgId, row);
  await seedContractTemplate(tx, orgId);
  await audit(tx, request, orgId, {
    action: 'basic.defaults',
    entity: 'organisation',
    entityId: orgId,
    after: {
      usageStatuses: defaultUsageStatuses.map((r) => r.code),
      meterSizes: defaultMeterSizes.map((r) => r.code),
      userTypes: defaultUserTypes.map((r) => r.code),
      paymentChannels: channels.map((r) => r.code),
      discountSchemes: defaultDiscountSchemes.map((r) => r.code),
    },
  });
};
