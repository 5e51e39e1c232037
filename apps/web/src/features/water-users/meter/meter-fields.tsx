import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BeDatePicker } from '../../basic/shared/be-date-picker.tsx';
import type { Option } from '../options.ts';

/** A meter reading: whole cubic metres, as the dial shows them. */
export const ReadingInput = (props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  autoFocus?: boolean;
}) => {
  const { t } = useTranslation('water-users');
  return (
    <InputNumber
      {...props}
      min={0}
      max={99_999_999}
      precision={0}
      suffix={t('meter.unit')}
      style={{ width: '100%' }}
    />
  );
};

type Props = {
  sizes: Option[];
  /** Label of the date field: installed on / replaced on. */
  dateLabel: string;
  autoFocus?: boolean;
};

/** The new meter's fields, shared by Install and Replace (names as installMeterBody). */
export const NewMeterFields = ({ sizes, dateLabel, autoFocus }: Props) => {
  const { t } = useTranslation('water-users');
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name="serial" label={t('field.serial')} required>
          <Input maxLength={40} autoFocus={autoFocus} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="brand" label={t('field.brand')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="meterSizeId" label={t('field.meterSize')} required>
          <Select options={sizes} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="digits" label={t('field.digits')} required extra={t('hint.digits')}>
          <InputNumber min={3} max={8} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="installedOn" label={dateLabel} required>
          <BeDatePicker />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="initialReading" label={t('field.initialReading')} required>
          <ReadingInput />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="note" label={t('field.meterNote')}>
          <Input maxLength={500} />
        </Form.Item>
      </Col>
    </Row>
  );
};
