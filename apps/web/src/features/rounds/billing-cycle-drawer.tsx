import { Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { billingCycle, DEFAULT_BILLING_CYCLE, type BillingCycle } from '@prapa/contracts';
import { FormDrawer } from '../../components/form-drawer/form-drawer.tsx';
import { useBillingCycle, useSaveBillingCycle } from './api.ts';

type Props = { open: boolean; readOnly: boolean; onClose: () => void };

// Thresholds are basis points of the average; people think in percent.
const PERCENT_FIELDS = [
  'anomalyLowBelowBp',
  'anomalyHighAboveBp',
  'anomalyVeryHighAboveBp',
] as const;

const toForm = (c: BillingCycle) => ({
  ...c,
  ...Object.fromEntries(PERCENT_FIELDS.map((f) => [f, c[f] / 100])),
});
const fromForm = (values: Record<string, unknown>) => ({
  ...values,
  ...Object.fromEntries(
    PERCENT_FIELDS.map((f) => [
      f,
      typeof values[f] === 'number' ? Math.round(values[f] * 100) : values[f],
    ]),
  ),
});

/** The default billing cycle: reading days, bill day, payment offsets, anomaly thresholds. */
export const BillingCycleDrawer = ({ open, readOnly, onClose }: Props) => {
  const { t } = useTranslation('rounds');
  const [form] = Form.useForm();
  const cycle = useBillingCycle();
  const save = useSaveBillingCycle();
  const number = (name: string, suffix: string, min: number, max: number) => (
    <Form.Item name={name} label={t(`cycle.${name}`)} required>
      <InputNumber min={min} max={max} precision={0} suffix={suffix} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <FormDrawer
      open={open}
      title={t('cycle.title')}
      form={form}
      schema={billingCycle}
      initialValues={toForm(cycle.data ?? DEFAULT_BILLING_CYCLE)}
      resetKey={cycle.data}
      loading={cycle.isPending}
      readOnly={readOnly}
      toInput={fromForm}
      onSubmit={(body) => save.mutateAsync(body)}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('cycle.description')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>{number('readingFromDay', t('unit.dayOfMonth'), 1, 31)}</Col>
        <Col span={12}>{number('readingToDay', t('unit.dayOfMonth'), 1, 31)}</Col>
        <Col span={12}>{number('billDay', t('unit.dayOfMonth'), 1, 31)}</Col>
        <Col span={12}>{number('warnDaysAfterDue', t('unit.days'), 0, 90)}</Col>
        <Col span={12}>{number('cutoffDaysAfterDue', t('unit.days'), 0, 180)}</Col>
      </Row>
      <Typography.Title level={5}>{t('cycle.anomalyTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('cycle.anomalyText')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col span={8}>{number('anomalyLowBelowBp', '%', 0, 100)}</Col>
        <Col span={8}>{number('anomalyHighAboveBp', '%', 100, 1000)}</Col>
        <Col span={8}>{number('anomalyVeryHighAboveBp', '%', 100, 1000)}</Col>
      </Row>
    </FormDrawer>
  );
};
