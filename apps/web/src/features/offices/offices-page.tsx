import { useTranslation } from 'react-i18next';
import { officeSortFields, type Office } from '@prapa/contracts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../components/form-drawer/use-drawer.ts';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { officesApi } from './api.ts';
import { officeColumns } from './office-columns.tsx';
import { OfficeDrawer } from './office-drawer.tsx';

/** /basic/group: the offices and counters where staff work and take payments. */
export const OfficesPage = () => {
  const { t } = useTranslation('offices');
  const canWrite = useCan('office.write');
  const list = useListParams({ defaultSort: 'code' });
  const result = officesApi.useList(list.query);
  const setActive = officesApi.useSetActive();
  const drawer = useDrawer<Office>();

  const columns = officeColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onSetActive: (office, active) => setActive.mutateAsync({ id: office.id, active }),
  });

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('searchPlaceholder')}
        exportPath={officesApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={officeSortFields}
        columnsKey="offices"
        emptyText={t('empty')}
      />
      <OfficeDrawer
        open={drawer.open}
        office={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};
