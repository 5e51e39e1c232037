import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterSizeInput, type MeterSize } from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { MoneyInput } from '../../../components/inputs/money-input.tsx';
import { meterSizesApi } from './api.ts';

type Props = { open: boolean; meterSize: MeterSize | null; readOnly: boolean; onClose: () => void };

const NEW_SIZE = {
  code: '',
  label: '',
  monthlyFee: null,
  deposit: null,
  installationFee: null,
  sortOrder: 0,
  active: true,
};
const MONEY_FIELDS = ['monthlyFee', 'deposit', 'installationFee'];

export const MeterSizeDrawer = ({ meterSize, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const labels: Record<string, string> = {
    code: t('field.code'),
    label: t('meterSize.field.label'),
    monthlyFee: t('meterSize.field.monthlyFee'),
    deposit: t('meterSize.field.deposit'),
    installationFee: t('meterSize.field.installationFee'),
    sortOrder: t('field.sortOrder'),
    active: t('field.active'),
  };

  return (
    <ResourceDrawer
      {...drawer}
      record={meterSize}
      api={meterSizesApi}
      schema={meterSizeInput}
      entity="meterSize"
      nameOf={(size) => size.label}
      createTitle={t('meterSize.createTitle')}
      editTitle={(name) => t('meterSize.editTitle', { name })}
      emptyValues={NEW_SIZE}
      labels={labels}
      moneyFields={MONEY_FIELDS}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="code" label={labels.code} required extra={t('codeHint')}>
            <Input maxLength={20} autoFocus={!meterSize} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="label" label={labels.label} required extra={t('meterSize.labelHint')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="monthlyFee"
        label={labels.monthlyFee}
        required
        extra={t('meterSize.monthlyFeeHint')}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item name="deposit" label={labels.deposit} required extra={t('meterSize.depositHint')}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="installationFee" label={labels.installationFee} required>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="sortOrder" label={labels.sortOrder} extra={t('meterSize.sortOrderHint')}>
        <InputNumber<number> min={0} max={999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="active" label={labels.active} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </ResourceDrawer>
  );
};
