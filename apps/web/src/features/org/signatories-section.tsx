import { Col, Form, Input, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsSection, type SectionVariant } from './settings-section.tsx';

const ROLES = ['head', 'finance', 'waterworks'] as const;

/** Who signs receipts, notices and reports (their name and the title printed under it). */
export const SignatoriesSection = ({ variant }: { variant: SectionVariant }) => {
  const { t } = useTranslation('org');
  return (
    <SettingsSection title={t('section.signatories')} variant={variant}>
      <Typography.Paragraph type="secondary">{t('signatoriesHint')}</Typography.Paragraph>
      {ROLES.map((role) => (
        <Row gutter={16} key={role}>
          <Col xs={24} md={12}>
            <Form.Item name={['signatories', role, 'name']} label={t(`signatory.${role}`)}>
              <Input maxLength={120} placeholder={t('signatoryNamePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={['signatories', role, 'position']}
              label={t('field.signatoryPosition')}
            >
              <Input maxLength={120} placeholder={t(`signatoryPositionPlaceholder.${role}`)} />
            </Form.Item>
          </Col>
        </Row>
      ))}
    </SettingsSection>
  );
};
