import { useTranslation } from 'react-i18next';
import { routeSortFields, type CollectionRoute } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { FilterSelect } from '../../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { useAreaOptions } from '../areas/api.ts';
import { routesApi } from './api.ts';
import { routeColumns } from './route-columns.tsx';
import { RouteDrawer } from './route-drawer.tsx';

/** /basic/route: collection routes (สายเก็บเงิน) of each area, with who reads and collects. */
export const RoutesPage = () => {
  const { t } = useTranslation('basic');
  const canWrite = useCan('basic.write');
  const list = useListParams({ defaultSort: 'code', filters: ['areaId'] });
  const result = routesApi.useList(list.query);
  const setActive = routesApi.useSetActive();
  const drawer = useDrawer<CollectionRoute>();
  const areas = useAreaOptions(true);

  const columns = routeColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });

  return (
    <>
      <PageHeader description={t('route.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('route.searchPlaceholder')}
        filters={
          <FilterSelect
            list={list}
            name="areaId"
            placeholder={t('route.allAreas')}
            loading={areas.isPending}
            options={(areas.data ?? []).map((a) => ({
              value: a.id,
              label: `${a.code} · ${a.name}`,
            }))}
            width={240}
          />
        }
        exportPath={routesApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('route.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={routeSortFields}
        columnsKey="basic.routes"
        emptyText={t('route.empty')}
      />
      <RouteDrawer
        open={drawer.open}
        route={drawer.record}
        defaultAreaId={list.state.filters.areaId}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};
