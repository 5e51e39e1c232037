import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenRoute, meterSortFields, meterStatuses } from '@prapa/contracts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { useSessionUser } from '../../lib/use-session.ts';
import { meterSizesApi } from '../basic/meter-sizes/api.ts';
import { MeterChangeRequestsPanel } from '../meter-change/requests-panel.tsx';
import { metersApi } from './api.ts';
import { meterColumns } from './meter-columns.tsx';
import { StockMeterModal } from './stock-meter-modal.tsx';

const FILTERS = ['status', 'meterSizeId'] as const;

/**
 * /meter_register: every meter the utility holds, with its status and the connection it
 * is (or was last) installed on. Meters are installed, replaced and removed from the
 * water user's page; here the office takes meters into stock and decides the meter
 * changes readers asked for from the field.
 */
export const MeterRegisterPage = () => {
  const { t } = useTranslation('meter-register');
  const user = useSessionUser();
  const canWrite = useCan('meter.write');
  const canSeeChanges = useCan('meterChange.read');
  const [stocking, setStocking] = useState(false);
  const sizes = meterSizesApi.useList({ pageSize: 500, sort: 'sortOrder', active: true });
  const sizeOptions = useMemo(
    () => (sizes.data?.items ?? []).map((size) => ({ value: size.id, label: size.label })),
    [sizes.data],
  );
  const list = useListParams({ filters: FILTERS, defaultSort: 'serial' });
  const result = metersApi.useList(list.query);
  const linkToUser = user ? canOpenRoute(user, '/user/edit/x') : false;
  const columns = useMemo(() => meterColumns({ t, linkToUser }), [t, linkToUser]);
  const statusOptions = useMemo(
    () => meterStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
    [t],
  );

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      {canSeeChanges && <MeterChangeRequestsPanel sizes={sizeOptions} />}
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('searchPlaceholder')}
        exportPath={metersApi.exportPath}
        onCreate={canWrite ? () => setStocking(true) : undefined}
        createLabel={t('stock.button')}
        filters={
          <>
            <FilterSelect
              list={list}
              name="status"
              options={statusOptions}
              placeholder={t('filter.status')}
              width={180}
            />
            <FilterSelect
              list={list}
              name="meterSizeId"
              options={sizeOptions}
              loading={sizes.isLoading}
              placeholder={t('filter.size')}
              width={160}
            />
          </>
        }
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={meterSortFields}
        columnsKey="meter-register"
        emptyText={t('empty')}
      />
      <StockMeterModal open={stocking} sizes={sizeOptions} onClose={() => setStocking(false)} />
    </>
  );
};
