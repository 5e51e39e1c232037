import { useMemo, useState } from 'react';
import { App, Button, Flex, Grid, Input, Segmented, Select, Typography } from 'antd';
import { CheckCircleOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { readingLists, type ReadingList, type RoundReadingRow } from '@prapa/contracts';
import { ConfirmAction } from '../../components/confirm-action.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { FiltersDrawer } from '../../components/list-toolbar/filters-drawer.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatRoundMonth } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useRouteOptions } from '../route-order/api.ts';
import { useRounds } from '../rounds/api.ts';
import {
  checkExportPath,
  checkPdfPath,
  useAcceptRoute,
  useCheckList,
  useCheckSummary,
} from './api.ts';
import { checkColumns } from './check-columns.tsx';
import { CheckSummary } from './check-summary.tsx';
import { CheckRows } from './check-rows.tsx';
import { CorrectModal, HoldModal, SendBackModal, useCodeOptions } from './reading-modals.tsx';
import { CHECK_DEFAULTS, CHECK_NAMESPACES, pickRound, ROUNDS_SHOWN } from './open-check.ts';
import { SwitchLabel } from './switch-label.tsx';

const FILTERS = ['round', 'list', 'routeId', 'anomaly', 'code', 'held', 'estimated'] as const;
const ANOMALIES = ['normal', 'zero', 'low', 'high', 'veryHigh', 'negative', 'lowerThanLast'];
const isList = (v: string | undefined): v is ReadingList => readingLists.some((l) => l === v);

