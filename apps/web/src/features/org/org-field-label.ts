import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@prapa/domain';
import type { FieldLabel, FormatValue } from '../../components/audit-trail/audit-changes.tsx';

const BANK = /^bankAccounts\.(\d+)\.(\w+)$/;
const SIGNATORY = /^signatories\.(\w+)\.(name|position)$/;
const CONTACT = /^contactCard\.(\w+)(?:\.\d+)?$/;

/** Audit paths ('signatories.head.name', 'bankAccounts.0.bank') in the reader's words. */
export const useOrgFieldLabel = (): FieldLabel => {
  const { t, i18n } = useTranslation(['org', 'contact']);
  return useCallback(
    (path: string): string | undefined => {
      const contact = CONTACT.exec(path);
      if (contact && i18n.exists(`contact:field.${contact[1]}`)) {
        return `${t('contact:section')} · ${t(`contact:field.${contact[1]}`)}`;
      }
      const bank = BANK.exec(path);
      if (bank) return `${t('bank.account', { n: Number(bank[1]) + 1 })} · ${t(`bank.${bank[2]}`)}`;
      const signatory = SIGNATORY.exec(path);
      if (signatory) {
        const who = t(`signatory.${signatory[1]}`);
        return signatory[2] === 'name' ? who : `${who} · ${t('field.signatoryPosition')}`;
      }
      return i18n.exists(`org:field.${path}`) ? t(`field.${path}`) : undefined;
    },
    [t, i18n],
  );
};

const fixedPoint = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? formatMoney(value) : undefined;

/** Audit values in the units the settings form shows (baht, %, translated choices). */
export const useOrgAuditFormat = (): FormatValue => {
  const { t } = useTranslation('org');
  const { t: tc } = useTranslation('components');
  return useMemo<FormatValue>(
    () => (path, value) => {
      if (value === null) return undefined;
      switch (path) {
        case 'kind':
          return t(`kind.${String(value)}`);
        case 'lateFeeKind':
          return t(`lateFee.${String(value)}`);
        case 'vatRateBp':
          return typeof value === 'number' ? `${value / 100} %` : undefined;
        case 'pricesIncludeVat':
          return value ? t('vat.included') : t('vat.excluded');
        case 'reconnectionFee':
        case 'largeCreditLimit': {
          const money = fixedPoint(value);
          return money && `${money} ${tc('unit.baht')}`;
        }
        case 'lateFeeValue':
          // Baht or percent, both kept ×100: either way two decimals read right.
          return fixedPoint(value);
        case 'logoDataUrl':
          return t('logo.image');
        default:
          return undefined;
      }
    },
    [t, tc],
  );
};
