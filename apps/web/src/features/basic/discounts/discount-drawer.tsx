import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  discountAppliesTo,
  discountKinds,
  discountSchemeInput,
  type DiscountKind,
  type DiscountScheme,
} from '@prapa/contracts';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { ResourceDrawer } from '../../../components/form-drawer/resource-drawer.tsx';
import { MoneyInput } from '../../../components/inputs/money-input.tsx';
import { discountSchemesApi } from './api.ts';
import { DiscountValueInput } from './discount-value.tsx';

type Props = {
  open: boolean;
  scheme: DiscountScheme | null;
  readOnly: boolean;
  onClose: () => void;
};

const NEW_SCHEME = {
  code: '',
  name: '',
  kind: 'fixed',
  value: null,
  monthlyCap: null,
  billCeiling: null,
  appliesTo: 'water_charge',
  note: '',
  active: true,
};
const MONEY_FIELDS = ['monthlyCap', 'billCeiling'];

export const DiscountDrawer = ({ scheme, ...drawer }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const kind = Form.useWatch('kind', form) as DiscountKind | undefined;

  const labels: Record<string, string> = {
    code: t('field.code'),
    name: t('field.name'),
    kind: t('discount.field.kind'),
    value: t('discount.field.value'),
    monthlyCap: t('discount.field.monthlyCap'),
    billCeiling: t('discount.field.billCeiling'),
    appliesTo: t('discount.field.appliesTo'),
    note: t('field.note'),
    active: t('field.active'),
  };

  return (
    <ResourceDrawer
      {...drawer}
      record={scheme}
      api={discountSchemesApi}
      schema={discountSchemeInput}
      entity="discountScheme"
      createTitle={t('discount.createTitle')}
      editTitle={(name) => t('discount.editTitle', { name })}
      form={form}
      emptyValues={NEW_SCHEME}
      labels={labels}
      moneyFields={MONEY_FIELDS}
    >
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item name="code" label={labels.code} required extra={t('codeHint')}>
            <Input maxLength={20} autoFocus={!scheme} />
          </Form.Item>
        </Col>
        <Col span={14}>
          <Form.Item name="name" label={labels.name} required extra={t('discount.nameHint')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="kind" label={labels.kind} required>
        <Radio.Group
          // The value's unit changes with the kind: start it again.
          onChange={() => form.setFieldValue('value', null)}
          style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
          options={discountKinds.map((value) => ({
            value,
            label: (
              <span>
                {t(`discount.kind.${value}`)}
                <span style={{ opacity: 0.65 }}> — {t(`discount.kindHint.${value}`)}</span>
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="value"
        label={kind ? t(`discount.valueLabel.${kind}`) : labels.value}
        required
        style={{ maxWidth: 260 }}
      >
        <DiscountValueInput kind={kind} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="monthlyCap"
            label={labels.monthlyCap}
            extra={t('discount.monthlyCapHint')}
          >
            <MoneyInput placeholder={t('discount.noLimit')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="billCeiling"
            label={labels.billCeiling}
            extra={t('discount.billCeilingHint')}
          >
            <MoneyInput placeholder={t('discount.noLimit')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="appliesTo" label={labels.appliesTo} required>
        <Select
          options={discountAppliesTo.map((value) => ({
            value,
            label: t(`discount.appliesTo.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="note" label={labels.note}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="active" label={labels.active} valuePropName="checked">
        <ActiveSwitch />
      </Form.Item>
    </ResourceDrawer>
  );
};
