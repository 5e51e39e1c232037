import { useTranslation } from 'react-i18next';
import { areaSortFields, type Area } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { areasApi } from './api.ts';
import { areaColumns } from './area-columns.tsx';
import { AreaDrawer } from './area-drawer.tsx';

/** /basic/area: the villages or zones (หมู่บ้าน/เขต) the utility serves. */
export const AreasPage = () => {
  const { t } = useTranslation('basic');
  const canWrite = useCan('basic.write');
  const list = useListParams({ defaultSort: 'code' });
  const result = areasApi.useList(list.query);
  const setActive = areasApi.useSetActive();
  const drawer = useDrawer<Area>();

  const columns = areaColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });

  return (
    <>
      <PageHeader description={t('area.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('area.searchPlaceholder')}
        exportPath={areasApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('area.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={areaSortFields}
        columnsKey="basic.areas"
        emptyText={t('area.empty')}
      />
      <AreaDrawer
        open={drawer.open}
        area={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};
