import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankProposal, BankRowRecord } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { useMatchBankRow } from './api.ts';

/**
 * One click on a statement row's proposal: the row is matched to that connection, its
 * open bills oldest first (the server picks them when none are named).
 */
export const usePickProposal = () => {
  const { t } = useTranslation('bank-import');
  const { message } = App.useApp();
  const match = useMatchBankRow();
  const [picking, setPicking] = useState<string | null>(null);

  const pick = async (row: BankRowRecord, proposal: BankProposal) => {
    setPicking(row.id);
    try {
      const done = await match.mutateAsync({
        id: row.id,
        body: { waterUserId: proposal.waterUserId, billIds: [] },
      });
      message.success(t('match.done', { receipt: done.receiptNo ?? '' }));
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('match.failed'));
    } finally {
      setPicking(null);
    }
  };

  return { picking, pick: (row: BankRowRecord, p: BankProposal) => void pick(row, p) };
};
