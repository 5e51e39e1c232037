import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officerSortFields, type Officer } from '@prapa/contracts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../components/form-drawer/use-drawer.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { useCan } from '../../components/use-can.ts';
import { useSessionUser } from '../../lib/use-session.ts';
import { useOfficeOptions } from '../offices/api.ts';
import { officersApi, useUnlockOfficer } from './api.ts';
import { officerColumns } from './officer-columns.tsx';
import { OfficerDrawer } from './officer-drawer.tsx';
import { useOfficerOptions } from './officer-options.ts';
import { ResetPasswordModal } from './reset-password-modal.tsx';

const FILTERS = ['position', 'role', 'officeId'] as const;

export const OfficersList = () => {
  const { t, i18n } = useTranslation('officers');
  const canWrite = useCan('officer.write');
  const user = useSessionUser();
  const list = useListParams({ filters: FILTERS, defaultSort: 'username' });
  const result = officersApi.useList(list.query);
  const setActive = officersApi.useSetActive();
  const unlock = useUnlockOfficer();
  const offices = useOfficeOptions();
  const options = useOfficerOptions();
  const drawer = useDrawer<Officer>();
  const [resetting, setResetting] = useState<Officer | null>(null);

  const columns = officerColumns({
    t,
    language: i18n.language,
    canWrite,
    selfId: user?.id ?? null,
    onOpen: drawer.openEdit,
    onResetPassword: setResetting,
    onUnlock: (officer) => unlock.mutateAsync({ id: officer.id }),
    onSetActive: (officer, active) => setActive.mutateAsync({ id: officer.id, active }),
  });

  return (
    <>
      <ListToolbar
        list={list}
        searchPlaceholder={t('searchPlaceholder')}
        exportPath={officersApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('create')}
        filters={
          <>
            <FilterSelect
              list={list}
              name="position"
              options={options.positions}
              placeholder={t('filter.position')}
              width={190}
            />
            <FilterSelect
              list={list}
              name="role"
              options={options.roles}
              placeholder={t('filter.role')}
              width={150}
            />
            <FilterSelect
              list={list}
              name="officeId"
              options={offices.data ?? []}
              loading={offices.isLoading}
              placeholder={t('filter.office')}
            />
          </>
        }
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={officerSortFields}
        columnsKey="officers"
        emptyText={t('empty')}
      />
      <OfficerDrawer
        open={drawer.open}
        officer={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
      <ResetPasswordModal officer={resetting} onClose={() => setResetting(null)} />
    </>
  );
};
