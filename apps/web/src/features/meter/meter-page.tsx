import { useRef, useState } from 'react';
import { Button, Flex, Grid, Select, Typography } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { formatRoundMonth } from '../../lib/format.ts';
import { useRouteOptions } from '../route-order/api.ts';
import { useRounds } from '../rounds/api.ts';
import { useRouteSheet } from './api.ts';
import { ReadingImportModal } from './import/import-modal.tsx';
import { OfficeGrid } from './office-grid.tsx';
import { PhoneReader } from './phone-reader.tsx';
import { lastWorkedOn, rememberWorkedOn, usePhoneReady } from './use-offline-meter.ts';
import { useFillHeight } from '../../lib/use-fill-height.ts';

/**
 * /meter: recording a round's readings. On a phone, the reader's app (one connection a
 * screen, offline); on a wide screen, the office entry grid (a paper book typed in). The
 * round and the route are kept in the URL.
 */
export const MeterPage = () => {
  const { t, i18n } = useTranslation('meter');
  const screens = Grid.useBreakpoint();
  const boxRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(boxRef, { min: 400, bottomGap: 12 });
  usePhoneReady();
  const canWrite = useCan('reading.write');
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useSearchParams();
  const rounds = useRounds(1, 24);
  const routes = useRouteOptions();
  const open = (rounds.data?.items ?? []).filter(
    (r) => r.status === 'open' || r.status === 'reading',
  );
  // Offline the lists do not come: the URL, else the route last worked on, still opens it.
  const last = lastWorkedOn();
  const round =
    open.find((r) => r.id === search.get('round')) ??
    open[0] ??
    (rounds.data ? undefined : { id: search.get('round') ?? last?.roundId ?? '' });
  const routeId = search.get('route') ?? last?.routeId ?? routes.data?.[0]?.id;
  // The phone reads its sheet from IndexedDB: only the desk's grid asks the server here.
  const sheet = useRouteSheet(round?.id, routeId, Boolean(screens.lg));
  const choose = (key: string, value: string) => {
    if (key === 'route' && round?.id) rememberWorkedOn({ roundId: round.id, routeId: value });
    return setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  const routeOptions = (routes.data ?? []).map((r) => ({
    value: r.id,
    label: `${r.code} · ${r.name}`,
  }));
  // A phone (or a narrow window): the reader's app, which never scrolls.
  if (!screens.lg) {
    return (
      <div ref={boxRef} style={{ height, overflow: 'hidden' }}>
        <PhoneReader
          roundId={round?.id || undefined}
          routeId={routeId}
          routeOptions={routeOptions}
          onRoute={(id) => choose('route', id)}
          onDownloaded={(id) => round?.id && rememberWorkedOn({ roundId: round.id, routeId: id })}
        />
      </div>
    );
  }

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
        {canWrite && round?.id && (
          <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
            {t('import.open')}
          </Button>
        )}
      </Flex>
      {importing && round?.id && (
        <ReadingImportModal
          roundId={round.id}
          routeId={routeId}
          roundLabel={
            'yearBe' in round ? formatRoundMonth(round.yearBe, round.month, i18n.language) : ''
          }
          onClose={() => setImporting(false)}
        />
      )}
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
