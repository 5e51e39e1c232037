/**
 * Between an organisation and the settings form. The form holds the API's own units
 * (satang, basis points): MoneyInput / PercentInput show baht and percent.
 */
import type { Organisation } from '@prapa/contracts';

const SETTINGS_KEYS = [
  'nameTh',
  'nameEn',
  'kind',
  'taxId',
  'address',
  'phone',
  'email',
  'logoDataUrl',
  'signatories',
  'promptpayBillerId',
  'bankAccounts',
  'vatRateBp',
  'pricesIncludeVat',
  'dueDays',
  'warnAfterRounds',
  'cutoffAfterRounds',
  'lateFeeKind',
  'lateFeeValue',
  'reconnectionFee',
  'allowPartialPayment',
  'largeCreditLimit',
  'customerNumberFormat',
  'meterDigits',
  'meterReplaceYears',
  'idleLockMinutes',
  'mapTileUrl',
  'contactCard',
] as const satisfies readonly (keyof Organisation)[];

export const orgFormValues = (org: Organisation) =>
  Object.fromEntries(SETTINGS_KEYS.map((key) => [key, org[key]]));

type Signatory = { name?: string | null; position?: string | null } | null | undefined;
type BankAccount = Record<string, unknown> & { branch?: string | null };

const signatory = (value: Signatory) => ({
  name: value?.name ?? '',
  position: value?.position ?? '',
});

type ContactCardValues = Record<string, unknown> & { phones?: unknown };

/** The contact card as the form holds it: phones typed as tags, trimmed, blanks left out. */
const contactCardInput = (value: unknown) => {
  const card = (value ?? {}) as ContactCardValues;
  const phones = Array.isArray(card.phones) ? card.phones : [];
  return {
    ...card,
    phones: phones.map((p) => String(p).trim()).filter((p) => p !== ''),
    lat: card.lat ?? null,
    lng: card.lng ?? null,
  };
};

/**
 * The form turns blanks into null; these fields are plain strings in the schema
 * (blank allowed), and a bank branch is optional rather than nullable.
 */
export const orgSettingsInput = (values: Record<string, unknown>) => {
  const signatories = (values.signatories ?? {}) as Record<string, Signatory>;
  const accounts = (values.bankAccounts ?? []) as BankAccount[];
  return {
    ...values,
    signatories: {
      head: signatory(signatories.head),
      finance: signatory(signatories.finance),
      waterworks: signatory(signatories.waterworks),
    },
    bankAccounts: accounts.map(({ branch, ...account }) => ({
      ...account,
      branch: branch ?? undefined,
    })),
    mapTileUrl: values.mapTileUrl ?? '',
    contactCard: contactCardInput(values.contactCard),
  };
};
