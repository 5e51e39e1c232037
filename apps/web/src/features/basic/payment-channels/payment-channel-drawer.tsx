import { Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  paymentChannelInput,
  paymentChannelKinds,
  type PaymentChannel,
  type PaymentChannelKind,
} from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { paymentChannelsApi } from './api.ts';

type Props = {
  open: boolean;
  channel: PaymentChannel | null;
  readOnly: boolean;
  onClose: () => void;
};

const NEW_CHANNEL = {
  code: '',
  name: '',
  kind: 'cash',
  bankAccount: null,
  referenceRequired: false,
  sortOrder: 0,
  active: true,
};

/** Only a bank transfer carries an account; for the other kinds it is dropped. */
const toInput = (values: Record<string, unknown>) => ({
  ...values,
  bankAccount: values.kind === 'bank_transfer' ? (values.bankAccount ?? {}) : null,
});

export const PaymentChannelDrawer = ({ channel, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const kind = Form.useWatch('kind', form) as PaymentChannelKind | undefined;

  const labels: Record<string, string> = {
    code: t('field.code'),
    name: t('field.name'),
    kind: t('channel.field.kind'),
    bankAccount: t('channel.field.bankAccount'),
    referenceRequired: t('channel.field.referenceRequired'),
    sortOrder: t('field.sortOrder'),
    active: t('field.active'),
  };

  return (
    <ResourceDrawer
      {...drawer}
      record={channel}
      api={paymentChannelsApi}
      schema={paymentChannelInput}
      entity="paymentChannel"
      createTitle={t('channel.createTitle')}
      editTitle={(name) => t('channel.editTitle', { name })}
      form={form}
      toInput={toInput}
      emptyValues={NEW_CHANNEL}
      labels={labels}
    >
      <Form.Item name="code" label={labels.code} required extra={t('codeHint')}>
        <Input maxLength={20} autoFocus={!channel} />
      </Form.Item>
      <Form.Item name="name" label={labels.name} required extra={t('channel.nameHint')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="kind" label={labels.kind} required>
        <Select
          options={paymentChannelKinds.map((value) => ({
            value,
            label: t(`channel.kind.${value}`),
          }))}
        />
      </Form.Item>
      {kind === 'bank_transfer' && (
        <Card size="small" title={labels.bankAccount} style={{ marginBottom: 24 }}>
          <Form.Item name={['bankAccount', 'bank']} label={t('channel.field.bank')} required>
            <Input maxLength={100} placeholder={t('channel.bankPlaceholder')} />
          </Form.Item>
          <Form.Item
            name={['bankAccount', 'accountNo']}
            label={t('channel.field.accountNo')}
            required
            extra={t('channel.accountNoHint')}
          >
            <Input maxLength={20} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name={['bankAccount', 'accountName']}
            label={t('channel.field.accountName')}
            required
            style={{ marginBottom: 0 }}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Card>
      )}
      <Form.Item
        name="referenceRequired"
        label={labels.referenceRequired}
        valuePropName="checked"
        extra={t('channel.referenceHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="sortOrder" label={labels.sortOrder} extra={t('channel.sortOrderHint')}>
        <InputNumber<number> min={0} max={999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="active" label={labels.active} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </ResourceDrawer>
  );
};
