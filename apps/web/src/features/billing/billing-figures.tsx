import { Col, Row, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillingPreview, BillingSkip, BillingTotals } from '@prapa/contracts';
import { formatDate, formatMoney } from '../../lib/format.ts';

const totalsTable = (rows: BillingTotals[], t: (k: string) => string) => (
  <Table<BillingTotals>
    rowKey="key"
    size="small"
    pagination={false}
    dataSource={rows}
    columns={[
      { key: 'label', dataIndex: 'label', title: t('figures.group') },
      { key: 'bills', dataIndex: 'bills', title: t('figures.bills'), align: 'right' },
      { key: 'usage', dataIndex: 'usage', title: t('figures.usage'), align: 'right' },
      {
        key: 'total',
        title: t('figures.total'),
        align: 'right',
        render: (_, r) => formatMoney(r.total),
      },
    ]}
  />
);

/** A billing preview or a run's summary: the counts, totals by user type and area, who is left out. */
export const BillingFigures = ({ figures }: { figures: BillingPreview }) => {
  const { t } = useTranslation(['billing', 'readings']);
  const skipped = Object.entries(figures.skippedCount).filter(([, n]) => n > 0);
  return (
    <>
      <Row gutter={[16, 8]} style={{ marginBottom: 12 }}>
        <Col xs={12} md={6}>
          <Statistic title={t('figures.bills')} value={figures.bills} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('figures.total')} value={formatMoney(figures.total)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('figures.alreadyBilled')} value={figures.alreadyBilled} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('figures.dueDate')} value={formatDate(figures.dueDate)} />
        </Col>
      </Row>
      {figures.noMeterFee > 0 && (
        <Typography.Paragraph type="warning">
          {t('figures.noMeterFee', { count: figures.noMeterFee })}
        </Typography.Paragraph>
      )}
      {figures.paymentRoundProposed && (
        <Typography.Paragraph type="secondary">
          {t('figures.paymentRoundProposed')}
        </Typography.Paragraph>
      )}
      <Tabs
        size="small"
        items={[
          {
            key: 'type',
            label: t('figures.byUserType'),
            children: totalsTable(figures.byUserType, t),
          },
          { key: 'area', label: t('figures.byArea'), children: totalsTable(figures.byArea, t) },
          {
            key: 'skipped',
            label: (
              <span>
                {t('figures.skipped')}{' '}
                {figures.skipped.length > 0 && <Tag color="warning">{figures.skipped.length}</Tag>}
              </span>
            ),
            children: (
              <>
                <Typography.Paragraph type="secondary">
                  {skipped.map(([k, n]) => `${t(`skip.${k}`)} ${n.toLocaleString()}`).join(' · ') ||
                    t('figures.noneSkipped')}
                </Typography.Paragraph>
                <Table<BillingSkip>
                  rowKey="waterUserId"
                  size="small"
                  dataSource={figures.skipped}
                  pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
                  columns={[
                    { key: 'no', dataIndex: 'customerNo', title: t('figures.customerNo') },
                    { key: 'name', dataIndex: 'name', title: t('figures.name') },
                    {
                      key: 'reason',
                      title: t('figures.reason'),
                      render: (_, s) => (
                        <>
                          {t(`skip.${s.reason}`)}
                          {s.detail && (
                            <Typography.Text type="secondary">
                              {' '}
                              ({s.reason === 'held' ? t(`readings:anomaly.${s.detail}`) : s.detail})
                            </Typography.Text>
                          )}
                        </>
                      ),
                    },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </>
  );
};
