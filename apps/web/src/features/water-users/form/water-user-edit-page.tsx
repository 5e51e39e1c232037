import { Button, Card, Result, Skeleton, Tabs, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { canOpenRoute, idSchema } from '@prapa/contracts';
import { useSessionUser } from '../../../lib/use-session.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { waterUsersApi } from '../api.ts';
import { BillsTab } from '../bills-tab.tsx';
import { LedgerView } from '../../debtor-accounts/ledger-view.tsx';
import { CancelConnection } from '../cancel-connection.tsx';
import { EntitlementsPanel } from '../entitlements/entitlements-panel.tsx';
import { HoldersPanel } from '../holders-panel.tsx';
import { MeterPanel } from '../meter/meter-panel.tsx';
import { UsageStatusTag } from '../usage-status-tag.tsx';
import { WaterUserAudit } from '../water-user-audit.tsx';
import { WaterUserForm } from './water-user-form.tsx';

const TABS = ['details', 'meter', 'holders', 'discounts', 'bills', 'ledger', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** /user/edit/:userId: the record, its meter, its discounts, its bills and its history. */
export const WaterUserEditPage = () => {
  const { t } = useTranslation(['water-users', 'nav', 'components', 'request-effects']);
  const { userId } = useParams();
  // An id that cannot be a connection's is not asked for: it names nothing (not bad input).
  const known = idSchema.safeParse(userId).success;
  const canWrite = useCan('waterUser.write');
  // Meters are the clerk's; discounts and cancelling move money: finance's (permissions.ts).
  const canMeter = useCan('meter.write');
  const canEntitle = useCan('entitlement.write');
  const canCancel = useCan('connection.cancel');
  const canAudit = useCan('audit.read');
  const canBills = useCan('billing.read');
  const canLedger = useCan('report.read');
  const session = useSessionUser();
  const canMap = session ? canOpenRoute(session, '/meter_location') : false;
  const query = waterUsersApi.useOne(known ? userId : null);
  const update = waterUsersApi.useUpdate();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const raw = search.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'details';

  if (!known) return <Result status="404" title={t('components:error.notFound')} />;
  if (query.error) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 14 }} />;
  const user = query.data;

  const select = (key: string) =>
    setSearch(key === 'details' ? {} : { tab: key }, { replace: true });

  return (
    <>
      <PageHeader
        breadcrumb={[{ title: t('nav:user'), path: '/user' }, { title: user.customerNo }]}
        title={user.fullName}
        tags={
          <>
            <Typography.Text code copyable style={{ fontSize: 15 }}>
              {user.customerNo}
            </Typography.Text>
            <UsageStatusTag name={user.usageStatusName} colour={user.usageStatusColour} />
            {!canWrite && <ReadOnlyTag />}
          </>
        }
        description={user.addressText}
        actions={
          <>
            {canMap && user.latitude !== null && (
              <Button
                icon={<EnvironmentOutlined />}
                onClick={() => navigate(`/meter_location?focus=${encodeURIComponent(user.id)}`)}
              >
                {t('seeOnMap')}
              </Button>
            )}
            {canCancel && <CancelConnection user={user} />}
          </>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={select}
        items={[
          {
            key: 'details',
            label: t('tab.details'),
            children: (
              <WaterUserForm
                user={user}
                readOnly={!canWrite}
                onSubmit={(body) => update.mutateAsync({ id: user.id, body })}
              />
            ),
          },
          {
            key: 'meter',
            label: t('tab.meter'),
            children: <MeterPanel user={user} canWrite={canMeter} />,
          },
          {
            key: 'holders',
            label: t('request-effects:holders.tab'),
            children: <HoldersPanel userId={user.id} />,
          },
          {
            key: 'discounts',
            label: t('tab.discounts'),
            children: <EntitlementsPanel user={user} canWrite={canEntitle} />,
          },
          ...(canBills
            ? [
                {
                  key: 'bills',
                  label: t('tab.bills'),
                  children: <BillsTab waterUserId={user.id} />,
                },
              ]
            : []),
          ...(canLedger
            ? [
                {
                  key: 'ledger',
                  label: t('tab.ledger'),
                  children: (
                    <Card>
                      <LedgerView waterUserId={user.id} />
                    </Card>
                  ),
                },
              ]
            : []),
          ...(canAudit
            ? [
                {
                  key: 'history',
                  label: t('tab.history'),
                  children: (
                    <Card>
                      <WaterUserAudit userId={user.id} />
                    </Card>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
};
