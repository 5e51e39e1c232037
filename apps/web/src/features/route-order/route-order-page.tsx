import { useMemo } from 'react';
import { Alert, Empty, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { useAreaOptions } from '../basic/areas/api.ts';
import { useRouteOptions, useRouteStops } from './api.ts';
import { routeLabel } from './move-route-modal.tsx';
import { RouteOrderEditor } from './route-order-editor.tsx';

/**
 * /route_arrangement: the walk order of each route (สายเก็บเงิน), which the meter-reading
 * screen (/meter) and the reading book (ป.31) follow. Area and route are in the URL.
 */
export const RouteOrderPage = () => {
  const { t } = useTranslation('route-order');
  const canWrite = useCan('waterUser.write');
  const [search, setSearch] = useSearchParams();
  const areas = useAreaOptions();
  const routes = useRouteOptions();
  const routeId = search.get('routeId') ?? undefined;
  const route = routes.data?.find((item) => item.id === routeId);
  const areaId = search.get('areaId') ?? route?.areaId ?? undefined;
  const stops = useRouteStops(route ? routeId : undefined);

  const routeOptions = useMemo(
    () =>
      (routes.data ?? [])
        .filter((item) => !areaId || item.areaId === areaId)
        .map((item) => ({
          value: item.id,
          label: `${routeLabel(item)} (${t('connections', { count: item.connectionCount })})`,
        })),
    [routes.data, areaId, t],
  );

  const choose = (next: { areaId?: string; routeId?: string }) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );

  const body = (() => {
    if (routes.error)
      return <QueryError error={routes.error} onRetry={() => void routes.refetch()} />;
    if (!routeId || (!route && !routes.isPending)) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={routeId ? t('routeMissing') : t('chooseRouteFirst')}
          style={{ padding: 48, background: '#fff', borderRadius: 8, margin: 0 }}
        />
      );
    }
    if (stops.error) return <QueryError error={stops.error} onRetry={() => void stops.refetch()} />;
    if (!route || !stops.data) return <Skeleton active paragraph={{ rows: 10 }} />;
    return (
      <RouteOrderEditor
        route={route}
        stops={stops.data}
        routes={routes.data ?? []}
        readOnly={!canWrite}
        onReload={() => void stops.refetch()}
      />
    );
  })();

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={areaId}
          loading={areas.isLoading}
          options={(areas.data ?? []).map((area) => ({
            value: area.id,
            label: `${area.code} · ${area.name}`,
          }))}
          placeholder={t('allAreas')}
          aria-label={t('area')}
          onChange={(value) =>
            choose({
              areaId: value,
              routeId: route && value && route.areaId !== value ? undefined : routeId,
            })
          }
          style={{ width: 240 }}
        />
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          value={route ? routeId : undefined}
          loading={routes.isLoading}
          options={routeOptions}
          placeholder={t('chooseRoute')}
          aria-label={t('route')}
          notFoundContent={t('noRoutes')}
          onChange={(value) => choose({ routeId: value })}
          style={{ width: 360 }}
          data-testid="route-select"
        />
        {route && (
          <Space size={16} wrap>
            <Typography.Text type="secondary">
              {t('summary.reader')}:{' '}
              <Typography.Text>{route.readerName ?? t('summary.none')}</Typography.Text>
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('summary.collector')}:{' '}
              <Typography.Text>{route.collectorName ?? t('summary.none')}</Typography.Text>
            </Typography.Text>
          </Space>
        )}
      </Flex>
      <Alert type="info" showIcon title={t('followedBy')} style={{ marginBottom: 12 }} />
      {body}
    </>
  );
};
