import { Button, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BankAccountsField } from './bank-accounts-field.tsx';
import { SettingsSection, type SectionVariant } from './settings-section.tsx';

type Props = { variant: SectionVariant; readOnly: boolean };

const TAX_ID = /^[0-9]{13}$/;

/** PromptPay biller id = the 13-digit tax id + a 2-digit suffix given by the bank. */
export const PaymentsSection = ({ variant, readOnly }: Props) => {
  const { t } = useTranslation('org');
  const form = Form.useFormInstance();
  const taxId = Form.useWatch<string | null | undefined>('taxId', form);
  const billerId = Form.useWatch<string | null | undefined>('promptpayBillerId', form);
  const canFill = !!taxId && TAX_ID.test(taxId) && !billerId?.startsWith(taxId);

  const fill = () => {
    const suffix = billerId && /^[0-9]{15}$/.test(billerId) ? billerId.slice(13) : '00';
    form.setFieldValue('promptpayBillerId', `${taxId}${suffix}`);
    void form.validateFields(['promptpayBillerId']).catch(() => undefined);
  };

  return (
    <SettingsSection title={t('section.payments')} variant={variant}>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item label={t('field.promptpayBillerId')} extra={t('billerIdHint')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="promptpayBillerId" noStyle>
                <Input maxLength={15} inputMode="numeric" placeholder="099400012345600" />
              </Form.Item>
              {!readOnly && (
                <Button onClick={fill} disabled={!canFill}>
                  {t('fillFromTaxId')}
                </Button>
              )}
            </Space.Compact>
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('section.bankAccounts')}</Typography.Title>
      <BankAccountsField readOnly={readOnly} />
    </SettingsSection>
  );
};
