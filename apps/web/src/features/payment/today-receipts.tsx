import { useState } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@prapa/contracts';
import { useCan } from '../../components/use-can.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { openReceiptPdf, useReceipts } from './api.ts';
import { storedReceiptPaper } from './receipt-paper.tsx';
import { VoidReceiptModal } from './void-receipt-modal.tsx';

/** The cashier's receipts of today, newest first: reprint (สำเนา) or, for finance, void. */
export const TodayReceipts = ({ date, cashierId }: { date: string; cashierId: string }) => {
  const { t } = useTranslation('payment');
  const canVoid = useCan('payment.void');
  const list = useReceipts({ date, cashierId, pageSize: '100' });
  const [voiding, setVoiding] = useState<Receipt | null>(null);
  const valid = (list.data?.items ?? []).filter((r) => r.status === 'valid');
  return (
    <Card
      size="small"
      title={t('today.title')}
      extra={t('today.total', {
        count: valid.length,
        amount: formatMoney(valid.reduce((s, r) => s + r.amount, 0)),
      })}
    >
      <Table<Receipt>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        // The panel is narrow: fixed widths keep the amount, reprint and void in it, and the
        // name takes what is left (cut, whole on hover).
        tableLayout="fixed"
        columns={[
          {
            title: t('col.receipt'),
            key: 'no',
            width: 72,
            render: (_, r) => `${r.bookNo}/${r.number}`,
          },
          {
            title: t('col.time'),
            dataIndex: 'paidAt',
            width: 140,
            responsive: ['xxl'],
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('col.name'),
            key: 'payer',
            ellipsis: { showTitle: true },
            render: (_, r) => r.snapshot.payer.name,
          },
          {
            title: t('col.amount'),
            dataIndex: 'amount',
            align: 'right',
            width: 88,
            render: (v: number, r) =>
              r.status === 'void' ? (
                <Tag color="red" bordered={false}>
                  {t('today.void')}
                </Tag>
              ) : (
                formatMoney(v)
              ),
          },
          {
            key: 'actions',
            align: 'right',
            width: canVoid ? 80 : 48,
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<PrinterOutlined />}
                  aria-label={t('today.reprint')}
                  title={t('today.reprint')}
                  onClick={() => void openReceiptPdf(r.id, storedReceiptPaper())}
                />
                {canVoid && r.status === 'valid' && (
                  <Button
                    type="text"
                    danger
                    icon={<StopOutlined />}
                    aria-label={t('today.voidAction')}
                    title={t('today.voidAction')}
                    onClick={() => setVoiding(r)}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      {voiding && <VoidReceiptModal receipt={voiding} onClose={() => setVoiding(null)} />}
    </Card>
  );
};
