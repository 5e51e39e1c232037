import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BankRowRecord } from '@prapa/contracts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { useDismissBankRow } from './api.ts';

/** Not a water payment (a refund, another service…): it leaves the queue, with why. */
export const DismissModal = ({ row, onClose }: { row: BankRowRecord; onClose: () => void }) => {
  const { t } = useTranslation('bank-import');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const dismiss = useDismissBankRow();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await dismiss.mutateAsync({ id: row.id, reason: reason.trim() });
      message.success(t('dismiss.done', { line: row.line }));
      onClose();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('dismiss.failed'));
    }
  };

  return (
    <Modal
      open
      title={t('dismiss.title', { amount: formatMoney(row.amount), line: row.line })}
      okText={t('dismiss.ok')}
      cancelText={t('confirm.cancel')}
      okButtonProps={{ danger: true, loading: dismiss.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="reason"
          label={t('dismiss.reason')}
          extra={t('dismiss.hint')}
          rules={[
            { required: true, whitespace: true, message: t('dismiss.reasonRequired') },
            { min: 3, message: t('dismiss.reasonShort') },
          ]}
        >
          <Input.TextArea rows={2} maxLength={300} autoFocus />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
};
