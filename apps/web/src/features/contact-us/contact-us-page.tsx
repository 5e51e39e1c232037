import { App, Button, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { EditOutlined, EnvironmentOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicContactCard } from '@prapa/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { openPdf } from '../../lib/open-pdf.ts';

const PATH = '/api/v1/org/contact-card';

/**
 * /contact_us: the utility's contact card as customers read it, to tell them on the phone
 * or print (A4, with the map point as a plain link and the account for transfers). Those
 * who keep the organisation's settings edit it on /org.
 */
export const ContactUsPage = () => {
  const { t } = useTranslation('contact');
  const { message } = App.useApp();
  const canEdit = useCan('org.write');
  const card = useQuery({
    queryKey: ['contact-card'],
    queryFn: () => api.get<PublicContactCard>(PATH),
  });
  const print = () =>
    openPdf(`${PATH}/pdf`).catch((err: unknown) => {
      void message.error(isApiError(err) ? err.message : t('printFailed'));
    });
  if (card.error) return <QueryError error={card.error} onRetry={() => void card.refetch()} />;
  const c = card.data;
  if (!c) return <PageSpinner />;
  const account = c.transferAccount;
  const none = <Typography.Text type="secondary">{t('notSet')}</Typography.Text>;
  return (
    <>
      <PageHeader
        description={t('description')}
        actions={
          <Flex gap={8} wrap>
            {canEdit && (
              <Link to="/org">
                <Button icon={<EditOutlined />}>{t('edit')}</Button>
              </Link>
            )}
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => void print()}>
              {t('print')}
            </Button>
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={c.officeName} data-testid="contact-card">
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('field.address')}>
                <span style={{ whiteSpace: 'pre-line' }}>{c.address ?? none}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.hours')}>
                <span style={{ whiteSpace: 'pre-line' }}>{c.hours ?? none}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.phones')}>
                {c.phones.length > 0
                  ? c.phones.map((p) => (
                      <a
                        key={p}
                        href={`tel:${p.replace(/[^0-9+]/g, '')}`}
                        style={{ marginInlineEnd: 12 }}
                      >
                        {p}
                      </a>
                    ))
                  : none}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.lineId')}>{c.lineId ?? none}</Descriptions.Item>
              <Descriptions.Item label={t('field.email')}>
                {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : none}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.mapPoint')}>
                {c.mapUrl && c.lat !== null && c.lng !== null ? (
                  <a href={c.mapUrl} target="_blank" rel="noreferrer">
                    <EnvironmentOutlined /> {c.lat.toFixed(6)}, {c.lng.toFixed(6)}
                  </a>
                ) : (
                  none
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('transferTitle')}>
            {account ? (
              <Flex vertical gap={4}>
                <Typography.Text>
                  {account.branch
                    ? t('bankBranch', { bank: account.bank, branch: account.branch })
                    : account.bank}
                </Typography.Text>
                <Typography.Title
                  level={3}
                  copyable
                  style={{ margin: 0 }}
                  data-testid="transfer-account"
                >
                  {account.accountNo}
                </Typography.Title>
                <Typography.Text>{account.accountName}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                  {t('transferNote')}
                </Typography.Paragraph>
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('noTransfer')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
};
