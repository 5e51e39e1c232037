import { useMemo, useState } from 'react';
import { Grid, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestKinds, requestSortFields, requestStates } from '@prapa/contracts';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { useAreaOptions } from '../basic/areas/api.ts';
import { requestsApi } from './api.ts';
import { requestColumns } from './request-columns.tsx';
import { NewRequestDrawer } from './new-request-drawer.tsx';
import { RequestDrawer } from './request-drawer.tsx';
import { RequestTools } from './request-tools.tsx';
import { isOpen } from './state-tag.tsx';
import './requests.css';

const FILTERS = ['state', 'kind', 'areaId', 'olderThanDays'] as const;
const LATE_DAYS = 14;

/**
 * /request: the front office's requests (คำร้อง) by state, kind, area and age; one opens
 * beside the list with its timeline and the moves its kind, its state and the reader's
 * rights allow. Requests waiting longer than N days stand out.
 */
export const RequestsPage = () => {
  const { t } = useTranslation('requests');
  const canWrite = useCan('requests.write');
  const wide = Grid.useBreakpoint().md ?? true;
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lateDays, setLateDays] = useState(LATE_DAYS);
  const list = useListParams({ filters: FILTERS, defaultSort: '-filedOn' });
  const result = requestsApi.useList(list.query);
  const areas = useAreaOptions();
  const late = (r: { ageDays: number; state: (typeof requestStates)[number] }) =>
    isOpen(r.state) && r.ageDays > lateDays;
  const columns = useMemo(() => requestColumns(t, lateDays), [t, lateDays]);
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const filters = (
    <>
      <FilterSelect
        list={list}
        name="state"
        options={options(requestStates, 'state')}
        placeholder={t('filter.state')}
        width={190}
      />
      <FilterSelect
        list={list}
        name="kind"
        options={options(requestKinds, 'kind')}
        placeholder={t('filter.kind')}
        width={200}
      />
      <FilterSelect
        list={list}
        name="areaId"
        options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        loading={areas.isLoading}
        placeholder={t('filter.area')}
        width={180}
      />
      <FilterSelect
        list={list}
        name="olderThanDays"
        options={[7, 14, 30, 60].map((d) => ({
          value: String(d),
          label: t('filter.olderThan', { count: d }),
        }))}
        placeholder={t('filter.age')}
        width={170}
      />
    </>
  );

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('searchPlaceholder')}
        exportPath={requestsApi.exportPath}
        onCreate={canWrite ? () => setCreating(true) : undefined}
        createLabel={t('create')}
        filters={filters}
        filtersInDrawer
        extra={
          <Space size={6} wrap>
            <RequestTools />
            <Typography.Text type="secondary">{t('lateDays')}</Typography.Text>
            <InputNumber
              min={1}
              max={365}
              value={lateDays}
              onChange={(v) => setLateDays(v ?? LATE_DAYS)}
              style={{ width: 72 }}
              aria-label={t('lateDays')}
            />
          </Space>
        }
      />
      {result.error ? (
        <QueryError error={result.error} onRetry={() => void result.refetch()} />
      ) : wide ? (
        <DataTable
          list={list}
          result={result}
          columns={columns}
          rowKey="id"
          sortFields={requestSortFields}
          columnsKey="requests"
          emptyText={t('empty')}
          rowClassName={(r) => (late(r) ? 'request-row-late' : '')}
          onRowClick={(r) => setOpenId(r.id)}
        />
      ) : (
        <ColumnCards
          rowKey={(r) => r.id}
          rows={result.data?.items ?? []}
          columns={columns}
          loading={result.isPending}
          emptyText={t('empty')}
          onRowClick={(r) => setOpenId(r.id)}
          pagination={{
            current: list.state.page,
            pageSize: list.state.pageSize,
            total: result.data?.total ?? 0,
            onChange: (page) => list.set({ page }),
            showSizeChanger: false,
          }}
        />
      )}
      <NewRequestDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onFiled={(id) => setOpenId(id)}
      />
      <RequestDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
};
