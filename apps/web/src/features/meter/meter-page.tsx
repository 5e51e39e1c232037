import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { formatRoundMonth } from '../../lib/format.ts';
import { useRouteOptions } from '../route-order/api.ts';
import { useRounds } from '../rounds/api.ts';
import { useRouteSheet } from './api.ts';
import { OfficeGrid } from './office-grid.tsx';

/**
 * /meter: recording a round's readings. Here, the office entry grid (a route's paper
 * book typed in at a desk); the choice of round and route is kept in the URL.
 */
export const MeterPage = () => {
  const { t, i18n } = useTranslation('meter');
  const [search, setSearch] = useSearchParams();
  const rounds = useRounds(1, 24);
  const routes = useRouteOptions();
  const open = (rounds.data?.items ?? []).filter(
    (r) => r.status === 'open' || r.status === 'reading',
  );
  const round = open.find((r) => r.id === search.get('round')) ?? open[0];
  const routeId = search.get('route') ?? routes.data?.[0]?.id;
  const sheet = useRouteSheet(round?.id, routeId);
  const choose = (key: string, value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader description={t('description')} />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Select
          value={round?.id}
          loading={rounds.isPending}
          placeholder={t('round')}
          aria-label={t('round')}
          style={{ minWidth: 200 }}
          options={open.map((r) => ({
            value: r.id,
            label: formatRoundMonth(r.yearBe, r.month, i18n.language),
          }))}
          onChange={(id: string) => choose('round', id)}
        />
        <Select
          value={routeId}
          loading={routes.isPending}
          placeholder={t('route')}
          aria-label={t('route')}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 240 }}
          options={(routes.data ?? []).map((r) => ({
            value: r.id,
            label: `${r.code} · ${r.name}`,
          }))}
          onChange={(id: string) => choose('route', id)}
        />
      </Flex>
      {!round && !rounds.isPending ? (
        <Typography.Paragraph type="secondary">{t('noOpenRound')}</Typography.Paragraph>
      ) : sheet.error ? (
        <QueryError error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : sheet.data ? (
        <OfficeGrid key={`${sheet.data.round.id}-${routeId ?? ''}`} sheet={sheet.data} />
      ) : null}
    </>
  );
};
