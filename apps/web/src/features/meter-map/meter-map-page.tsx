import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Select, Spin, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import type { WaterUser } from '@prapa/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useAreaOptions } from '../basic/areas/api.ts';
import { useOrg } from '../org/api.ts';
import { useRouteOptions } from '../route-order/api.ts';
import { useFillHeight } from '../../lib/use-fill-height.ts';
import { useMeterMap, type MapFilters, type MeterMap } from './api.ts';
import { MapLegend } from './map-legend.tsx';
import { legendOf } from './map-data.ts';
import { MeterMapView } from './meter-map-view.tsx';
import { UnplacedDrawer, useUnplaced } from './unplaced-drawer.tsx';
import { useSetLocation } from '../water-users/api.ts';
import { isApiError } from '../../lib/api-error.ts';

const FILTERS = ['areaId', 'routeId', 'usageStatusId'] as const;
const NOTHING: MeterMap = { statuses: [], points: [] };

/** /meter_location: every connection with a location, clustered, coloured by usage status. */
export const MeterMapPage = () => {
  const { t } = useTranslation('meter-map');
  const list = useListParams({ filters: FILTERS });
  const [search] = useSearchParams();
  const { areaId, routeId, usageStatusId } = list.state.filters;
  const filters: MapFilters = { areaId, routeId, usageStatusId };
  const points = useMeterMap(filters);
  const org = useOrg();
  const areas = useAreaOptions();
  const routes = useRouteOptions();
  const [tilesFailed, setTilesFailed] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const { message, modal } = App.useApp();
  const unplaced = useUnplaced(filters);
  const [listOpen, setListOpen] = useState(false);
  const [placing, setPlacing] = useState<WaterUser | null>(null);
  const setLocation = useSetLocation();
  const place = (lat: number, lng: number) => {
    if (!placing) return;
    const user = placing;
    modal.confirm({
      title: t('unplaced.confirm', { name: user.fullName }),
      content: `${lat.toFixed(6)}, ${lng.toFixed(6)}`,
      okText: t('unplaced.save'),
      onOk: async () => {
        try {
          await setLocation.mutateAsync({ user, lat, lng });
          setPlacing(null);
          void message.success(t('unplaced.saved', { name: user.fullName }));
        } catch (err) {
          void message.error(isApiError(err) ? err.message : String(err));
        }
      },
    });
  };
  const height = useFillHeight(boxRef, { min: 420 });

  const routeOptions = useMemo(
    () =>
      (routes.data ?? [])
        .filter((route) => !areaId || route.areaId === areaId)
        .map((route) => ({ value: route.id, label: `${route.code} · ${route.name}` })),
    [routes.data, areaId],
  );
  const data = points.data;
  // Every status of the organisation comes with the map, in its order.
  const statusOptions = useMemo(
    () => (data?.statuses ?? []).map((s) => ({ value: s.id, label: s.name })),
    [data],
  );
  const legend = useMemo(() => (data ? legendOf(data) : []), [data]);
  const shown = data?.points.length;
  const toggleStatus = (id: string) =>
    list.set({ filters: { usageStatusId: usageStatusId === id ? undefined : id } });

  return (
    <>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={areaId}
          loading={areas.isLoading}
          options={(areas.data ?? []).map((area) => ({
            value: area.id,
            label: `${area.code} · ${area.name}`,
          }))}
          placeholder={t('filter.area')}
          aria-label={t('filter.area')}
          onChange={(value) => {
            const keepRoute = routes.data?.some((r) => r.id === routeId && r.areaId === value);
            list.set({ filters: { areaId: value, routeId: keepRoute ? routeId : undefined } });
          }}
          style={{ width: 220 }}
        />
        <FilterSelect
          list={list}
          name="routeId"
          options={routeOptions}
          loading={routes.isLoading}
          placeholder={t('filter.route')}
          width={240}
        />
        <FilterSelect
          list={list}
          name="usageStatusId"
          options={statusOptions}
          loading={points.isLoading}
          placeholder={t('filter.status')}
          width={200}
        />
        <div style={{ flex: 1 }} />
        {points.isFetching && <Spin size="small" />}
        {shown !== undefined && (
          <Typography.Text type="secondary" data-testid="map-count">
            {t('count', { count: shown })}
          </Typography.Text>
        )}
        {(unplaced.data?.total ?? 0) > 0 && (
          <Button icon={<AimOutlined />} onClick={() => setListOpen(true)}>
            {t('unplaced.button', { count: unplaced.data?.total ?? 0 })}
          </Button>
        )}
      </Flex>
      <div ref={boxRef}>
        {points.error && !data ? (
          <QueryError error={points.error} onRetry={() => void points.refetch()} />
        ) : (
          <MeterMapView
            map={data ?? NOTHING}
            tileUrl={org.data?.mapTileUrl}
            height={height}
            ariaLabel={t('mapLabel')}
            onTilesFailed={setTilesFailed}
            focusId={search.get('focus')}
            onPick={placing ? place : undefined}
          >
            <MapLegend
              entries={legend}
              activeId={usageStatusId}
              onToggle={toggleStatus}
              title={t('legend.title')}
            />
            {placing && (
              <Alert
                type="info"
                showIcon
                title={t('unplaced.placing', { name: placing.fullName })}
                action={
                  <Button size="small" onClick={() => setPlacing(null)}>
                    {t('unplaced.cancel')}
                  </Button>
                }
                style={{ position: 'absolute', top: 12, left: 56, right: 56, zIndex: 1001 }}
              />
            )}
            {!placing && (tilesFailed || shown === 0) && (
              <div
                style={{
                  position: 'absolute',
                  top: 12,
                  left: 56,
                  right: 56,
                  zIndex: 1000,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 8,
                  pointerEvents: 'none',
                }}
              >
                {shown === 0 && (
                  <Alert
                    type="info"
                    showIcon
                    title={list.narrowed ? t('empty.filtered') : t('empty.none')}
                    style={{ pointerEvents: 'auto', maxWidth: 560 }}
                  />
                )}
                {tilesFailed && (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('tilesFailed')}
                    style={{ pointerEvents: 'auto', maxWidth: 560 }}
                  />
                )}
              </div>
            )}
          </MeterMapView>
        )}
      </div>
      <UnplacedDrawer
        open={listOpen}
        filters={filters}
        onClose={() => setListOpen(false)}
        onPlace={(user) => {
          setListOpen(false);
          setPlacing(user);
        }}
      />
    </>
  );
};
