import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Radio, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CounterAccount, PaymentChannel, Receipt } from '@prapa/contracts';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { useTakePayment } from './api.ts';
import { useLargeCreditConfirm } from './large-credit-confirm.tsx';

type Values = {
  channelId: string;
  amount: number | null;
  tendered: number | null;
  reference: string;
  useCredit: boolean;
};

const newKey = () => crypto.randomUUID();

/**
 * The money: channel, amount (what the ticked bills still owe, less credit used), cash
 * handed over and change, or the channel's reference. Enter confirms. One Idempotency-Key
 * per payment: a double click or a retry after a lost answer gets the same receipt.
 */
export const PaymentForm = ({
  account,
  selected,
  channels,
  onPaid,
}: {
  account: CounterAccount;
  selected: string[];
  channels: PaymentChannel[];
  onPaid: (receipt: Receipt) => void;
}) => {
  const { t } = useTranslation('payment');
  const [form] = Form.useForm<Values>();
  const take = useTakePayment();
  const confirmCredit = useLargeCreditConfirm();
  const [key, setKey] = useState(newKey);
  const [failure, setFailure] = useState<string | null>(null);
  const channelId = Form.useWatch('channelId', form);
  const useCredit = Form.useWatch('useCredit', form) ?? true;
  const amount = Form.useWatch('amount', form) ?? 0;
  const tendered = Form.useWatch('tendered', form);
  const channel = channels.find((c) => c.id === channelId);
  const cash = channel?.kind === 'cash';

  const owed = useMemo(
    () =>
      account.bills.filter((b) => selected.includes(b.id)).reduce((s, b) => s + b.outstanding, 0),
    [account.bills, selected],
  );
  const credit = useCredit ? Math.min(account.credit, owed) : 0;
  const due = owed - credit;

  // A new selection is a new payment: its amount and its key start again.
  useEffect(() => {
    form.setFieldsValue({ amount: due, tendered: null });
    setKey(newKey());
    setFailure(null);
  }, [due, form]);

  // What the payment would leave on account: the amount above what the ticked bills still
  // owe after credit used (the server's allocation says the same, and has the last word).
  const largeCredit = (v: Values) => ({
    credit: Math.max(0, (v.amount ?? 0) - due),
    limit: account.largeCreditLimit,
    amount: v.amount ?? 0,
    due,
  });

  const submit = async (v: Values, confirmLargeCredit = false) => {
    setFailure(null);
    const asked = largeCredit(v);
    if (!confirmLargeCredit && asked.credit > asked.limit) {
      if (await confirmCredit(asked)) await submit(v, true);
      return;
    }
    try {
      const receipt = await take.mutateAsync({
        key,
        body: {
          waterUserId: account.waterUser.id,
          billIds: selected,
          amount: v.amount ?? 0,
          channelId: v.channelId,
          reference: v.reference || null,
          tendered: cash ? (v.tendered ?? v.amount ?? 0) : null,
          useCredit: v.useCredit,
          confirmLargeCredit,
        },
      });
      setKey(newKey());
      onPaid(receipt);
    } catch (err) {
      // The server found more credit than this screen did (credit or bills changed since):
      // the same question, then the same payment again, confirmed.
      if (isApiError(err) && err.errors.some((e) => e.path === 'confirmLargeCredit')) {
        if (await confirmCredit({ ...asked, message: err.message })) await submit(v, true);
      } else if (isApiError(err) && err.errors.length > 0) {
        form.setFields(
          err.errors.map((e) => ({ name: e.path as keyof Values, errors: [e.message] })),
        );
      } else setFailure(isApiError(err) ? err.message : String(err));
    }
  };

  const change = cash && tendered !== null && tendered !== undefined ? tendered - amount : null;
  const blocked = !account.book || account.dayClosed;

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      initialValues={{
        channelId: channels[0]?.id,
        useCredit: true,
        amount: due,
        tendered: null,
        reference: '',
      }}
    >
      <Form.Item name="channelId" label={t('form.channel')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={channels.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      {account.credit > 0 && (
        <Form.Item name="useCredit" valuePropName="checked">
          <Checkbox>{t('form.useCredit', { amount: formatMoney(account.credit) })}</Checkbox>
        </Form.Item>
      )}
      <Space wrap align="start" size="large">
        <Form.Item
          name="amount"
          label={t('form.amount')}
          extra={account.allowPartial ? t('form.partialAllowed') : t('form.wholeBills')}
        >
          <MoneyInput style={{ width: 200 }} />
        </Form.Item>
        {cash && (
          <Form.Item name="tendered" label={t('form.tendered')}>
            <MoneyInput style={{ width: 200 }} placeholder={formatMoney(amount)} autoFocus />
          </Form.Item>
        )}
        {cash && change !== null && (
          <Statistic
            title={t('form.change')}
            value={formatMoney(Math.max(0, change))}
            valueStyle={{ color: change < 0 ? '#cf1322' : '#389e0d' }}
          />
        )}
      </Space>
      {channel && !cash && (
        <Form.Item
          name="reference"
          label={t('form.reference')}
          rules={[{ required: channel.referenceRequired, message: t('form.referenceRequired') }]}
        >
          <Input maxLength={100} style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('form.selectedOwed')}>{formatMoney(owed)}</Descriptions.Item>
        {credit > 0 && (
          <Descriptions.Item label={t('form.creditUsed')}>-{formatMoney(credit)}</Descriptions.Item>
        )}
      </Descriptions>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        loading={take.isPending}
        disabled={blocked || (selected.length === 0 && amount === 0)}
      >
        {t('form.confirm')}
      </Button>
    </Form>
  );
};
