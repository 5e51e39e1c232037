import { useTranslation } from 'react-i18next';
import { meterSizeSortFields, type MeterSize } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { meterSizesApi } from './api.ts';
import { meterSizeColumns } from './meter-size-columns.tsx';
import { MeterSizeDrawer } from './meter-size-drawer.tsx';

/** /basic/meter: meter sizes with their monthly meter fee, deposit and installation fee. */
export const MeterSizesPage = () => {
  const { t } = useTranslation('basic');
  const canWrite = useCan('basic.write');
  const list = useListParams({ defaultSort: 'sortOrder' });
  const result = meterSizesApi.useList(list.query);
  const setActive = meterSizesApi.useSetActive();
  const drawer = useDrawer<MeterSize>();

  const columns = meterSizeColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });

  return (
    <>
      <PageHeader description={t('meterSize.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('meterSize.searchPlaceholder')}
        exportPath={meterSizesApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('meterSize.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={meterSizeSortFields}
        columnsKey="basic.meterSizes"
        emptyText={t('meterSize.empty')}
      />
      <MeterSizeDrawer
        open={drawer.open}
        meterSize={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};
