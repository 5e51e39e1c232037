import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { P32Day } from '@prapa/contracts';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useRemit } from './api.ts';

type Values = { cash: number | null; transfer: number | null; slipNo: string };

/** Finance receives the collector's money of the day: it closes the day. */
export const RemitForm = ({ day }: { day: P32Day }) => {
  const { t } = useTranslation('p32');
  const remit = useRemit();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (v: Values) => {
    setFailure(null);
    try {
      await remit.mutateAsync({
        officerId: day.officer.id,
        date: day.date,
        cash: v.cash ?? 0,
        transfer: v.transfer ?? 0,
        slipNo: v.slipNo || null,
      });
    } catch (err) {
      setFailure(isApiError(err) ? err.message : String(err));
    }
  };
  return (
    <Form
      layout="inline"
      onFinish={submit}
      initialValues={{ cash: day.totals.cash, transfer: day.totals.transfer, slipNo: '' }}
    >
      <Space wrap align="start">
        <Form.Item name="cash" label={t('remit.cash')}>
          <MoneyInput style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="transfer" label={t('remit.transfer')}>
          <MoneyInput style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="slipNo" label={t('remit.slipNo')}>
          <Input maxLength={50} style={{ width: 140 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={remit.isPending}>
          {t('remit.confirm')}
        </Button>
      </Space>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 8 }} />}
    </Form>
  );
};
