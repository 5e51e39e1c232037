import { Card, Table, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';
import { useReceipts } from './api.ts';

/**
 * The cashier's receipts of today that left more credit on account than the organisation's
 * limit (each confirmed in the counter's dialog): the ones to look at again before the day
 * is remitted. Shown only when there are some.
 */
export const LargeCreditsToday = ({ date, cashierId }: { date: string; cashierId: string }) => {
  const { t } = useTranslation('payment');
  const list = useReceipts({
    date,
    cashierId,
    largeCredit: 'true',
    status: 'valid',
    pageSize: '100',
  });
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card size="small" title={t('largeCredit.todayTitle', { count: items.length })}>
      <Typography.Paragraph type="warning" style={{ marginBottom: 8 }}>
        <WarningOutlined /> {t('largeCredit.todayHint')}
      </Typography.Paragraph>
      <Table<Receipt>
        size="small"
        rowKey="id"
        tableLayout="fixed"
        dataSource={items}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        columns={[
          {
            title: t('col.receipt'),
            key: 'no',
            width: 72,
            render: (_, r) => `${r.bookNo}/${r.number}`,
          },
          {
            title: t('col.name'),
            key: 'payer',
            ellipsis: true,
            render: (_, r) => `${r.customerNo} · ${r.snapshot.payer.name}`,
          },
          {
            title: t('largeCredit.credit'),
            dataIndex: 'toCredit',
            align: 'right',
            width: 128,
            render: (v: number) => <strong>{formatMoney(v)}</strong>,
          },
        ]}
      />
    </Card>
  );
};
