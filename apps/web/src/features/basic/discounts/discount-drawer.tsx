import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  discountAppliesTo,
  discountKinds,
  discountSchemeInput,
  type DiscountKind,
  type DiscountScheme,
} from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import { ActiveSwitch } from '../../../components/inputs/active-switch.tsx';
import { FormDrawer } from '../../../components/form-drawer/form-drawer.tsx';
import { AuditCollapse } from '../../../components/audit-trail/audit-collapse.tsx';
import { MoneyInput } from '../../../components/inputs/money-input.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
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
const MONEY_FIELDS = new Set(['monthlyCap', 'billCeiling']);

export const DiscountDrawer = ({ open, scheme, readOnly, onClose }: Props) => {
  const { t } = useTranslation('basic');
  const [form] = Form.useForm();
  const create = discountSchemesApi.useCreate();
  const update = discountSchemesApi.useUpdate();
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
  const title = scheme
    ? readOnly
      ? scheme.name
      : t('discount.editTitle', { name: scheme.name })
    : t('discount.createTitle');

  return (
    <FormDrawer
      open={open}
      title={title}
      form={form}
      schema={discountSchemeInput}
      readOnly={readOnly}
      initialValues={scheme ?? NEW_SCHEME}
      resetKey={scheme}
      extra={scheme && <StatusTag active={scheme.active} />}
      onSubmit={(body) =>
        scheme ? update.mutateAsync({ id: scheme.id, body }) : create.mutateAsync(body)
      }
      onClose={onClose}
      after={
        scheme && (
          <AuditCollapse
            entity="discountScheme"
            entityId={scheme.id}
            fieldLabel={(path) => labels[path]}
            formatValue={(path, value) =>
              MONEY_FIELDS.has(path) && typeof value === 'number' ? formatMoney(value) : undefined
            }
          />
        )
      }
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
    </FormDrawer>
  );
};
