import { AutoComplete, Button, Card, Col, Empty, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const MAX_ACCOUNTS = 10;

/** Banks a Thai utility most often banks with; any other name may be typed. */
const COMMON_BANKS = [
  'ธนาคารกรุงไทย',
  'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.)',
  'ธนาคารออมสิน',
  'ธนาคารกสิกรไทย',
  'ธนาคารกรุงเทพ',
  'ธนาคารไทยพาณิชย์',
  'ธนาคารกรุงศรีอยุธยา',
  'ธนาคารทหารไทยธนชาต',
  'ธนาคารอาคารสงเคราะห์',
].map((value) => ({ value }));

export const BankAccountsField = ({ readOnly }: { readOnly: boolean }) => {
  const { t } = useTranslation('org');
  return (
    <Form.List name="bankAccounts">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bank.none')} />
          )}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('bank.account', { n: index + 1 })}
              style={{ marginBottom: 12 }}
              extra={
                !readOnly && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('bank.remove')}
                    onClick={() => remove(field.name)}
                  >
                    {t('bank.remove')}
                  </Button>
                )
              }
            >
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'bank']} label={t('bank.bank')} required>
                    <AutoComplete options={COMMON_BANKS} maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'branch']} label={t('bank.branch')}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'accountNo']} label={t('bank.accountNo')} required>
                    <Input maxLength={20} inputMode="numeric" placeholder="123-4-56789-0" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name={[field.name, 'accountName']}
                    label={t('bank.accountName')}
                    required
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          {!readOnly && fields.length < MAX_ACCOUNTS && (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add({ bank: '', branch: '', accountNo: '', accountName: '' })}
            >
              {t('bank.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
};
