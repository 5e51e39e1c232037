import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsSection, type SectionVariant } from './settings-section.tsx';

export const SystemSection = ({ variant }: { variant: SectionVariant }) => {
  const { t } = useTranslation('org');
  return (
    <SettingsSection title={t('section.system')} variant={variant}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="idleLockMinutes"
            label={t('field.idleLockMinutes')}
            extra={t('idleLockHint')}
          >
            <InputNumber
              min={1}
              max={240}
              precision={0}
              suffix={t('unit.minutes')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="mapTileUrl" label={t('field.mapTileUrl')} extra={t('mapTileHint')}>
            <Input maxLength={300} placeholder="https://tile.openstreetmap.org/{z}/{x}/{y}.png" />
          </Form.Item>
        </Col>
      </Row>
    </SettingsSection>
  );
};
