import { useTranslation } from 'react-i18next';
import { usageStatusSortFields, type UsageStatus } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { usageStatusesApi } from './api.ts';
import { usageStatusColumns } from './usage-status-columns.tsx';
import { UsageStatusDrawer } from './usage-status-drawer.tsx';

/** /basic/usage_status: a connection's state and what it means for reading and billing. */
export const UsageStatusesPage = () => {
  const { t } = useTranslation('basic');
  const canWrite = useCan('basic.write');
  const list = useListParams({ defaultSort: 'sortOrder' });
  const result = usageStatusesApi.useList(list.query);
  const setActive = usageStatusesApi.useSetActive();
  const drawer = useDrawer<UsageStatus>();

  const columns = usageStatusColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });

  return (
    <>
      <PageHeader description={t('usageStatus.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('usageStatus.searchPlaceholder')}
        exportPath={usageStatusesApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('usageStatus.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={usageStatusSortFields}
        columnsKey="basic.usageStatuses"
        emptyText={t('usageStatus.empty')}
      />
      <UsageStatusDrawer
        open={drawer.open}
        status={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};
