import { Col, Form, Input, InputNumber, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { customerNumberExample } from './customer-number.ts';
import { LateFeeField } from './late-fee-field.tsx';
import { SettingsSection, type SectionVariant } from './settings-section.tsx';

const number = (suffix: string, min: number, max: number) => (
  <InputNumber min={min} max={max} precision={0} suffix={suffix} style={{ width: '100%' }} />
);

export const BillingSection = ({ variant }: { variant: SectionVariant }) => {
  const { t } = useTranslation('org');
  const form = Form.useFormInstance();
  const vat = Form.useWatch<number | undefined>('vatRateBp', form);
  const format = Form.useWatch<string | undefined>('customerNumberFormat', form) ?? '';

  return (
    <SettingsSection title={t('section.billing')} variant={variant}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="vatRateBp" label={t('field.vatRateBp')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 0, label: t('vat.none') },
                { value: 700, label: '7 %' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="pricesIncludeVat" label={t('field.pricesIncludeVat')}>
            <Radio.Group
              disabled={vat === 0}
              options={[
                { value: true, label: t('vat.included') },
                { value: false, label: t('vat.excluded') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="dueDays" label={t('field.dueDays')} extra={t('dueDaysHint')}>
            {number(t('unit.days'), 0, 90)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="warnAfterRounds" label={t('field.warnAfterRounds')}>
            {number(t('unit.rounds'), 1, 24)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="cutoffAfterRounds"
            label={t('field.cutoffAfterRounds')}
            dependencies={['warnAfterRounds']}
          >
            {number(t('unit.rounds'), 1, 24)}
          </Form.Item>
        </Col>
      </Row>
      <LateFeeField />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="reconnectionFee" label={t('field.reconnectionFee')}>
            <MoneyInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="allowPartialPayment"
            label={t('field.allowPartialPayment')}
            extra={t('allowPartialPaymentHint')}
          >
            <Radio.Group
              options={[
                { value: false, label: t('partialPayment.wholeBills') },
                { value: true, label: t('partialPayment.allowed') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="largeCreditLimit"
            label={t('field.largeCreditLimit')}
            extra={t('largeCreditLimitHint')}
          >
            <MoneyInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="meterDigits" label={t('field.meterDigits')} extra={t('meterDigitsHint')}>
            {number(t('unit.digits'), 3, 8)}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="meterReplaceYears"
            label={t('field.meterReplaceYears')}
            extra={t('meterReplaceYearsHint')}
          >
            {number(t('unit.years'), 1, 50)}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="customerNumberFormat"
            label={t('field.customerNumberFormat')}
            extra={t('customerFormatHint')}
          >
            <Input maxLength={40} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('customerFormatExample')}>
            <Typography.Text code style={{ fontSize: 16 }} data-testid="customer-number-example">
              {customerNumberExample(format) || '—'}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
    </SettingsSection>
  );
};
