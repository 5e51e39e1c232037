import { useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sundryKinds, type Bill, type SundryBillBody, type SundryKind } from '@prapa/contracts';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { openBillPdf, useBillingRefresh } from './api.ts';

type Values = { sundryKind: SundryKind; amount: number | null; description: string };

/** A fee billed by staff for one connection (reconnection, meter change…), numbered with the bills. */
export const SundryBillModal = ({
  waterUserId,
  onClose,
}: {
  waterUserId: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const refresh = useBillingRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: (body: SundryBillBody) => api.post<Bill>('/api/v1/bills/sundry', body),
    onSuccess: refresh,
  });

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const bill = await issue.mutateAsync({
        waterUserId,
        sundryKind: values.sundryKind,
        amount: values.amount ?? 0,
        description: values.description,
      });
      message.success(t('sundry.issued', { number: bill.number }));
      void openBillPdf(bill.id);
      onClose();
    } catch (err) {
      if (isApiError(err) && err.errors.length > 0) {
        form.setFields(
          err.errors.map((e) => ({ name: e.path as keyof Values, errors: [e.message] })),
        );
      } else setFailure(isApiError(err) ? err.message : String(err));
    }
  };

  return (
    <Modal
      open
      title={t('sundry.title')}
      okText={t('sundry.issue')}
      okButtonProps={{ loading: issue.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ sundryKind: 'reconnection', amount: null, description: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="sundryKind" label={t('sundry.kind')} rules={[{ required: true }]}>
          <Select options={sundryKinds.map((k) => ({ value: k, label: t(`sundry.${k}`) }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('sundry.amount')}
          rules={[{ required: true, message: t('sundry.amountRequired') }]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('sundry.description')}
          rules={[{ required: true, whitespace: true, message: t('sundry.descriptionRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        {failure && <Form.ErrorList errors={[failure]} />}
      </Form>
    </Modal>
  );
};