/** /check: a round's readings, the unusual first; accept, correct, send back; the lists. */
export const CheckPage = () => {
  // All the screen's words at once: a namespace asked for later by a child (the filters'
  // drawer) would suspend the page a second time.
  const { t, i18n } = useTranslation(CHECK_NAMESPACES);
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const canCheck = useCan('reading.check');
  const list = useListParams({
    filters: FILTERS,
    defaultSort: CHECK_DEFAULTS.sort,
    defaultPageSize: CHECK_DEFAULTS.pageSize,
  });
  const f = list.state.filters;
  const rounds = useRounds(1, ROUNDS_SHOWN);
  const routes = useRouteOptions();
  const codes = useCodeOptions();
  const [correcting, setCorrecting] = useState<RoundReadingRow | null>(null);
  const [sendingBack, setSendingBack] = useState<RoundReadingRow | null>(null);
  const [holding, setHolding] = useState<RoundReadingRow | null>(null);

  const items = rounds.data?.items ?? [];
  const round = pickRound(items, f.round);
  const editable = round?.status === 'open' || round?.status === 'reading';
  const chosenList = isList(f.list) ? f.list : undefined;

  const filterQuery = useMemo(
    () => ({
      list: chosenList,
      routeId: f.routeId,
      anomaly: f.anomaly,
      code: f.code,
      held: f.held,
      estimated: f.estimated,
      q: list.state.q || undefined,
      sort: list.state.sort === 'walk' ? 'walk' : 'diff',
    }),
    [chosenList, f.routeId, f.anomaly, f.code, f.held, f.estimated, list.state.q, list.state.sort],
  );
  const query = { ...filterQuery, page: list.state.page, pageSize: list.state.pageSize };
  const rows = useCheckList(round?.id, query);
  const summary = useCheckSummary(round?.id);
  const acceptRoute = useAcceptRoute(round?.id);
  const routeName = routes.data?.find((r) => r.id === f.routeId)?.code;

  const setFilter = (patch: Record<string, string | undefined>) => list.set({ filters: patch });
  const listOptions = [
    { value: 'all', label: t('readings:list.all') },
    ...readingLists.map((l) => ({ value: l, label: t(`readings:list.${l}`) })),
  ];
  const chooseList = (value: string) => setFilter({ list: value === 'all' ? undefined : value });

  const columns = checkColumns(t, {
    canCheck,
    editable,
    fixedActions: Boolean(screens.lg),
    onHold: setHolding,
    onCorrect: setCorrecting,
    onSendBack: setSendingBack,
  });

  if (rounds.error)
    return <QueryError error={rounds.error} onRetry={() => void rounds.refetch()} />;

  return (
    <>
      <PageHeader
        description={t('description')}
        tags={!canCheck && <ReadOnlyTag />}
        actions={
          round && (
            <>
              <ExportButton path={checkExportPath(round.id)} params={filterQuery} />
              <Button
                icon={<PrinterOutlined />}
                onClick={() =>
                  openPdf(checkPdfPath(round.id), filterQuery).catch((e: unknown) =>
                    message.error(isApiError(e) ? e.message : String(e)),
                  )
                }
              >
                {t('action.print')}
              </Button>
              {canCheck && editable && (
                <ConfirmAction
                  title={
                    routeName
                      ? t('confirm.acceptRoute', { route: routeName })
                      : t('confirm.acceptAll')
                  }
                  okText={t('action.acceptRoute')}
                  onConfirm={async () => {
                    const { accepted } = await acceptRoute.mutateAsync(f.routeId ?? null);
                    void message.success(t('done.acceptedCount', { count: accepted }));
                  }}
                >
                  <Button type="primary" icon={<CheckCircleOutlined />}>
                    {t('action.acceptRoute')}
                  </Button>
                </ConfirmAction>
              )}
            </>
          )
        }
      />
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Select
          value={round?.id}
          loading={rounds.isPending}
          placeholder={t('round')}
          aria-label={t('round')}
          style={{ minWidth: 200 }}
          options={items.map((r) => ({
            value: r.id,
            label: formatRoundMonth(r.yearBe, r.month, i18n.language),
          }))}
          onChange={(id: string) => setFilter({ round: id })}
        />
        {screens.lg ? (
          <Segmented value={chosenList ?? 'all'} options={listOptions} onChange={chooseList} />
        ) : (
          <Select
            value={chosenList ?? 'all'}
            options={listOptions}
            onChange={chooseList}
            style={{ minWidth: 160 }}
          />
        )}
      </Flex>
      {!round && !rounds.isPending ? (
        <Typography.Paragraph type="secondary">{t('noRound')}</Typography.Paragraph>
      ) : (
        <>
          <CheckSummary
            summary={summary.data}
            loading={summary.isPending}
            activeAnomaly={f.anomaly}
            onAnomaly={(anomaly) => setFilter({ anomaly })}
          />
          <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
            <Input.Search
              allowClear
              defaultValue={list.state.q}
              placeholder={t('filter.search')}
              aria-label={t('filter.search')}
              onSearch={(q) => list.set({ q: q.trim() })}
              style={{ width: 280 }}
            />
            <FiltersDrawer
              active={
                [f.routeId, f.anomaly, f.code, f.held, f.estimated].filter((v) => v !== undefined)
                  .length
              }
            >
              <Select
                allowClear
                value={f.routeId}
                placeholder={t('filter.route')}
                aria-label={t('filter.route')}
                loading={routes.isPending}
                options={(routes.data ?? []).map((r) => ({
                  value: r.id,
                  label: `${r.code} · ${r.name}`,
                }))}
                onChange={(routeId?: string) => setFilter({ routeId })}
                style={{ width: 200 }}
              />
              <Select
                allowClear
                value={f.anomaly}
                placeholder={t('filter.anomaly')}
                aria-label={t('filter.anomaly')}
                options={ANOMALIES.map((a) => ({ value: a, label: t(`readings:anomaly.${a}`) }))}
                onChange={(anomaly?: string) => setFilter({ anomaly })}
                style={{ width: 180 }}
              />
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                value={f.code}
                placeholder={t('filter.code')}
                aria-label={t('filter.code')}
                options={codes}
                onChange={(code?: string) => setFilter({ code })}
                style={{ width: 200 }}
              />
              <SwitchLabel
                checked={f.held === 'true'}
                onChange={(on) => setFilter({ held: on ? 'true' : undefined })}
                label={t('filter.held')}
              />
              <SwitchLabel
                checked={f.estimated === 'true'}
                onChange={(on) => setFilter({ estimated: on ? 'true' : undefined })}
                label={t('filter.estimated')}
              />
              <Select
                value={list.state.sort === 'walk' ? 'walk' : 'diff'}
                aria-label={t('filter.sortDiff')}
                options={[
                  { value: 'diff', label: t('filter.sortDiff') },
                  { value: 'walk', label: t('filter.sortWalk') },
                ]}
                onChange={(sort: string) => list.set({ sort })}
                style={{ width: 220 }}
              />
            </FiltersDrawer>
          </Flex>
          {rows.error ? (
            <QueryError error={rows.error} onRetry={() => void rows.refetch()} />
          ) : (
            <CheckRows
              items={rows.data?.items}
              total={rows.data?.total ?? 0}
              loading={rows.isFetching}
              columns={columns}
              phone={screens.md === false}
              page={list.state.page}
              pageSize={list.state.pageSize}
              onPage={(page, pageSize) => list.set({ page, pageSize })}
            />
          )}
        </>
      )}
      <CorrectModal row={correcting} onClose={() => setCorrecting(null)} />
      <SendBackModal row={sendingBack} onClose={() => setSendingBack(null)} />
      <HoldModal row={holding} onClose={() => setHolding(null)} />
    </>
  );
};
