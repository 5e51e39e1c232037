import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userTypeSortFields, type UserType } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { userTypesApi } from './api.ts';
import { userTypeColumns } from './user-type-columns.tsx';
import { UserTypeDetail } from './user-type-detail.tsx';
import { UserTypeDrawer } from './user-type-drawer.tsx';

/** /basic/type_of_user: user types and their versioned tariffs. */
export const UserTypesPage = () => {
  const { t } = useTranslation('basic');
  const canWrite = useCan('basic.write');
  const list = useListParams({ defaultSort: 'code' });
  const result = userTypesApi.useList(list.query);
  const setActive = userTypesApi.useSetActive();
  const drawer = useDrawer<UserType>();
  const [detail, setDetail] = useState<{ open: boolean; row: UserType | null }>({
    open: false,
    row: null,
  });
  // The detail follows the list, so an edit shows there at once.
  const detailRow = result.data?.items.find((row) => row.id === detail.row?.id) ?? detail.row;

  const columns = userTypeColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onTariffs: (row) => setDetail({ open: true, row }),
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });

  return (
    <>
      <PageHeader description={t('userType.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('userType.searchPlaceholder')}
        exportPath={userTypesApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('userType.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={userTypeSortFields}
        columnsKey="basic.userTypes"
        emptyText={t('userType.empty')}
      />
      <UserTypeDrawer
        open={drawer.open}
        userType={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
      <UserTypeDetail
        open={detail.open}
        userType={detailRow}
        canWrite={canWrite}
        onClose={() => setDetail((d) => ({ ...d, open: false }))}
      />
    </>
  );
};
