import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Segmented, Select, Space, Table, Tag } from 'antd';
import {
  DownloadOutlined,
  FilePdfOutlined,
  PrinterOutlined,
  StopOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { p32HeadOrder, type P32Receipt } from '@prapa/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { api } from '../../lib/api-client.ts';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { getUser } from '../../lib/session.ts';
import { openReceiptPdf } from '../payment/api.ts';
import { VoidReceiptModal } from '../payment/void-receipt-modal.tsx';
import { useCollectors, useP32Daily, useP32Day, useP32Month } from './api.ts';
import { headColumns } from './heads-columns.tsx';
import { RemittanceCard } from './remittance-card.tsx';

const COLLECTORS = ['cashier', 'finance_officer', 'manager'];

/** /report_p32: one collector's day (ป.32) or month, reprint receipts, receive the money. */
export const P32Page = () => {
  const { t } = useTranslation('p32');
  const canVoid = useCan('payment.void');
  const [voiding, setVoiding] = useState<P32Receipt | null>(null);
  const me = getUser();
  const readsAll = useCan('p32.readAll');
  const collectors = useCollectors(readsAll);
  const [picked, setOfficerId] = useState<string | null>(null);
  const [date, setDate] = useState(dayjs());
  const [view, setView] = useState<'day' | 'month'>('day');
  // Finance opens on a collector who took money that day, not on themselves (who rarely do).
  const daily = useP32Daily(date.format('YYYY-MM-DD'), readsAll && picked === null);
  const firstOfDay = daily.data?.collectors[0]?.officerId;
  const officerId =
    picked ??
    (readsAll ? (daily.isPending ? null : (firstOfDay ?? me?.id ?? null)) : (me?.id ?? null));
  // Once shown, the collector stays until someone picks another: voiding her last receipt
  // takes her off the day's list, and the page must not jump to someone else under the void.
  if (picked === null && officerId !== null) setOfficerId(officerId);
  const day = useP32Day(view === 'day' ? officerId : null, date.format('YYYY-MM-DD'));
  const month = useP32Month(view === 'month' ? officerId : null, date.format('YYYY-MM'));

  const receiptColumns = [
    {
      title: t('col.receipt'),
      key: 'no',
      render: (_: unknown, r: P32Receipt) => `${r.bookNo}/${r.number}`,
    },
    {
      title: t('col.time'),
      dataIndex: 'paidAt',
      render: (v: string) => formatDateTime(v),
      responsive: ['lg' as const],
    },
    { title: t('col.customerNo'), dataIndex: 'customerNo' },
    { title: t('col.name'), dataIndex: 'name' },
    { title: t('col.village'), dataIndex: 'villageNo', align: 'center' as const },
    ...headColumns<P32Receipt>(t, (r) => r.heads),
    {
      key: 'actions',
      render: (_: unknown, r: P32Receipt) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<PrinterOutlined />}
            aria-label={t('reprint')}
            title={t('reprint')}
            onClick={() => void openReceiptPdf(r.id)}
          />
          {canVoid && (
            <Button
              type="text"
              danger
              icon={<StopOutlined />}
              aria-label={t('voidAction')}
              title={t('voidAction')}
              onClick={() => setVoiding(r)}
            />
          )}
        </Space>
      ),
    },
  ];

  const d = day.data;
  return (
    <>
      <PageHeader
        description={t('description')}
        actions={
          <Space wrap>
            <Segmented
              value={view}
              onChange={(v) => setView(v as 'day' | 'month')}
              options={[
                { value: 'day', label: t('view.day') },
                { value: 'month', label: t('view.month') },
              ]}
            />
            <Select
              style={{ minWidth: 220 }}
              value={officerId}
              onChange={setOfficerId}
              aria-label={t('collector')}
              disabled={!readsAll}
              options={
                readsAll
                  ? (collectors.data?.items ?? [])
                      .filter((o) => COLLECTORS.includes(o.position))
                      .map((o) => ({ value: o.id, label: o.fullName }))
                  : [{ value: me?.id ?? '', label: me?.userFullname ?? '' }]
              }
            />
            {view === 'day' && officerId && (
              <Button
                icon={<FilePdfOutlined />}
                onClick={() =>
                  void openPdf('/api/v1/reports/p32/pdf', {
                    officerId,
                    date: date.format('YYYY-MM-DD'),
                  })
                }
              >
                {t('pdf')}
              </Button>
            )}
            {view === 'day' && officerId && (
              <Button
                icon={<DownloadOutlined />}
                onClick={() =>
                  void api.download('/api/v1/reports/p32/export', {
                    officerId,
                    date: date.format('YYYY-MM-DD'),
                  })
                }
              >
                {t('export')}
              </Button>
            )}
            {view === 'day' ? (
              <BeDatePicker
                value={date.format('YYYY-MM-DD')}
                onChange={(v) => v && setDate(dayjs(v))}
              />
            ) : (
              <DatePicker
                value={date}
                onChange={(v) => v && setDate(v)}
                picker="month"
                format="MM/BBBB"
                allowClear={false}
              />
            )}
          </Space>
        }
      />
      {view === 'day' && day.error && <QueryError error={day.error} />}
      {view === 'day' && d && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            size="small"
            title={t('day.title', { name: d.officer.name, date: formatDate(d.date) })}
          >
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('day.books')}>
                {d.books.map((b) => t('day.bookRange', b)).join(', ') || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('day.count')}>{d.receipts.length}</Descriptions.Item>
              <Descriptions.Item label={t('day.held')}>
                <strong>{formatMoney(d.held)}</strong>
              </Descriptions.Item>
            </Descriptions>
            <Table<P32Receipt>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.receipts}
              columns={receiptColumns}
              scroll={{ x: 'max-content' }}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={5}>
                    <strong>{t('day.total')}</strong>
                  </Table.Summary.Cell>
                  {p32HeadOrder.map((k, i) => (
                    <Table.Summary.Cell key={k} index={5 + i} align="right">
                      <strong>{formatMoney(d.totals[k])}</strong>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )}
            />
          </Card>
          {d.voided.length > 0 && (
            <Card size="small" title={t('day.voided')}>
              {d.voided.map((r) => (
                <div key={r.id}>
                  <Tag color="red" bordered={false}>
                    {r.bookNo}/{r.number}
                  </Tag>
                  {r.name} · {formatMoney(r.heads.total)} · {r.voidReason}
                </div>
              ))}
            </Card>
          )}
          <RemittanceCard day={d} onCollector={setOfficerId} />
        </Space>
      )}
      {view === 'month' && month.data && (
        <Card size="small" title={t('month.title', { name: month.data.officer.name })}>
          <Table
            size="small"
            rowKey="date"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={month.data.days.filter((x) => x.total > 0)}
            columns={[
              { title: t('col.date'), dataIndex: 'date', render: (v: string) => formatDate(v) },
              ...month.data.villages.map((v, i) => ({
                key: String(v),
                title: v === null ? t('month.noVillage') : t('month.village', { no: v }),
                align: 'right' as const,
                render: (_: unknown, row: { byVillage: number[] }) =>
                  formatMoney(row.byVillage[i] ?? 0),
              })),
              {
                title: t('head.total'),
                dataIndex: 'total',
                align: 'right' as const,
                render: formatMoney,
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t('day.total')}</strong>
                </Table.Summary.Cell>
                {month.data?.totals.byVillage.map((v, i) => (
                  <Table.Summary.Cell key={i} index={i + 1} align="right">
                    <strong>{formatMoney(v)}</strong>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={99} align="right">
                  <strong>{formatMoney(month.data?.totals.total ?? 0)}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Card>
      )}
      {voiding && <VoidReceiptModal receipt={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
};
