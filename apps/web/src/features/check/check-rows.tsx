import { Table, type PaginationProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { RoundReadingRow } from '@prapa/contracts';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { ReadingHistory } from './reading-history.tsx';
import { useFirstRowsFirst } from './use-first-rows-first.ts';

type Props = {
  items: RoundReadingRow[] | undefined;
  total: number;
  loading: boolean;
  columns: ColumnsType<RoundReadingRow>;
  /** A phone: one card a reading, its buttons under it, never off the screen's edge. */
  phone: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
};

// What a card leaves out: the walk order and the % difference (the anomaly says it).
const DESK_ONLY = new Set(['route', 'diff']);

/** The round's readings: a table on a desk, cards on a phone. */
export const CheckRows = ({ items, total, loading, columns, phone, ...paging }: Props) => {
  const { t } = useTranslation('check');
  const shown = useFirstRowsFirst(items);
  const pagination: PaginationProps = {
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [20, 50, 100, 200],
    showTotal: (count) => t('total', { count }),
    onChange: paging.onPage,
  };
  if (phone)
    return (
      <ColumnCards<RoundReadingRow>
        columns={columns.filter((c) => !DESK_ONLY.has(String(c.key)))}
        rows={shown}
        rowKey={(r) => r.waterUserId}
        loading={loading}
        emptyText={t('empty')}
        pagination={{ ...pagination, showSizeChanger: false }}
      />
    );
  return (
    <Table<RoundReadingRow>
      rowKey="waterUserId"
      size="small"
      loading={loading}
      dataSource={shown}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('empty') }}
      expandable={{
        expandedRowRender: (row) => <ReadingHistory waterUserId={row.waterUserId} />,
      }}
      pagination={pagination}
    />
  );
};
