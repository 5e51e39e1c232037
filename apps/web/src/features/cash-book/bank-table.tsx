import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CashBookBank } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';

const signed = (v: number | null) => (v === null ? '-' : formatMoney(v));

/**
 * Each bank account's money: cash deposited, transfers and QR received, sent to the
 * treasury; beside the imported bank files' own total and the difference from ours.
 */
export const BankTable = ({ banks }: { banks: CashBookBank[] }) => {
  const { t } = useTranslation('cash-book');
  return (
    <>
      <Table<CashBookBank>
        size="small"
        rowKey="accountNo"
        pagination={false}
        dataSource={banks}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('bank.none') }}
        columns={[
          {
            key: 'account',
            title: t('bank.account'),
            render: (_: unknown, b: CashBookBank) =>
              b.accountNo ? (
                <span>
                  {b.bank} <Typography.Text code>{b.accountNo}</Typography.Text>
                </span>
              ) : (
                t('bank.unassigned')
              ),
          },
          {
            title: t('bank.deposited'),
            dataIndex: 'deposited',
            align: 'right',
            render: formatMoney,
          },
          { title: t('bank.received'), dataIndex: 'received', align: 'right', render: formatMoney },
          {
            title: t('bank.toTreasury'),
            dataIndex: 'toTreasury',
            align: 'right',
            render: formatMoney,
          },
          {
            title: t('bank.net'),
            dataIndex: 'net',
            align: 'right',
            render: (v: number) => <strong>{formatMoney(v)}</strong>,
          },
          { title: t('bank.statement'), dataIndex: 'statement', align: 'right', render: signed },
          {
            title: t('bank.difference'),
            dataIndex: 'difference',
            align: 'right',
            render: (v: number | null) =>
              v === null || v === 0 ? (
                signed(v)
              ) : (
                <Typography.Text type="warning">{formatMoney(v)}</Typography.Text>
              ),
          },
        ]}
      />
      <Typography.Text type="secondary">{t('bank.differenceHint')}</Typography.Text>
    </>
  );
};
