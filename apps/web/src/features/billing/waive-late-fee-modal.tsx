import { useState } from 'react';
import { App, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillRow } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { ReasonInput } from './reason-input.tsx';
import { useWaiveLateFee } from './api.ts';

/**
 * Waive a bill's late fee with a reason (issue 12). A bill already issued that charged
 * the fee is not changed: the answer names it, and staff void and re-bill it.
 */
export const WaiveLateFeeModal = ({ bill, onClose }: { bill: BillRow; onClose: () => void }) => {
  const { t } = useTranslation('billing');
  const { message, modal } = App.useApp();
  const mutation = useWaiveLateFee();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (reason.trim().length < 3) return setError(t('waive.reasonRequired'));
    try {
      const { chargedOn } = await mutation.mutateAsync({ id: bill.id, reason });
      onClose();
      if (!chargedOn) return void message.success(t('waive.done', { number: bill.number }));
      const vars = { number: chargedOn.number, amount: formatMoney(chargedOn.amount) };
      modal.warning({
        title: t('waive.chargedTitle'),
        content: chargedOn.paid > 0 ? t('waive.chargedPaid', vars) : t('waive.charged', vars),
      });
    } catch (err) {
      setError(isApiError(err) ? (err.errors[0]?.message ?? err.message) : String(err));
    }
  };

  return (
    <Modal
      open
      title={t('waive.title', { number: bill.number })}
      okText={t('waive.confirm')}
      okButtonProps={{ loading: mutation.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('waive.what', { name: bill.name, total: formatMoney(bill.total) })}
      </Typography.Paragraph>
      <ReasonInput
        label={t('waive.reason')}
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError(null);
        }}
      />
    </Modal>
  );
};
