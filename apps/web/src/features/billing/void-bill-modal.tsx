import { useState } from 'react';
import { App, Checkbox, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillRow } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { ReasonInput } from './reason-input.tsx';
import { useVoidBill } from './api.ts';

/** Void a bill with a reason; a water bill may be re-issued at once from its reading. */
export const VoidBillModal = ({ bill, onClose }: { bill: BillRow; onClose: () => void }) => {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const mutation = useVoidBill();
  const [reason, setReason] = useState('');
  const [rebill, setRebill] = useState(bill.kind === 'water');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (reason.trim().length < 3) return setError(t('void.reasonRequired'));
    try {
      const out = await mutation.mutateAsync({ id: bill.id, reason, rebill });
      message.success(
        out.replacement
          ? t('void.doneRebilled', { number: out.replacement.number })
          : t('void.done', { number: bill.number }),
      );
      onClose();
    } catch (err) {
      setError(isApiError(err) ? (err.errors[0]?.message ?? err.message) : String(err));
    }
  };

  return (
    <Modal
      open
      title={t('void.title', { number: bill.number })}
      okText={t('void.confirm')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {t('void.what', { name: bill.name, total: formatMoney(bill.total) })}
      </Typography.Paragraph>
      <ReasonInput
        label={t('void.reason')}
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError(null);
        }}
      />
      {bill.kind === 'water' && (
        <Checkbox
          checked={rebill}
          onChange={(e) => setRebill(e.target.checked)}
          style={{ marginTop: 12 }}
        >
          {t('void.rebill')}
        </Checkbox>
      )}
    </Modal>
  );
};
