import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgKinds } from '@prapa/contracts';
import { LogoInput } from './logo-input.tsx';
import { SettingsSection, type SectionVariant } from './settings-section.tsx';

type Props = { variant: SectionVariant; readOnly: boolean; code?: string };

export const IdentitySection = ({ variant, readOnly, code }: Props) => {
  const { t } = useTranslation('org');
  return (
    <SettingsSection title={t('section.identity')} variant={variant}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label={t('field.code')} extra={!readOnly && t('codeHint')}>
            <Input value={code} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="kind" label={t('field.kind')} required>
            <Select options={orgKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameTh" label={t('field.nameTh')} required>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('field.nameEn')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="taxId" label={t('field.taxId')} extra={!readOnly && t('taxIdHint')}>
            <Input maxLength={13} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="phone" label={t('field.phone')}>
            <Input maxLength={15} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="email" label={t('field.email')}>
            <Input maxLength={200} inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="address" label={t('field.address')}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="logoDataUrl" label={t('field.logo')}>
            <LogoInput disabled={readOnly} />
          </Form.Item>
        </Col>
      </Row>
    </SettingsSection>
  );
};
