import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { meterWorkKinds, meterWorkSortFields, meterWorkStates } from '@prapa/contracts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { useCan } from '../../components/use-can.ts';
import { useAreaOptions } from '../basic/areas/api.ts';
import { printOrders, useMarkPrinted, workOrdersApi, type MeterWorkOrder } from './api.ts';
import { CancelOrderModal, DoneOrderModal } from './close-order-modals.tsx';
import { CreateOrderModal } from './create-order-modal.tsx';
import { LATE_DAYS, workColumns } from './work-columns.tsx';

const FILTERS = ['state', 'kind', 'areaId', 'olderThanDays'] as const;

/** Work orders: filters (state, kind, area, age), print one or the page as a list, close. */
export const WorkOrdersTab = () => {
  const { t } = useTranslation('meter-work');
  const canWrite = useCan('meterWork.write');
  const [creating, setCreating] = useState(false);
  const [doing, setDoing] = useState<MeterWorkOrder | null>(null);
  const [cancelling, setCancelling] = useState<MeterWorkOrder | null>(null);
  const areas = useAreaOptions();
  const markPrinted = useMarkPrinted();
  const list = useListParams({ filters: FILTERS, defaultSort: '-createdAt' });
  const result = workOrdersApi.useList(list.query);

  // Handing orders to the field marks the open ones printed; the PDF itself changes nothing.
  const print = (ids: string[], asList = false) => {
    void printOrders(ids, asList);
    if (canWrite) markPrinted.mutate(ids);
  };
  const columns = useMemo(
    () =>
      workColumns({
        t,
        canWrite,
        onPrint: (o) => print([o.id]),
        onDone: setDoing,
        onCancel: setCancelling,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- print reads only stable hooks
    [t, canWrite],
  );
  const pageIds = (result.data?.items ?? []).map((o) => o.id);
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });

  return (
    <>
      <ListToolbar
        list={list}
        activeFilter={false}
        filtersInDrawer
        searchPlaceholder={t('searchPlaceholder')}
        onCreate={canWrite ? () => setCreating(true) : undefined}
        createLabel={t('create.button')}
        extra={
          <Button
            icon={<PrinterOutlined />}
            disabled={pageIds.length === 0}
            onClick={() => print(pageIds, true)}
          >
            {t('action.printList')}
          </Button>
        }
        filters={
          <>
            <FilterSelect
              list={list}
              name="state"
              options={meterWorkStates.map(option('state'))}
              placeholder={t('filter.state')}
              width={150}
            />
            <FilterSelect
              list={list}
              name="kind"
              options={meterWorkKinds.map(option('kind'))}
              placeholder={t('filter.kind')}
              width={170}
            />
            <FilterSelect
              list={list}
              name="areaId"
              options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              loading={areas.isLoading}
              placeholder={t('filter.area')}
              width={170}
            />
            <FilterSelect
              list={list}
              name="olderThanDays"
              options={[7, LATE_DAYS, 30, 60].map((d) => ({
                value: String(d),
                label: t('filter.olderThan', { days: d }),
              }))}
              placeholder={t('filter.age')}
              width={170}
            />
          </>
        }
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={meterWorkSortFields}
        columnsKey="meter-work"
        emptyText={t('empty')}
      />
      <CreateOrderModal open={creating} onClose={() => setCreating(false)} />
      <DoneOrderModal order={doing} onClose={() => setDoing(null)} />
      <CancelOrderModal order={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
};
