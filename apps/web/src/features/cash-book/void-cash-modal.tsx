import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { useVoidCashDocument, type CashDocumentKind } from './api.ts';

export type Voiding = { kind: CashDocumentKind; id: string; documentNo: string; amount: number };

/**
 * Void a slip or a treasury transfer recorded in error, with a reason: it stays listed,
 * struck out, and stops counting. One key per modal: a double click answers the same void.
 */
export const VoidCashModal = ({ doc, onClose }: { doc: Voiding; onClose: () => void }) => {
  const { t } = useTranslation('cash-book');
  const [form] = Form.useForm<{ reason: string }>();
  const voiding = useVoidCashDocument();
  const [key] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await voiding.mutateAsync({ kind: doc.kind, id: doc.id, reason, key });
      onClose();
    } catch (err) {
      setFailure(isApiError(err) ? (err.errors[0]?.message ?? err.message) : String(err));
    }
  };
  return (
    <Modal
      open
      title={t('void.title', { documentNo: doc.documentNo, amount: formatMoney(doc.amount) })}
      okText={t('void.confirm')}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true, loading: voiding.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon message={t('void.warning')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('void.reason')}
          rules={[{ required: true, min: 3, whitespace: true, message: t('void.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={300} autoFocus />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
};
