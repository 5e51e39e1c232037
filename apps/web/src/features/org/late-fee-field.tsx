import { Col, Form, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { lateFeeKinds } from '@prapa/contracts';
import { MoneyInput, PercentInput } from '../../components/inputs/money-input.tsx';

type Kind = (typeof lateFeeKinds)[number];

/** None, a flat amount (satang) or a percentage of the overdue debt (basis points). */
export const LateFeeField = () => {
  const { t } = useTranslation('org');
  const form = Form.useFormInstance();
  const kind = Form.useWatch<Kind | undefined>('lateFeeKind', form);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="lateFeeKind" label={t('field.lateFeeKind')}>
          <Radio.Group
            optionType="button"
            options={lateFeeKinds.map((value) => ({ value, label: t(`lateFee.${value}`) }))}
            // A flat amount and a percentage do not convert into each other.
            onChange={() => form.setFieldValue('lateFeeValue', 0)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="lateFeeValue"
          label={kind === 'percent' ? t('field.lateFeePercent') : t('field.lateFeeAmount')}
          hidden={kind === 'none' || kind === undefined}
          extra={kind === 'percent' ? t('lateFeePercentHint') : t('lateFeeFlatHint')}
        >
          {kind === 'percent' ? <PercentInput /> : <MoneyInput />}
        </Form.Item>
      </Col>
    </Row>
  );
};
