import { useState, type Key } from 'react';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DebtAlertRow, DebtStepName } from '@prapa/contracts';
import { PAGE_SIZES, useListParams } from '../../components/data-table/use-list-params.ts';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDebtAlerts, type IssueFilter } from './api.ts';
import { alertColumns } from './alert-columns.tsx';
import { ALERT_FILTERS, AlertFilters } from './alert-filters.tsx';
import { AlertSummary } from './alert-summary.tsx';
import { IssueActions } from './issue-actions.tsx';

const SORTABLE = ['owing', 'unpaidRounds', 'customerNo', 'name', 'walk'];

const sortOf = (sort: string | undefined) => {
  const s = sort ?? '-owing';
  const field = s.replace(/^-/, '');
  return SORTABLE.includes(field) ? { field, desc: s.startsWith('-') } : null;
};

/** The batch filter: what the table shows, less the screen's own notice and step filters. */
const issueFilterOf = (f: Record<string, string | undefined>, q: string): IssueFilter => {
  const n = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  return {
    areaId: f.areaId,
    routeId: f.routeId,
    usageStatusId: f.usageStatusId,
    minRounds: n(f.minRounds),
    maxRounds: n(f.maxRounds),
    minAmount: n(f.minAmount),
    q: q || undefined,
  };
};

/** Tab 1: connections with unpaid rounds, their sums, and the batches that follow. */
export const AlertsTab = ({ onOpenNotice }: { onOpenNotice: (id: string) => void }) => {
  const { t } = useTranslation('payment-alert');
  const canIssue = useCan('debt.write');
  const list = useListParams({
    filters: ALERT_FILTERS,
    defaultSort: '-owing',
    defaultPageSize: 50,
  });
  const alerts = useDebtAlerts(list.query);
  const [selected, setSelected] = useState<DebtAlertRow[]>([]);
  const sort = sortOf(list.state.sort);
  const filter = issueFilterOf(list.state.filters, list.state.q);
  const data = alerts.data;

  return (
    <>
      <AlertSummary
        data={data}
        step={list.state.filters.step}
        onStep={(step?: DebtStepName) => list.set({ filters: { step } })}
      />
      <AlertFilters list={list} />
      {canIssue && (
        <IssueActions
          selected={selected}
          filter={filter}
          narrowed={list.narrowed}
          steps={data?.sums.steps}
          onIssued={() => setSelected([])}
          onClearSelection={() => setSelected([])}
        />
      )}
      {alerts.error && !data ? (
        <QueryError error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : (
        <Table<DebtAlertRow>
          rowKey="waterUserId"
          size="middle"
          loading={alerts.isFetching}
          dataSource={data?.rows ?? []}
          columns={alertColumns(t, sort, data?.settings, onOpenNotice)}
          scroll={{ x: 'max-content' }}
          rowSelection={
            canIssue
              ? {
                  preserveSelectedRowKeys: true,
                  selectedRowKeys: selected.map((r) => r.waterUserId),
                  onChange: (keys: Key[], rows: DebtAlertRow[]) =>
                    // Rows of other pages come back undefined: keep the ones already held.
                    setSelected((held) => {
                      const byId = new Map(held.map((r) => [r.waterUserId, r]));
                      return keys.flatMap((k) => {
                        const row = rows.find((r) => r?.waterUserId === k) ?? byId.get(String(k));
                        return row ? [row] : [];
                      });
                    }),
                }
              : undefined
          }
          locale={{
            emptyText: (
              <Typography.Text type="secondary">
                {list.narrowed ? t('alerts.emptyFiltered') : t('alerts.empty')}
              </Typography.Text>
            ),
          }}
          onChange={(pagination, _f, sorter, extra) => {
            if (extra.action === 'sort') {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const key = String(one?.columnKey ?? '');
              // Walk order has one direction: along the route.
              const desc = one?.order === 'descend' && key !== 'walk';
              list.set({ sort: one?.order ? `${desc ? '-' : ''}${key}` : '-owing' });
            } else if (extra.action === 'paginate') {
              const pageSize = pagination.pageSize ?? list.state.pageSize;
              if (pageSize !== list.state.pageSize) list.set({ pageSize });
              else list.set({ page: pagination.current ?? 1 });
            }
          }}
          pagination={{
            current: list.state.page,
            pageSize: list.state.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal: (count, [from, to]) => t('alerts.range', { from, to, count }),
          }}
        />
      )}
    </>
  );
};
