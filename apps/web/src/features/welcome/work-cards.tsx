import { Flex, Progress, Typography } from 'antd';
import {
  AuditOutlined,
  DashboardOutlined,
  FormOutlined,
  SyncOutlined,
  FallOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type {
  DashboardChecks,
  DashboardJobs,
  DashboardReadings,
  DashboardRequests,
  JobKind,
} from '@prapa/contracts';
import { can, jobKindPermission, jobKinds } from '@prapa/contracts';
import { useSessionUser } from '../../lib/use-session.ts';
import { formatRoundMonth } from '../../lib/format.ts';
import { useCard, useNrw } from './dashboard-api.ts';
import {
  countText,
  DashCard,
  Figure,
  FigureLink,
  percentText,
  useOpenable,
} from './dashboard-parts.tsx';

const share = (read: number, expected: number) =>
  expected === 0 ? 0 : Math.floor((read * 1000) / expected) / 10;

/** The open round's readings: read of expected, then each route's bar. */
export const ReadingsCard = () => {
  const { t, i18n } = useTranslation('dashboard');
  const card = useCard<DashboardReadings>('readings', 'round.read');
  const openable = useOpenable();
  if (!card.allowed) return null;
  // The office follows rounds on their screen; the reader on the one they record on.
  const to = openable('/operation/set_service') ? '/operation/set_service' : '/meter';
  return (
    <DashCard
      testId="card-readings"
      title={t('readings.title')}
      icon={<DashboardOutlined />}
      query={card}
    >
      {() => {
        const r = card.data;
        if (!r) return null;
        if (!r.round)
          return <Typography.Text type="secondary">{t('readings.none')}</Typography.Text>;
        return (
          <Flex vertical gap={8}>
            <Flex gap={24} wrap>
              <Figure
                label={t('readings.round', {
                  round: formatRoundMonth(r.round.yearBe, r.round.month, i18n.language),
                })}
                value={`${countText(r.read)} / ${countText(r.expected)}`}
                to={to}
              />
              <Figure
                label={t('readings.notRead')}
                value={countText(r.expected - r.read)}
                to={`/check?round=${r.round.id}&list=notRead`}
                tone="#ED9200"
              />
            </Flex>
            {r.routes.map((route) => (
              <div key={route.routeId ?? 'none'}>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text ellipsis style={{ fontSize: 12 }}>
                    {route.routeCode
                      ? `${route.routeCode} · ${route.routeName ?? ''}`
                      : t('readings.noRoute')}
                  </Typography.Text>
                  <FigureLink
                    to={
                      route.routeId
                        ? `/check?round=${r.round?.id}&routeId=${route.routeId}`
                        : `/check?round=${r.round?.id}`
                    }
                  >
                    <Typography.Text style={{ fontSize: 12, fontVariantNumeric: 'tabular-nums' }}>
                      {countText(route.read)} / {countText(route.expected)}
                    </Typography.Text>
                  </FigureLink>
                </Flex>
                <Progress
                  percent={share(route.read, route.expected)}
                  showInfo={false}
                  size="small"
                />
              </div>
            ))}
          </Flex>
        );
      }}
    </DashCard>
  );
};

/** Readings waiting for the check, and those held. */
export const ChecksCard = () => {
  const { t } = useTranslation('dashboard');
  const card = useCard<DashboardChecks>('checks', 'reading.read');
  if (!card.allowed) return null;
  return (
    <DashCard testId="card-checks" title={t('checks.title')} icon={<AuditOutlined />} query={card}>
      {() => {
        const c = card.data;
        if (!c) return null;
        if (!c.round)
          return <Typography.Text type="secondary">{t('readings.none')}</Typography.Text>;
        const to = `/check?round=${c.round.id}`;
        return (
          <Flex gap={24} wrap>
            <Figure
              label={t('checks.waiting')}
              value={countText(c.waiting)}
              to={to}
              testId="checks-waiting"
            />
            <Figure
              label={t('checks.held')}
              value={countText(c.held)}
              to={`${to}&held=true`}
              tone="#ED9200"
            />
          </Flex>
        );
      }}
    </DashCard>
  );
};

/** Requests not closed, by state; each state opens /request filtered on it. */
export const RequestsCard = () => {
  const { t } = useTranslation(['dashboard', 'requests']);
  const card = useCard<DashboardRequests>('requests', 'requests.read');
  if (!card.allowed) return null;
  return (
    <DashCard
      testId="card-requests"
      title={t('requests.title')}
      icon={<FormOutlined />}
      query={card}
    >
      {() => {
        const r = card.data;
        if (!r) return null;
        return (
          <Flex vertical gap={8}>
            <Figure label={t('requests.waiting')} value={countText(r.waiting)} to="/request" />
            {r.byState.map((s) => (
              <Flex key={s.state} justify="space-between">
                <Typography.Text>{t(`requests:state.${s.state}`)}</Typography.Text>
                <FigureLink to={`/request?state=${s.state}`}>
                  <Typography.Text strong>{countText(s.requests)}</Typography.Text>
                </FigureLink>
              </Flex>
            ))}
          </Flex>
        );
      }}
    </DashCard>
  );
};

/** Where each kind of long work is followed. */
const JOB_SCREEN: Record<JobKind, string> = {
  'water-user-import': '/user/import',
  'billing-run': '/operation/set_service',
  'billing-preview': '/operation/set_service',
  'debt-notices': '/operation/payment_alert',
  'bank-file': '/excel_payment_check',
  'move-in': '/move_in',
  'move-in-undo': '/move_in',
};

/** Long work under way (billing, imports, notices) that the officer may follow. */
export const JobsCard = () => {
  const { t } = useTranslation('dashboard');
  const user = useSessionUser();
  // Only those who may start some kind of job have any to follow (a cashier has none).
  const watches = !!user && jobKinds.some((kind) => can(user, jobKindPermission[kind]));
  const card = useCard<DashboardJobs>('jobs', 'session.self');
  if (!card.allowed || !watches) return null;
  return (
    <DashCard testId="card-jobs" title={t('jobs.title')} icon={<SyncOutlined />} query={card}>
      {() => {
        const items = card.data?.items ?? [];
        if (items.length === 0)
          return <Typography.Text type="secondary">{t('jobs.none')}</Typography.Text>;
        return (
          <Flex vertical gap={8}>
            {items.map((j) => (
              <div key={j.id}>
                <FigureLink to={JOB_SCREEN[j.kind]}>
                  <Typography.Text>{t(`jobs.kind.${j.kind}`)}</Typography.Text>
                </FigureLink>
                <Progress
                  size="small"
                  status="active"
                  percent={j.total === 0 ? 0 : Math.floor((j.done * 100) / j.total)}
                />
              </div>
            ))}
          </Flex>
        );
      }}
    </DashCard>
  );
};

/** Non-revenue water of last month, from /lose_water. */
export const NrwCard = () => {
  const { t, i18n } = useTranslation('dashboard');
  const nrw = useNrw();
  if (!nrw.allowed) return null;
  const [year, month] = nrw.month.split('-').map(Number);
  return (
    <DashCard testId="card-nrw" title={t('nrw.title')} icon={<FallOutlined />} query={nrw}>
      {() => {
        const s = nrw.data;
        const when = formatRoundMonth((year ?? 0) + 543, month ?? 1, i18n.language);
        if (!s)
          return (
            <Typography.Text type="secondary">{t('nrw.none', { month: when })}</Typography.Text>
          );
        return (
          <Flex gap={24} wrap>
            <Figure
              label={t('nrw.percent', { month: when })}
              value={percentText(s.nrwBp)}
              to={`/lose_water?month=${nrw.month}`}
              tone="#DA5444"
            />
            <Figure
              label={t('nrw.volume')}
              value={`${countText(s.nonRevenue)} m³`}
              to={`/lose_water?month=${nrw.month}`}
            />
          </Flex>
        );
      }}
    </DashCard>
  );
};
