import { Button, Card, Empty, Select, Skeleton, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entitlementRegisterSortFields, type EntitlementStateFilter } from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useAreaOptions } from '../areas/api.ts';
import { entitlementColumns } from './entitlement-columns.tsx';
import { EntitlementSummaryCards } from './entitlement-summary.tsx';
import {
  entitlementsExportPath,
  useEntitlementRegister,
  useEntitlementSummary,
} from './entitlements-api.ts';

const FILTERS = ['state', 'schemeId', 'areaId'] as const;
// The schemes tab keeps its list in the same URL: these keys are prefixed apart.
const PREFIX = 'e_';
// What staff ask first (who is entitled now), then what is coming, then the past.
const STATE_ORDER: EntitlementStateFilter[] = ['current', 'future', 'expired', 'all'];

/** Nothing recorded yet: where entitlements come from, and the way there. */
const NoneRecorded = () => {
  const { t } = useTranslation('basic');
  return (
    <Card>
      <Empty
        image={<TeamOutlined style={{ fontSize: 56, color: '#1372BA' }} />}
        styles={{ image: { height: 64 } }}
        description={
          <>
            <Typography.Title level={5}>{t('discount.entitled.emptyTitle')}</Typography.Title>
            <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: '0 auto' }}>
              {t('discount.entitled.emptyText')}
            </Typography.Paragraph>
          </>
        }
      >
        <Link to="/user">
          <Button type="primary">{t('discount.entitled.goToUsers')}</Button>
        </Link>
      </Empty>
    </Card>
  );
};

/**
 * The people entitled to a discount: every entitlement recorded on the organisation's
 * water users (valid today unless another state is chosen), with today's count per scheme.
 * Read-only here; an entitlement is added or changed on the water user's record.
 */
export const EntitlementsTab = () => {
  const { t } = useTranslation('basic');
  const list = useListParams({ prefix: PREFIX, filters: FILTERS, defaultSort: 'customerNo' });
  const summary = useEntitlementSummary();
  const result = useEntitlementRegister(list.query);
  const areas = useAreaOptions();

  if (summary.error && !summary.data) {
    return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
  }
  if (summary.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (summary.data.recorded === 0) return <NoneRecorded />;

  const { filters } = list.state;
  const state = (filters.state ?? 'current') as EntitlementStateFilter;
  return (
    <>
      <EntitlementSummaryCards
        summary={summary.data}
        selected={filters.schemeId}
        onPick={(schemeId) => list.set({ filters: { schemeId, state: undefined } })}
      />
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('discount.entitled.searchPlaceholder')}
        filters={
          <>
            <Select<EntitlementStateFilter>
              aria-label={t('discount.entitled.field.state')}
              value={state}
              options={STATE_ORDER.map((value) => ({
                value,
                label: t(`discount.entitled.state.${value}`),
              }))}
              onChange={(value) =>
                list.set({ filters: { state: value === 'current' ? undefined : value } })
              }
              style={{ width: 170, maxWidth: '100%' }}
            />
            <FilterSelect
              list={list}
              name="schemeId"
              options={summary.data.schemes.map((s) => ({
                value: s.schemeId,
                label: s.schemeName,
              }))}
              placeholder={t('discount.entitled.allSchemes')}
              width={180}
            />
            <FilterSelect
              list={list}
              name="areaId"
              options={(areas.data ?? []).map((a) => ({
                value: a.id,
                label: `${a.code} · ${a.name}`,
              }))}
              loading={areas.isPending}
              placeholder={t('discount.entitled.allAreas')}
              width={180}
            />
          </>
        }
        exportPath={entitlementsExportPath}
      />
      <DataTable
        list={list}
        result={result}
        columns={entitlementColumns(t)}
        rowKey="id"
        sortFields={entitlementRegisterSortFields}
        columnsKey="basic.discountEntitlements"
        emptyText={t('discount.entitled.noneCurrent')}
      />
    </>
  );
};
