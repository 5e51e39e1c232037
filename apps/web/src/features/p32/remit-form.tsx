import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { P32Day } from '@prapa/contracts';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { useRemit } from './api.ts';
import { OverShort } from './over-short.tsx';

type Values = {
  cash: number | null;
  transfer: number | null;
  slipNo: string;
  differenceReason: string;
};

export type Collector = { id: string; name: string };

const newKey = () => crypto.randomUUID();

/**
 * Finance receives a collector's money of the day (it closes the day): what the receipts
 * took (ป.32), what was handed over, and the difference as short or over with its reason.
 * Only the collectors of the day (receipts that date, not yet remitted) are offered.
 */
export const RemitForm = ({
  day,
  collectors,
  onCollector,
}: {
  day: P32Day;
  collectors: Collector[];
  onCollector: (id: string) => void;
}) => {
  const { t } = useTranslation('p32');
  const [form] = Form.useForm<Values>();
  const remit = useRemit();
  const [key, setKey] = useState(newKey);
  const [failure, setFailure] = useState<string | null>(null);
  const cash = Form.useWatch('cash', form) ?? 0;
  const transfer = Form.useWatch('transfer', form) ?? 0;
  const taken = day.totals;
  const shortfall = taken.total - (cash + transfer);
  const collected = collectors.some((c) => c.id === day.officer.id);

  const submit = async (v: Values) => {
    setFailure(null);
    try {
      await remit.mutateAsync({
        key,
        body: {
          officerId: day.officer.id,
          date: day.date,
          cash: v.cash ?? 0,
          transfer: v.transfer ?? 0,
          slipNo: v.slipNo || null,
          differenceReason: shortfall !== 0 ? v.differenceReason || null : null,
        },
      });
      setKey(newKey());
    } catch (err) {
      if (isApiError(err) && err.errors.length > 0)
        form.setFields(
          err.errors
            .filter((e) => ['cash', 'transfer', 'slipNo', 'differenceReason'].includes(e.path))
            .map((e) => ({ name: e.path as keyof Values, errors: [e.message] })),
        );
      setFailure(isApiError(err) ? (err.errors[0]?.message ?? err.message) : String(err));
    }
  };

  const picker = (
    <Select
      style={{ width: '100%', maxWidth: 360 }}
      value={collected ? day.officer.id : null}
      onChange={onCollector}
      placeholder={t('remit.pick')}
      aria-label={t('remit.collector')}
      options={collectors.map((c) => ({ value: c.id, label: c.name }))}
      notFoundContent={t('remit.nobody')}
    />
  );

  if (!collected)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message={t('remit.noReceipts', { name: day.officer.name })}
          description={collectors.length > 0 ? t('remit.choose') : t('remit.nobody')}
        />
        {collectors.length > 0 && (
          <Form layout="vertical">
            <Form.Item label={t('remit.collector')}>{picker}</Form.Item>
          </Form>
        )}
      </Space>
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        cash: taken.cash,
        transfer: taken.transfer,
        slipNo: '',
        differenceReason: '',
      }}
    >
      <Form.Item label={t('remit.collector')}>{picker}</Form.Item>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 3 }}
        title={t('remit.taken')}
        style={{ marginBottom: 12 }}
      >
        <Descriptions.Item label={t('head.cash')}>{formatMoney(taken.cash)}</Descriptions.Item>
        <Descriptions.Item label={t('head.transfer')}>
          {formatMoney(taken.transfer)}
        </Descriptions.Item>
        <Descriptions.Item label={t('head.total')}>
          <strong>{formatMoney(taken.total)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap align="start">
        <Form.Item name="cash" label={t('remit.cash')}>
          <MoneyInput style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="transfer" label={t('remit.transfer')}>
          <MoneyInput style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="slipNo" label={t('remit.slipNo')}>
          <Input maxLength={50} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Alert
        type={shortfall === 0 ? 'success' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        message={
          <span>
            {t('remit.handedOver', { amount: formatMoney(cash + transfer) })} ·{' '}
            <OverShort value={shortfall} />
          </span>
        }
        description={shortfall !== 0 ? t('remit.reasonHint') : undefined}
      />
      {shortfall !== 0 && (
        <Form.Item
          name="differenceReason"
          label={t('remit.reason')}
          rules={[{ required: true, whitespace: true, message: t('remit.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={remit.isPending}>
        {t('remit.confirm')}
      </Button>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 8 }} />}
    </Form>
  );
};
