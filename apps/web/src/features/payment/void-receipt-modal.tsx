import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { useVoidReceipt } from './api.ts';

/** Void a receipt with a reason: its bills reopen, its leaf stays in the register as void. */
export const VoidReceiptModal = ({
  receipt,
  onClose,
}: {
  receipt: Pick<Receipt, 'id' | 'bookNo' | 'number'>;
  onClose: () => void;
}) => {
  const { t } = useTranslation('payment');
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidReceipt();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await voiding.mutateAsync({ id: receipt.id, reason });
      onClose();
    } catch (err) {
      setFailure(isApiError(err) ? err.message : String(err));
    }
  };
  return (
    <Modal
      open
      title={t('void.title', { book: receipt.bookNo, number: receipt.number })}
      okText={t('void.confirm')}
      okButtonProps={{ danger: true, loading: voiding.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon message={t('void.warning')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('void.reason')}
          rules={[{ required: true, min: 3, message: t('void.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={300} autoFocus />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
};
