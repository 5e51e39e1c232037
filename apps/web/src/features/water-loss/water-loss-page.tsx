import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  InputNumber,
  Row,
  Space,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { DatabaseOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WaterBalanceLine, WaterLossArea } from '@prapa/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { api } from '../../lib/api-client.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useWaterLoss, WATER_LOSS_PATH } from '../production/api.ts';
import { lastMonth, m3, monthText, percent } from '../production/month.ts';
import { MonthPicker } from '../production/month-picker.tsx';
import { ProductionDrawer } from '../production/production-drawer.tsx';
import { BalanceTable } from './balance-table.tsx';
import { NRW_AVERAGES, NrwTrendChart } from './nrw-trend-chart.tsx';

/** Above the Thai average (PWA 27.5 %): shown in red. */
const high = (bp: number | null) => bp !== null && bp / 100 > NRW_AVERAGES.pwa;

/**
 * /lose_water (น้ำสูญเสีย, issue 27): the IWA water balance of a month, non-revenue water
 * in m³, % and litres per connection a day, by area where area meters exist, and twelve
 * months against the Thai averages; the worst area and month stand out.
 */
export const WaterLossPage = () => {
  const { t } = useTranslation('water-loss');
  const [month, setMonth] = useState(lastMonth);
  const [underBp, setUnderBp] = useState(200);
  const [entering, setEntering] = useState(false);
  const { data: d, error, refetch } = useWaterLoss(month, underBp);
  const c = d?.current;
  const params = { month, underRegistrationBp: underBp };
  const worstArea = d?.areas[0]?.areaId;
  return (
    <>
      <PageHeader
        description={t('description')}
        actions={
          <Space wrap>
            <MonthPicker value={month} onChange={setMonth} label={t('month')} />
            <Space.Compact>
              <InputNumber
                aria-label={t('underRegistration')}
                min={0}
                max={20}
                step={0.5}
                precision={1}
                value={underBp / 100}
                onChange={(v) => setUnderBp(Math.round((v ?? 0) * 100))}
                prefix={t('underRegistrationShort')}
                suffix="%"
                style={{ width: 190 }}
              />
            </Space.Compact>
            <Button type="primary" icon={<DatabaseOutlined />} onClick={() => setEntering(true)}>
              {t('production')}
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              onClick={() => void openPdf(`${WATER_LOSS_PATH}/pdf`, params)}
            >
              {t('pdf')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void api.download(`${WATER_LOSS_PATH}/export`, params)}
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
          {c.systemInput === null && <Alert type="warning" showIcon message={t('noProduction')} />}
          {c.inconsistent && <Alert type="error" showIcon message={t('inconsistent')} />}
          <Row gutter={[12, 12]}>
            {(
              [
                ['systemInput', m3(c.systemInput), t('m3')],
                ['nonRevenue', c.systemInput === null ? '-' : m3(c.nonRevenue), t('m3')],
                ['nrw', percent(c.nrwBp), '%'],
                ['perConnection', m3(c.litresPerConnectionDay), t('litres')],
              ] as const
            ).map(([key, value, suffix]) => (
              <Col xs={12} lg={6} key={key}>
                <Card size="small" data-testid={`stat-${key}`}>
                  <Statistic
                    title={t(`stat.${key}`)}
                    value={value}
                    suffix={suffix}
                    valueStyle={key === 'nrw' && high(c.nrwBp) ? { color: '#DA5444' } : undefined}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('balance.title')}>
                {c.systemInput !== null && <BalanceTable line={c} />}
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                  {t('balance.rule', { percent: (underBp / 100).toFixed(1) })}
                </Typography.Paragraph>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('areas.title')}>
                <Table<WaterLossArea>
                  rowKey="areaId"
                  size="small"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={d.areas}
                  locale={{ emptyText: t('areas.none') }}
                  columns={[
                    {
                      title: t('areas.area'),
                      render: (_, a) => (
                        <>
                          {`${a.code} ${a.name}`}
                          {a.areaId === worstArea && d.areas.length > 1 && (
                            <Tag color="red" style={{ marginInlineStart: 6 }}>
                              {t('worst')}
                            </Tag>
                          )}
                        </>
                      ),
                    },
                    { title: t('areas.input'), align: 'right', render: (_, a) => m3(a.input) },
                    { title: t('areas.billed'), align: 'right', render: (_, a) => m3(a.billed) },
                    {
                      title: t('areas.unbilled'),
                      align: 'right',
                      render: (_, a) => m3(a.unbilled),
                    },
                    { title: t('areas.loss'), align: 'right', render: (_, a) => m3(a.loss) },
                    {
                      title: '%',
                      align: 'right',
                      render: (_, a) => (
                        <Typography.Text type={high(a.lossBp) ? 'danger' : undefined}>
                          {percent(a.lossBp)}
                        </Typography.Text>
                      ),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={t('trend')}>
            <NrwTrendChart trend={d.trend} />
            <Table<WaterBalanceLine>
              rowKey="month"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={[...d.trend].reverse()}
              columns={[
                {
                  title: t('month'),
                  render: (_, r) => (
                    <>
                      {monthText(r.month)}
                      {r.month === d.worstMonth && (
                        <Tag color="red" style={{ marginInlineStart: 6 }}>
                          {t('worst')}
                        </Tag>
                      )}
                    </>
                  ),
                },
                {
                  title: t('balance.systemInput'),
                  align: 'right',
                  render: (_, r) => m3(r.systemInput),
                },
                {
                  title: t('balance.billedMetered'),
                  align: 'right',
                  render: (_, r) => m3(r.billedMetered),
                },
                { title: t('balance.unbilled'), align: 'right', render: (_, r) => m3(r.unbilled) },
                {
                  title: t('balance.apparentLosses'),
                  align: 'right',
                  render: (_, r) => m3(r.apparentLosses),
                },
                {
                  title: t('balance.realLosses'),
                  align: 'right',
                  render: (_, r) => m3(r.realLosses),
                },
                {
                  title: t('stat.nrw'),
                  align: 'right',
                  render: (_, r) => (
                    <Typography.Text type={high(r.nrwBp) ? 'danger' : undefined}>
                      {percent(r.nrwBp)}
                    </Typography.Text>
                  ),
                },
                {
                  title: t('stat.perConnection'),
                  align: 'right',
                  render: (_, r) => m3(r.litresPerConnectionDay),
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
