/**
 * A server-driven list: paging and sorting live in the URL (useListParams), the rows
 * come from a TanStack query answering `{ items, total }`.
 *   <DataTable list={list} result={officersQuery} columns={columns} rowKey="id" />
 * Sorting is on the server: pass the contracts' `sortFields` (e.g. officeSortFields) and
 * every column whose key (or `sortField`) is listed sorts; without it, columns opt in
 * with `sortable` / `sortField`.
 */
import { useMemo, type Key, type ReactNode } from 'react';
import { Flex, Skeleton, Table, Typography } from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListResult } from '@prapa/contracts';
import { PAGE_SIZES, type ListParams } from './use-list-params.ts';
import { ColumnChooser, useHiddenColumns } from './column-chooser.tsx';
import { TableEmpty } from './table-empty.tsx';
import { QueryError } from '../query-error.tsx';

export type DataColumn<T> = Omit<ColumnType<T>, 'key' | 'title' | 'sorter' | 'sortOrder'> & {
  key: string;
  title: ReactNode;
  /** Server sort field when it differs from the key. */
  sortField?: string;
  sortable?: boolean;
  /** May be hidden with the column chooser (needs `columnsKey`). */
  hideable?: boolean;
  defaultHidden?: boolean;
};

export type DataTableProps<T> = {
  list: ListParams;
  result: Pick<
    UseQueryResult<ListResult<T>>,
    'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'
  >;
  columns: DataColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** The fields the list endpoint sorts by (from contracts). */
  sortFields?: readonly string[];
  /** Enables the column chooser, remembered under this key. */
  columnsKey?: string;
  /** What to offer when the list is empty and nothing narrows it (e.g. a New button). */
  emptyAction?: ReactNode;
  emptyText?: ReactNode;
  scrollX?: number | string;
  rowClassName?: (row: T) => string;
  /** A click anywhere on a row (e.g. to open its details beside the list). */
  onRowClick?: (row: T) => void;
};

const sortFieldOf = <T,>(column: DataColumn<T>, sortFields: readonly string[] | undefined) => {
  if (!sortFields) return column.sortField ?? (column.sortable ? column.key : undefined);
  const field = column.sortField ?? column.key;
  return sortFields.includes(field) ? field : undefined;
};

export const DataTable = <T extends object>(props: DataTableProps<T>) => {
  const { list, result, columns, rowKey, columnsKey, emptyAction, emptyText, sortFields } = props;
  const { t } = useTranslation('components');
  const defaults = columns.filter((c) => c.defaultHidden).map((c) => c.key);
  const [hidden, setHidden] = useHiddenColumns(columnsKey, defaults);
  const { sort } = list.state;

  const antColumns = useMemo<ColumnType<T>[]>(
    () =>
      columns
        .filter((column) => !columnsKey || !column.hideable || !hidden.includes(column.key))
        .map((full) => {
          const field = sortFieldOf(full, sortFields);
          const { sortField: _s, sortable: _o, hideable: _h, defaultHidden: _d, ...column } = full;
          if (!field) return column;
          const order = sort === field ? 'ascend' : sort === `-${field}` ? 'descend' : null;
          return { ...column, sorter: true, sortOrder: order, showSorterTooltip: false };
        }),
    [columns, columnsKey, hidden, sort, sortFields],
  );

  if (result.error && !result.data) {
    return <QueryError error={result.error} onRetry={() => void result.refetch()} />;
  }
  if (result.isPending) {
    return <Skeleton active title={false} paragraph={{ rows: 8 }} />;
  }

  const onChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
    extra: { action: string },
  ) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = columns.find((c) => c.key === one?.columnKey);
      const field = column ? sortFieldOf(column, sortFields) : undefined;
      const next = field && one?.order ? (one.order === 'descend' ? `-${field}` : field) : '';
      list.set({ sort: next });
      return;
    }
    if (extra.action === 'paginate') {
      const pageSize = pagination.pageSize ?? list.state.pageSize;
      if (pageSize !== list.state.pageSize) list.set({ pageSize });
      else list.set({ page: pagination.current ?? 1 });
    }
  };

  const total = result.data?.total ?? 0;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={antColumns}
      dataSource={result.data?.items ?? []}
      loading={result.isFetching}
      onChange={onChange}
      scroll={{ x: props.scrollX ?? 'max-content' }}
      rowClassName={props.rowClassName}
      onRow={
        props.onRowClick
          ? (row) => ({ onClick: () => props.onRowClick?.(row), style: { cursor: 'pointer' } })
          : undefined
      }
      size="middle"
      title={
        columnsKey
          ? () => (
              <Flex justify="space-between" align="center">
                <Typography.Text type="secondary">
                  {t('table.total', { count: total })}
                </Typography.Text>
                <ColumnChooser
                  columns={columns.map((c) => ({
                    key: c.key,
                    title: c.title,
                    hideable: !!c.hideable,
                  }))}
                  hidden={hidden}
                  onChange={setHidden}
                />
              </Flex>
            )
          : undefined
      }
      locale={{
        emptyText: (
          <TableEmpty
            narrowed={list.narrowed}
            onClear={list.reset}
            action={emptyAction}
            text={emptyText}
          />
        ),
      }}
      pagination={{
        current: list.state.page,
        pageSize: list.state.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count, [from, to]) => t('table.range', { from, to, count }),
        hideOnSinglePage: false,
      }}
    />
  );
};
