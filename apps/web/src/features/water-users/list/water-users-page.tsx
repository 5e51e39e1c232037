import { Button, Flex } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { waterUserSortFields } from '@prapa/contracts';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { waterUsersApi } from '../api.ts';
import { editPath, waterUserColumns } from './water-user-columns.tsx';
import { WATER_USER_FILTERS, WaterUserFilters } from './water-user-filters.tsx';

/** /user: the register of every connection, searched and filtered, with the columns one wants. */
export const WaterUsersPage = () => {
  const { t } = useTranslation('water-users');
  const canWrite = useCan('waterUser.write');
  const navigate = useNavigate();
  const list = useListParams({ filters: WATER_USER_FILTERS, defaultSort: 'customerNo' });
  const result = waterUsersApi.useList(list.query);
  const columns = waterUserColumns({
    t,
    canWrite,
    onOpen: (user) => void navigate(editPath(user.id)),
  });

  return (
    <>
      <PageHeader description={t('list.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('list.searchPlaceholder')}
        exportPath={waterUsersApi.exportPath}
        onCreate={canWrite ? () => void navigate('/user/create') : undefined}
        createLabel={t('create')}
        extra={
          canWrite && (
            <Button icon={<CloudUploadOutlined />} onClick={() => void navigate('/user/import')}>
              {t('importButton')}
            </Button>
          )
        }
      />
      <Flex wrap gap={8} align="center" style={{ marginTop: -4, marginBottom: 16 }}>
        <WaterUserFilters list={list} />
      </Flex>
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={waterUserSortFields}
        columnsKey="water-users"
        emptyText={t('list.empty')}
      />
    </>
  );
};
