import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Remittance } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { useVoidRemittance } from './api.ts';

/**
 * Void a remittance recorded in error, with a reason: it stays on the ป.32 struck out,
 * and the collector's day opens again for a corrected one. One key per modal: a double
 * click or a retry answers the same void.
 */
export const VoidRemittanceModal = ({
  remittance,
  onClose,
}: {
  remittance: Remittance;
  onClose: () => void;
}) => {
  const { t } = useTranslation('p32');
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidRemittance();
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await voiding.mutateAsync({ id: remittance.id, reason, key });
      onClose();
    } catch (err) {
      setFailure(isApiError(err) ? err.message : String(err));
    }
  };
  return (
    <Modal
      open
      title={t('remit.voidTitle', {
        amount: formatMoney(remittance.cash + remittance.transfer),
      })}
      okText={t('remit.voidConfirm')}
      okButtonProps={{ danger: true, loading: voiding.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert
        type="warning"
        showIcon
        message={t('remit.voidWarning')}
        style={{ marginBottom: 12 }}
      />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('remit.voidReason')}
          rules={[
            { required: true, min: 3, whitespace: true, message: t('remit.voidReasonRequired') },
          ]}
        >
          <Input.TextArea rows={2} maxLength={300} autoFocus />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
};
