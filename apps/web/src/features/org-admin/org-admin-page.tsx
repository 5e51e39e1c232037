import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orgAdminSortFields } from '@prapa/contracts';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../components/form-drawer/use-drawer.ts';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useSessionUser } from '../../lib/use-session.ts';
import { BackupCard } from '../backups/backup-card.tsx';
import { ActingBanner } from './acting-banner.tsx';
import { orgAdminApi, useSwitchOrg, type OrgAdminItem } from './api.ts';
import { CreateOrgDrawer } from './create-org-drawer.tsx';
import { EditOrgDrawer } from './edit-org-drawer.tsx';
import { orgAdminColumns } from './org-admin-columns.tsx';

/** /org_admin (IT department): every organisation of this deployment. */
export const OrgAdminPage = () => {
  const { t } = useTranslation('org');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSessionUser();
  const list = useListParams({ defaultSort: 'code' });
  const result = orgAdminApi.useList(list.query);
  const setActive = orgAdminApi.useSetActive();
  const switcher = useSwitchOrg();
  const creating = useDrawer<never>();
  const editing = useDrawer<OrgAdminItem>();

  const switchTo = async (org: OrgAdminItem | null) => {
    try {
      const next = await switcher.mutateAsync(org?.id ?? null);
      message.success(t(org ? 'admin.switched' : 'admin.returned', { name: next.orgName }));
      if (org) navigate('/org');
    } catch (error) {
      message.error(isApiError(error) ? error.message : t('admin.switchFailed'));
    }
  };

  const columns = orgAdminColumns({
    t,
    currentOrgId: user?.org_id ?? null,
    switchingId: switcher.isPending ? (switcher.variables ?? 'home') : null,
    onEdit: editing.openEdit,
    onAdminister: (org) => void switchTo(org),
    onSetActive: (org, active) => setActive.mutateAsync({ id: org.id, active }),
  });

  return (
    <>
      <PageHeader description={t('admin.description')} />
      {user && (
        <ActingBanner
          user={user}
          returning={switcher.isPending && switcher.variables === null}
          onReturn={() => void switchTo(null)}
        />
      )}
      <BackupCard />
      <ListToolbar
        list={list}
        searchPlaceholder={t('admin.searchPlaceholder')}
        exportPath={orgAdminApi.exportPath}
        onCreate={creating.openCreate}
        createLabel={t('admin.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={orgAdminSortFields}
        columnsKey="org-admin"
        emptyText={t('admin.empty')}
      />
      <CreateOrgDrawer open={creating.open} onClose={creating.close} />
      <EditOrgDrawer open={editing.open} org={editing.record} onClose={editing.close} />
    </>
  );
};
