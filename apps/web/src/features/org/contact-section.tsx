import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingsSection, type SectionVariant } from './settings-section.tsx';

type Props = { variant: SectionVariant };
type Account = { bank?: string; accountNo?: string; accountName?: string } | null | undefined;

/**
 * The contact card (issue 27): what customers read on /contact_us and at the foot of
 * every bill. Blank fields take the organisation's own name, address, phone and e-mail.
 */
export const ContactSection = ({ variant }: Props) => {
  const { t } = useTranslation('contact');
  const form = Form.useFormInstance();
  const accounts = (Form.useWatch<Account[] | undefined>('bankAccounts', form) ?? []).filter(
    (a): a is NonNullable<Account> => !!a?.accountNo,
  );
  const name = (field: string) => ['contactCard', field];
  return (
    <SettingsSection title={t('section')} variant={variant}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={name('officeName')} label={t('field.officeName')} extra={t('blankOrg')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={name('hours')} label={t('field.hours')}>
            <Input.TextArea rows={1} maxLength={300} placeholder={t('hoursPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name={name('address')} label={t('field.address')} extra={t('blankOrg')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={name('phones')} label={t('field.phones')} extra={t('phonesHint')}>
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ' ']}
              maxCount={4}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={name('lineId')} label={t('field.lineId')}>
            <Input maxLength={41} placeholder="@prapa" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={name('email')} label={t('field.email')}>
            <Input maxLength={200} inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={name('lat')} label={t('field.lat')}>
            <InputNumber
              min={-90}
              max={90}
              step={0.000001}
              precision={6}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={name('lng')} label={t('field.lng')}>
            <InputNumber
              min={-180}
              max={180}
              step={0.000001}
              precision={6}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={name('transferAccountNo')}
            label={t('field.transferAccountNo')}
            extra={t('transferHint')}
          >
            <Select
              allowClear
              options={accounts.map((a) => ({
                value: a.accountNo,
                label: `${a.bank ?? ''} ${a.accountNo ?? ''} · ${a.accountName ?? ''}`,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </SettingsSection>
  );
};
