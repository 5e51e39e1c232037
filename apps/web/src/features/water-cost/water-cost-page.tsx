import { useState } from 'react';
import { Button, Card, Col, Flex, Row, Space, Spin, Statistic, Table, Typography } from 'antd';
import { DatabaseOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { costHeads, type WaterCostLine, type WaterCostSource } from '@prapa/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { api } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useWaterCost, WATER_COST_PATH } from '../production/api.ts';
import { lastMonth, m3, monthText, percent } from '../production/month.ts';
import { MonthPicker } from '../production/month-picker.tsx';
import { ProductionDrawer } from '../production/production-drawer.tsx';
import { CostTrendChart } from './cost-trend-chart.tsx';

const money = (v: number | null) => (v === null ? '-' : formatMoney(v));

/**
 * /water_cost (ต้นทุนการผลิตน้ำ, issue 27): what a month's water cost by source and head,
 * per m³ produced and sold, against the tariff actually billed; twelve months' trend.
 */
export const WaterCostPage = () => {
  const { t } = useTranslation('water-cost');
  const [month, setMonth] = useState(lastMonth);
  const [entering, setEntering] = useState(false);
  const { data: d, error, refetch } = useWaterCost(month);
  const c = d?.current;
  return (
    <>
      <PageHeader
        description={t('description')}
        actions={
          <Space wrap>
            <MonthPicker value={month} onChange={setMonth} label={t('month')} />
            <Button type="primary" icon={<DatabaseOutlined />} onClick={() => setEntering(true)}>
              {t('production.open')}
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              onClick={() => void openPdf(`${WATER_COST_PATH}/pdf`, { month })}
            >
              {t('pdf')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void api.download(`${WATER_COST_PATH}/export`, { month })}
            >
              {t('export')}
            </Button>
          </Space>
        }
      />
      {error && <QueryError error={error} onRetry={() => void refetch()} />}
      {!d || !c ? (
        !error && <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {monthText(month)}
          </Typography.Title>
          {c.produced === null && (
            <Typography.Text type="warning">{t('noProduction')}</Typography.Text>
          )}
          <Row gutter={[12, 12]}>
            {(
              [
                ['produced', m3(c.produced), t('m3')],
                ['totalCost', money(c.totalCost), t('baht')],
                ['costPerM3Produced', money(c.costPerM3Produced), t('bahtPerM3')],
                ['costPerM3Sold', money(c.costPerM3Sold), t('bahtPerM3')],
                ['averageTariff', money(c.averageTariff), t('bahtPerM3')],
                ['recovery', percent(c.recoveryBp), '%'],
              ] as const
            ).map(([key, value, suffix]) => (
              <Col xs={12} md={8} xl={4} key={key}>
                <Card size="small" data-testid={`stat-${key}`}>
                  <Statistic title={t(`stat.${key}`)} value={value} suffix={suffix} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" title={t('bySource')}>
            <Table<WaterCostSource>
              rowKey="sourceId"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={d.sources}
              columns={[
                { title: t('source'), render: (_, s) => `${s.code} ${s.name}` },
                { title: t('stat.produced'), align: 'right', render: (_, s) => m3(s.produced) },
                ...costHeads.map((h) => ({
                  title: t(`head.${h}`),
                  key: h,
                  align: 'right' as const,
                  render: (_: unknown, s: WaterCostSource) => money(s.heads[h]),
                })),
                {
                  title: t('stat.totalCost'),
                  align: 'right',
                  render: (_, s) => money(s.totalCost),
                },
                {
                  title: t('stat.costPerM3Produced'),
                  align: 'right',
                  render: (_, s) => money(s.costPerM3Produced),
                },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('soldNote', { sold: m3(c.sold), billed: money(c.waterBilled) })}
            </Typography.Paragraph>
          </Card>
          <Card size="small" title={t('trend')}>
            <CostTrendChart trend={d.trend} />
            <Table<WaterCostLine>
              rowKey="month"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={[...d.trend].reverse()}
              rowClassName={(r) => (r.month === month ? 'ant-table-row-selected' : '')}
              columns={[
                { title: t('month'), render: (_, r) => monthText(r.month) },
                { title: t('stat.produced'), align: 'right', render: (_, r) => m3(r.produced) },
                {
                  title: t('stat.totalCost'),
                  align: 'right',
                  render: (_, r) => money(r.totalCost),
                },
                {
                  title: t('stat.costPerM3Produced'),
                  align: 'right',
                  render: (_, r) => money(r.costPerM3Produced),
                },
                { title: t('sold'), align: 'right', render: (_, r) => m3(r.sold) },
                {
                  title: t('stat.costPerM3Sold'),
                  align: 'right',
                  render: (_, r) => money(r.costPerM3Sold),
                },
                {
                  title: t('stat.averageTariff'),
                  align: 'right',
                  render: (_, r) => money(r.averageTariff),
                },
                {
                  title: t('stat.recovery'),
                  align: 'right',
                  render: (_, r) => percent(r.recoveryBp),
                },
              ]}
            />
          </Card>
        </Flex>
      )}
      {entering && <ProductionDrawer month={month} onClose={() => setEntering(false)} />}
    </>
  );
};
