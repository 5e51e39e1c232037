import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IncomeGroupRow, IncomeHeadRow, IncomeReport } from '@prapa/contracts';
import { formatDate, formatMoney } from '../../lib/format.ts';

/** Money received by head against what was billed in the same period. */
export const HeadsTable = ({ report }: { report: IncomeReport }) => {
  const { t } = useTranslation('income');
  const rows = report.heads.filter((h) => h.billed !== 0 || h.received !== 0);
  return (
    <Card size="small" title={t('heads.title')}>
      <Table<IncomeHeadRow>
        size="small"
        rowKey="head"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'head', title: t('col.head'), render: (_, h) => t(`head.${h.head}`) },
          {
            key: 'billed',
            title: t('col.billed'),
            align: 'right',
            render: (_, h) => formatMoney(h.billed),
          },
          {
            key: 'received',
            title: t('col.received'),
            align: 'right',
            render: (_, h) => formatMoney(h.received),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{formatMoney(report.totals.billed)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong data-testid="income-received">{formatMoney(report.totals.received)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
};

/** Receipts grouped by channel, area or user type: how many and how much. */
export const GroupTable = ({
  title,
  rows,
  report,
  nameOf,
}: {
  title: string;
  rows: IncomeGroupRow[];
  report: IncomeReport;
  nameOf: (row: IncomeGroupRow) => string;
}) => {
  const { t } = useTranslation('income');
  return (
    <Card size="small" title={title}>
      <Table<IncomeGroupRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('col.name'), render: (_, r) => nameOf(r) },
          { title: t('col.receipts'), dataIndex: 'receipts', align: 'right' },
          {
            key: 'amount',
            title: t('col.amount'),
            align: 'right',
            render: (_, r) => formatMoney(r.amount),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{report.totals.receipts}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{formatMoney(report.totals.received)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
};

type Voided = IncomeReport['voided']['receipts'][number];

/** Voided receipts: listed apart with their count and sum, never counted as income. */
export const VoidedTable = ({ voided }: { voided: IncomeReport['voided'] }) => {
  const { t } = useTranslation('income');
  return (
    <Card
      size="small"
      title={t('voided.title')}
      extra={t('voided.summary', { count: voided.count, amount: formatMoney(voided.amount) })}
    >
      <Table<Voided>
        size="small"
        rowKey={(r) => `${r.bookNo}/${r.number}`}
        pagination={false}
        dataSource={voided.receipts}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('voided.none') }}
        columns={[
          { key: 'no', title: t('col.receipt'), render: (_, r) => `${r.bookNo}/${r.number}` },
          { key: 'date', title: t('col.date'), render: (_, r) => formatDate(r.date) },
          { title: t('col.customerNo'), dataIndex: 'customerNo' },
          { title: t('col.name'), dataIndex: 'name' },
          {
            key: 'amount',
            title: t('col.amount'),
            align: 'right',
            render: (_, r) => formatMoney(r.amount),
          },
          { title: t('col.reason'), dataIndex: 'reason' },
        ]}
      />
    </Card>
  );
};
