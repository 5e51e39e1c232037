import { isValidElement, type Key, type ReactNode } from 'react';
import { Card, Flex, List, Typography, type PaginationProps, type TableColumnsType } from 'antd';
import type { ColumnType } from 'antd/es/table';
import './column-cards.css';

type Props<T> = {
  /** The desk table's own columns (a group's children are not shown). */
  columns: TableColumnsType<T>;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  loading?: boolean;
  pagination?: PaginationProps | false;
  emptyText?: ReactNode;
  onRowClick?: (row: T) => void;
};

const valueAt = (row: unknown, index: ColumnType<unknown>['dataIndex']): unknown => {
  if (index === undefined || index === null) return undefined;
  const path: readonly (string | number)[] = Array.isArray(index) ? index : [index as string];
  return path.reduce<unknown>(
    (v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    row,
  );
};

/** What a column shows for a row: its render (a cell object gives its children), else the value. */
const cellOf = <T,>(c: ColumnType<T>, row: T, i: number): ReactNode => {
  const value = valueAt(row, c.dataIndex as ColumnType<unknown>['dataIndex']);
  if (!c.render) return value as ReactNode;
  const out = c.render(value, row, i);
  if (out !== null && typeof out === 'object' && !isValidElement(out) && 'children' in out)
    return out.children as ReactNode;
  return out as ReactNode;
};

const titleOf = <T,>(c: ColumnType<T>): ReactNode =>
  typeof c.title === 'function' ? null : (c.title as ReactNode);

/** Buttons: a column without a title, or the one keyed 'actions', goes under the fields. */
const isActions = <T,>(c: ColumnType<T>) => !titleOf(c) || c.key === 'actions';

/**
 * A table's rows on a phone: one card a row, each column a label and its value (the same
 * render as the desk's table), the buttons at the bottom.
 */
export const ColumnCards = <T,>(props: Props<T>) => {
  const { onRowClick } = props;
  const columns = props.columns.filter((c): c is ColumnType<T> => !('children' in c));
  const cell = cellOf<T>;
  return (
    <List<T>
      loading={props.loading}
      dataSource={[...props.rows]}
      rowKey={props.rowKey}
      pagination={props.pagination === false ? false : { size: 'small', ...props.pagination }}
      locale={{ emptyText: props.emptyText }}
      renderItem={(row, i) => (
        <List.Item style={{ padding: '4px 0', border: 'none' }}>
          <Card
            size="small"
            style={{ width: '100%', cursor: onRowClick ? 'pointer' : undefined }}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            <Flex vertical gap={6}>
              {columns
                .filter((c) => !isActions(c))
                .map((c, k) => {
                  const value = cell(c, row, i);
                  // A field the row has nothing in (a payment's meter reading) is left out.
                  if (value === '' || value === null || value === undefined || value === false)
                    return null;
                  return (
                    <Flex key={String(c.key ?? k)} gap={12} justify="space-between" align="start">
                      <Typography.Text
                        type="secondary"
                        style={{ flex: '0 0 auto', maxWidth: '40%' }}
                      >
                        {titleOf(c)}
                      </Typography.Text>
                      <div
                        className="prapa-card-value"
                        style={{
                          flex: '1 1 auto',
                          textAlign: 'right',
                          minWidth: 0,
                          overflowWrap: 'anywhere',
                        }}
                      >
                        {value}
                      </div>
                    </Flex>
                  );
                })}
              {columns.filter(isActions).map((c, k) => (
                <Flex key={String(c.key ?? `a${k}`)} justify="end" wrap gap={4}>
                  {cell(c, row, i)}
                </Flex>
              ))}
            </Flex>
          </Card>
        </List.Item>
      )}
    />
  );
};
