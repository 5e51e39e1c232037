import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterSizeInput, type MeterSize } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { AuditCollapse } from '../../../components/audit-trail/audit-collapse.tsx';
import { MoneyInput } from '../../../components/inputs/money-input.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
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
const MONEY_FIELDS = new Set(['monthlyFee', 'deposit', 'installationFee']);

export const MeterSizeDrawer = ({ open, meterSize, readOnly, onClose }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const create = meterSizesApi.useCreate();
  const update = meterSizesApi.useUpdate();

  const labels: Record<string, string> = {
    code: t('field.code'),
    label: t('meterSize.field.label'),
    monthlyFee: t('meterSize.field.monthlyFee'),
    deposit: t('meterSize.field.deposit'),
    installationFee: t('meterSize.field.installationFee'),
    sortOrder: t('field.sortOrder'),
    active: t('field.active'),
  };
  const title = meterSize
    ? readOnly
      ? meterSize.label
      : t('meterSize.editTitle', { name: meterSize.label })
    : t('meterSize.createTitle');

  return (
    <FormDrawer
      open={open}
      title={title}
      form={form}
      schema={meterSizeInput}
      readOnly={readOnly}
      initialValues={meterSize ?? NEW_SIZE}
      resetKey={meterSize}
      extra={meterSize && <StatusTag active={meterSize.active} />}
      onSubmit={(body) =>
        meterSize ? update.mutateAsync({ id: meterSize.id, body }) : create.mutateAsync(body)
      }
      onClose={onClose}
      after={
        meterSize && (
          <AuditCollapse
            entity="meterSize"
            entityId={meterSize.id}
            fieldLabel={(path) => labels[path]}
            formatValue={(path, value) =>
              MONEY_FIELDS.has(path) && typeof value === 'number' ? formatMoney(value) : undefined
            }
          />
        )
      }
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
    </FormDrawer>
  );
};
