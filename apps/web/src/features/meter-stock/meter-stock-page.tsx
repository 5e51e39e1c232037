import { useMemo, useState } from 'react';
import { Grid, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { meterStatuses, meterStockSortFields } from '@prapa/contracts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { meterSizesApi } from '../basic/meter-sizes/api.ts';
import { meterStockApi } from './api.ts';
import { MeterHistoryDrawer } from './meter-history-drawer.tsx';
import { MoveMeterModal, type MoveTarget } from './move-meter-modal.tsx';
import { ReceiveDeliveryModal } from './receive-delivery-modal.tsx';
import { stockColumns } from './stock-columns.tsx';

const FILTERS = ['status', 'meterSizeId', 'brand', 'batch'] as const;

/** A free-text list filter (brand, batch) bound to the URL; applied on Enter or blur. */
const TextFilter = ({
  list,
  name,
  placeholder,
}: {
  list: ReturnType<typeof useListParams>;
  name: string;
  placeholder: string;
}) => (
  <Input.Search
    key={list.state.filters[name] ?? ''}
    defaultValue={list.state.filters[name]}
    placeholder={placeholder}
    aria-label={placeholder}
    allowClear
    onSearch={(value) => list.set({ filters: { [name]: value.trim() || undefined } })}
    style={{ width: 160, maxWidth: '100%' }}
  />
);

/**
 * /meter_stock ("register meter management", issue 26): meters received, in stock,
 * installed, removed, at test, scrapped; a delivery in; each meter's history. The water
 * meter register (/meter_register) lists the same meters by connection.
 */
export const MeterStockPage = () => {
  const { t } = useTranslation('meter-stock');
  const canWrite = useCan('meterStock.write');
  const compact = !(Grid.useBreakpoint().md ?? true);
  const [receiving, setReceiving] = useState(false);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const sizes = meterSizesApi.useList({ pageSize: 500, sort: 'sortOrder', active: true });
  const sizeOptions = useMemo(
    () => (sizes.data?.items ?? []).map((size) => ({ value: size.id, label: size.label })),
    [sizes.data],
  );
  const list = useListParams({ filters: FILTERS, defaultSort: 'serial' });
  const result = meterStockApi.useList(list.query);
  const columns = useMemo(
    () =>
      stockColumns({
        t,
        canWrite,
        compact,
        onHistory: (m) => setHistoryOf(m.id),
        onMove: (meter, kind) => setMoving({ meter, kind }),
      }),
    [t, canWrite, compact],
  );
  const statusOptions = useMemo(
    () => meterStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
    [t],
  );

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        activeFilter={false}
        filtersInDrawer
        searchPlaceholder={t('searchPlaceholder')}
        exportPath={meterStockApi.exportPath}
        onCreate={canWrite ? () => setReceiving(true) : undefined}
        createLabel={t('receive.button')}
        filters={
          <>
            <FilterSelect
              list={list}
              name="status"
              options={statusOptions}
              placeholder={t('filter.status')}
              width={170}
            />
            <FilterSelect
              list={list}
              name="meterSizeId"
              options={sizeOptions}
              loading={sizes.isLoading}
              placeholder={t('filter.size')}
              width={140}
            />
            <TextFilter list={list} name="brand" placeholder={t('filter.brand')} />
            <TextFilter list={list} name="batch" placeholder={t('filter.batch')} />
          </>
        }
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={meterStockSortFields}
        columnsKey="meter-stock"
        emptyText={t('empty')}
      />
      <ReceiveDeliveryModal
        open={receiving}
        sizes={sizeOptions}
        onClose={() => setReceiving(false)}
      />
      <MoveMeterModal target={moving} onClose={() => setMoving(null)} />
      <MeterHistoryDrawer id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
};
