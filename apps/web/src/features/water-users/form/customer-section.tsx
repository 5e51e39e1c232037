import { AutoComplete, Col, Form, Input, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { waterUserInput } from '@prapa/contracts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { NationalIdField } from './national-id-field.tsx';

/** Titles as they are written on Thai documents; anything else may be typed. */
export const TITLES = [
  'นาย',
  'นาง',
  'นางสาว',
  'เด็กชาย',
  'เด็กหญิง',
  'พระ',
  'บริษัท',
  'ห้างหุ้นส่วนจำกัด',
  'ร้าน',
  'วัด',
  'โรงเรียน',
  'หน่วยงาน',
] as const;

const shape = waterUserInput.shape;

type Props = { creating: boolean; suggesting: boolean; userId?: string };

export const CustomerSection = ({ creating, suggesting, userId }: Props) => {
  const { t } = useTranslation('water-users');
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name="customerNo"
          label={t('field.customerNo')}
          extra={creating ? t('hint.customerNo') : undefined}
        >
          <Input
            maxLength={20}
            suffix={suggesting ? <Spin size="small" /> : <span />}
            placeholder={creating ? t('placeholder.customerNo') : undefined}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={4}>
        <Form.Item name="title" label={t('field.title')}>
          <AutoComplete
            options={TITLES.map((value) => ({ value }))}
            placeholder={t('placeholder.title')}
            filterOption={(input, option) => !!option?.value.startsWith(input.trim())}
            maxLength={30}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={7}>
        <Form.Item name="firstName" label={t('field.firstName')} required>
          <Input maxLength={100} autoFocus={creating} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={7}>
        <Form.Item name="lastName" label={t('field.lastName')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <NationalIdField userId={userId} />
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item
          name="phone"
          label={t('field.phone')}
          validateTrigger="onBlur"
          rules={[zodRule(shape.phone)]}
        >
          <Input maxLength={15} inputMode="tel" placeholder="08x-xxx-xxxx" />
        </Form.Item>
      </Col>
    </Row>
  );
};
