import { Alert, Card, Col, Descriptions, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentCheck, PaymentCheckChannel } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';

const DANGER = '#DA5444';
const SUCCESS = '#28C76F';

/** A difference in red (money short or over), a match in green; none without a bank file. */
export const Difference = ({ value }: { value: number | null }) => {
  const { t } = useTranslation('payment-check');
  if (value === null) return <Typography.Text type="secondary">-</Typography.Text>;
  if (value === 0) return <span style={{ color: SUCCESS }}>{t('channels.matches')}</span>;
  return <strong style={{ color: DANGER }}>{formatMoney(value)}</strong>;
};

const money = (v: number | null) => (v === null ? '-' : formatMoney(v));

/** The totals of the listed receipts: what was taken, and how much is left to tick. */
export const TotalsBar = ({ d }: { d: PaymentCheck }) => {
  const { t } = useTranslation('payment-check');
  const items = [
    { key: 'receipts', value: d.totals.count - d.totals.voided },
    { key: 'amount', value: formatMoney(d.totals.amount) },
    { key: 'cash', value: formatMoney(d.totals.cash) },
    { key: 'nonCash', value: formatMoney(d.totals.nonCash) },
    { key: 'unchecked', value: d.totals.unchecked, warn: d.totals.unchecked > 0 },
    { key: 'notFound', value: d.totals.notFound, danger: d.totals.notFound > 0 },
    // Bank money kept as credit because the counter had paid the bill: shown when there is some.
    ...(d.totals.paidMeanwhile > 0
      ? [{ key: 'paidMeanwhile', value: d.totals.paidMeanwhile, warn: true }]
      : []),
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      {items.map((i) => (
        <Col key={i.key} xs={12} md={8} xl={4}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic
              title={t(`totals.${i.key}`)}
              value={i.value}
              valueStyle={{
                fontSize: 20,
                ...(i.danger ? { color: DANGER } : i.warn ? { color: '#ED9200' } : {}),
              }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
};

/** Each channel's receipts against its bank file of the same days; the remittances beside. */
export const ChannelSummary = ({ d, narrowed }: { d: PaymentCheck; narrowed: boolean }) => {
  const { t } = useTranslation('payment-check');
  const r = d.remittances;
  const count = d.channels.reduce((s, c) => s + c.count, 0);
  const amount = d.channels.reduce((s, c) => s + c.amount, 0);
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
      <Col xs={24} xxl={16}>
        <Card size="small" title={t('channels.title')}>
          {narrowed && d.channels.some((c) => c.bankTotal !== null) && (
            <Alert
              type="info"
              showIcon
              message={t('channels.narrowed')}
              style={{ marginBottom: 8 }}
            />
          )}
          <Table<PaymentCheckChannel>
            size="small"
            rowKey="channelId"
            pagination={false}
            dataSource={d.channels}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('channels.empty') }}
            columns={[
              { title: t('channels.channel'), dataIndex: 'name' },
              { title: t('channels.count'), dataIndex: 'count', align: 'right' },
              { title: t('channels.amount'), dataIndex: 'amount', align: 'right', render: money },
              {
                title: t('channels.bankTotal'),
                dataIndex: 'bankTotal',
                align: 'right',
                render: money,
              },
              {
                title: t('channels.bankReceipted'),
                dataIndex: 'bankReceipted',
                align: 'right',
                render: money,
              },
              {
                title: t('channels.difference'),
                dataIndex: 'difference',
                align: 'right',
                render: (v: number | null) => <Difference value={v} />,
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t('channels.total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <strong>{count}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <strong>{formatMoney(amount)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} colSpan={3} />
              </Table.Summary.Row>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} xxl={8}>
        <Card
          size="small"
          title={t('remit.title')}
          extra={r.count > 0 ? t('remit.count', { count: r.count }) : undefined}
          style={{ height: '100%' }}
        >
          {r.count === 0 ? (
            <Typography.Text type="secondary">{t('remit.none')}</Typography.Text>
          ) : (
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 5, xxl: 1 }}>
              <Descriptions.Item label={t('remit.cash')}>{formatMoney(r.cash)}</Descriptions.Item>
              <Descriptions.Item label={t('remit.expectedCash')}>
                {formatMoney(r.expectedCash)}
              </Descriptions.Item>
              <Descriptions.Item label={t('remit.transfer')}>
                {formatMoney(r.transfer)}
              </Descriptions.Item>
              <Descriptions.Item label={t('remit.expectedTransfer')}>
                {formatMoney(r.expectedTransfer)}
              </Descriptions.Item>
              <Descriptions.Item label={t('remit.difference')}>
                <Difference value={r.difference} />
              </Descriptions.Item>
            </Descriptions>
          )}
        </Card>
      </Col>
    </Row>
  );
};
