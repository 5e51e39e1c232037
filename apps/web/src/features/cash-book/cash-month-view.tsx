import { Button, Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CashBookMonth } from '@prapa/contracts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { BankTable } from './bank-table.tsx';

type Row = CashBookMonth['days'][number];

/** A month of the book: a row a day (each opening the day before's closing), the banks. */
export const CashMonthView = ({
  month,
  onDay,
}: {
  month: CashBookMonth;
  onDay: (date: string) => void;
}) => {
  const { t } = useTranslation('cash-book');
  const money = (key: keyof Row, strong = false) => ({
    title: t(`col.${key}`),
    dataIndex: key,
    align: 'right' as const,
    render: (v: number) => (strong ? <strong>{formatMoney(v)}</strong> : formatMoney(v)),
  });
  const total = (v: number, i: number) => (
    <Table.Summary.Cell index={i} align="right">
      <strong>{formatMoney(v)}</strong>
    </Table.Summary.Cell>
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('month.title')}>
        <Table<Row>
          size="small"
          rowKey="date"
          pagination={false}
          dataSource={month.days}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('col.date'),
              dataIndex: 'date',
              render: (v: string) => (
                <Button type="link" size="small" onClick={() => onDay(v)}>
                  {formatDate(v)}
                </Button>
              ),
            },
            money('opening'),
            money('received'),
            money('deposited'),
            money('toTreasury'),
            money('closing', true),
            money('bankNet'),
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{t('month.total')}</strong>
              </Table.Summary.Cell>
              {total(month.opening, 1)}
              {total(month.received, 2)}
              {total(month.deposited, 3)}
              {total(month.toTreasury, 4)}
              {total(month.closing, 5)}
              {total(
                month.days.reduce((s, d) => s + d.bankNet, 0),
                6,
              )}
            </Table.Summary.Row>
          )}
        />
      </Card>
      <Card size="small" title={t('bank.monthTitle')}>
        <BankTable banks={month.banks} />
      </Card>
    </Space>
  );
};
