import { useState } from 'react';
import { Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { P32Daily } from '@prapa/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { api } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useP32Daily } from './api.ts';
import { headColumns } from './heads-columns.tsx';
import { OverShort } from './over-short.tsx';

type Collector = P32Daily['collectors'][number];
type Area = P32Daily['areas'][number];

/** /report_p32_daily: every collector and channel of a day, by head and by area. */
export const P32DailyPage = () => {
  const { t } = useTranslation('p32');
  const [date, setDate] = useState(dayjs());
  const daily = useP32Daily(date.format('YYYY-MM-DD'));
  const d = daily.data;
  return (
    <>
      <PageHeader
        description={t('daily.description')}
        actions={
          <Space wrap>
            <Button
              icon={<FilePdfOutlined />}
              onClick={() =>
                void openPdf('/api/v1/reports/p32-daily/pdf', { date: date.format('YYYY-MM-DD') })
              }
            >
              {t('daily.pdf')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                void api.download('/api/v1/reports/p32-daily/export', {
                  date: date.format('YYYY-MM-DD'),
                })
              }
            >
              {t('export')}
            </Button>
            <BeDatePicker
              value={date.format('YYYY-MM-DD')}
              onChange={(v) => v && setDate(dayjs(v))}
            />
          </Space>
        }
      />
      {daily.error && <QueryError error={daily.error} />}
      {d && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            size="small"
            title={t('daily.collectors')}
            extra={t('daily.voided', { count: d.voided })}
          >
            <Table<Collector>
              size="small"
              rowKey="officerId"
              pagination={false}
              dataSource={d.collectors}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('collector'), dataIndex: 'name' },
                { title: t('day.count'), dataIndex: 'receipts', align: 'right' },
                ...headColumns<Collector>(t, (r) => r.heads),
                {
                  key: 'remitted',
                  title: t('balance.remitted'),
                  align: 'right',
                  render: (_: unknown, c: Collector) => formatMoney(c.balance.remitted),
                },
                {
                  key: 'shortfall',
                  title: t('balance.shortfall'),
                  align: 'right',
                  render: (_: unknown, c: Collector) => (
                    <OverShort value={c.balance.shortfall} even={c.remittanceId !== null} />
                  ),
                },
                {
                  key: 'held',
                  title: t('balance.held'),
                  align: 'right',
                  render: (_: unknown, c: Collector) => formatMoney(c.balance.held),
                },
              ]}
            />
          </Card>
          <Card size="small" title={t('balance.title')}>
            <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
              <Descriptions.Item label={t('balance.taken')}>
                {formatMoney(d.balance.taken)}
              </Descriptions.Item>
              <Descriptions.Item label={t('balance.remitted')}>
                {formatMoney(d.balance.remitted)}
              </Descriptions.Item>
              <Descriptions.Item label={t('balance.shortfall')}>
                <OverShort
                  value={d.balance.shortfall}
                  even={d.collectors.some((c) => c.remittanceId !== null)}
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('balance.held')}>
                <strong>{formatMoney(d.balance.held)}</strong>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Text type="secondary">{t('balance.identity')}</Typography.Text>
          </Card>
          <Card size="small" title={t('daily.areas')}>
            <Table<Area>
              size="small"
              rowKey={(a) => a.areaId ?? '-'}
              pagination={false}
              dataSource={d.areas}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('col.village'), dataIndex: 'villageNo', align: 'center' },
                { title: t('daily.area'), dataIndex: 'name' },
                { title: t('day.count'), dataIndex: 'receipts', align: 'right' },
                ...headColumns<Area>(t, (r) => r.heads),
              ]}
            />
          </Card>
          <Card size="small" title={t('daily.channels')}>
            {d.channels.map((c) => (
              <div key={c.kind}>
                {t(`channel.${c.kind}`)}: {c.receipts} · {formatMoney(c.total)}
              </div>
            ))}
            <div style={{ marginTop: 8 }}>
              <strong>
                {t('day.total')}: {formatMoney(d.totals.total)}
              </strong>
            </div>
          </Card>
        </Space>
      )}
    </>
  );
};
