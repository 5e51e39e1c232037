import { useMemo, type ReactNode } from 'react';
import { InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { debtNoticeFilters, debtSteps } from '@prapa/contracts';
import type { ListParams } from '../../components/data-table/use-list-params.ts';
import { MoneyInput } from '../../components/inputs/money-input.tsx';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { useAreaOptions } from '../basic/areas/api.ts';
import { usageStatusesApi } from '../basic/usage-statuses/api.ts';
import { useRouteOptions } from '../water-users/options.ts';

export const ALERT_FILTERS = [
  'areaId',
  'routeId',
  'usageStatusId',
  'minRounds',
  'maxRounds',
  'minAmount',
  'notice',
  'step',
] as const;

const toInt = (v: string | undefined) => {
  const n = v === undefined ? Number.NaN : Number.parseInt(v, 10);
  return Number.isFinite(n) ? n : null;
};

/** Who owes: where (area, route), how long, how much, what was sent, what comes next. */
export const AlertFilters = ({ list, extra }: { list: ListParams; extra?: ReactNode }) => {
  const { t } = useTranslation('payment-alert');
  const f = list.state.filters;
  const areas = useAreaOptions(true);
  const routes = useRouteOptions(f.areaId);
  const statuses = usageStatusesApi.useList({ pageSize: 500, sort: 'sortOrder' });
  const areaOptions = useMemo(
    () => (areas.data ?? []).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` })),
    [areas.data],
  );
  const setNumber = (name: string, value: number | null) =>
    list.set({ filters: { [name]: value === null ? undefined : String(value) } });
  return (
    <ListToolbar
      list={list}
      activeFilter={false}
      searchPlaceholder={t('filter.search')}
      extra={extra}
      filtersInDrawer
      filters={
        <>
          <FilterSelect
            list={list}
            name="areaId"
            options={areaOptions}
            placeholder={t('filter.area')}
            width={170}
          />
          <FilterSelect
            list={list}
            name="routeId"
            options={routes.options}
            placeholder={t('filter.route')}
            width={230}
            loading={routes.loading}
          />
          <FilterSelect
            list={list}
            name="usageStatusId"
            options={(statuses.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            placeholder={t('filter.usageStatus')}
            width={180}
          />
          <Space.Compact>
            <InputNumber
              min={0}
              max={999}
              precision={0}
              style={{ width: 130 }}
              placeholder={t('filter.minRounds')}
              aria-label={t('filter.minRounds')}
              value={toInt(f.minRounds)}
              onChange={(v) => setNumber('minRounds', v)}
            />
            <InputNumber
              min={0}
              max={999}
              precision={0}
              style={{ width: 130 }}
              placeholder={t('filter.maxRounds')}
              aria-label={t('filter.maxRounds')}
              value={toInt(f.maxRounds)}
              onChange={(v) => setNumber('maxRounds', v)}
            />
          </Space.Compact>
          <MoneyInput
            style={{ width: 170 }}
            placeholder={t('filter.minAmount')}
            aria-label={t('filter.minAmount')}
            value={toInt(f.minAmount)}
            onChange={(v) =>
              setNumber('minAmount', v !== null && Number.isSafeInteger(v) ? v : null)
            }
          />
          <FilterSelect
            list={list}
            name="notice"
            options={debtNoticeFilters.map((n) => ({ value: n, label: t(`noticeFilter.${n}`) }))}
            placeholder={t('filter.notice')}
            width={190}
          />
          <FilterSelect
            list={list}
            name="step"
            options={debtSteps.map((s) => ({ value: s, label: t(`step.${s}`) }))}
            placeholder={t('filter.step')}
            width={190}
          />
        </>
      }
    />
  );
};
