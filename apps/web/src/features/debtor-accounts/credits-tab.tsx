import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreditRow } from '@prapa/contracts';
import { DataTable, type DataColumn } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useRouteOptions, useServiceOptions } from '../water-users/options.ts';
import { debtorsPath, useCredits } from './api.ts';
import { LedgerDrawer } from './ledger-drawer.tsx';

/** Connections that paid ahead: credit on account the next bills will apply. */
export const CreditsTab = () => {
  const { t } = useTranslation('debtors');
  const list = useListParams({ prefix: 'c_', filters: ['areaId', 'routeId'] });
  const credits = useCredits(list.query);
  const options = useServiceOptions();
  const routes = useRouteOptions(list.state.filters.areaId);
  const [open, setOpen] = useState<CreditRow | null>(null);
  const columns: DataColumn<CreditRow>[] = [
    { key: 'customerNo', title: t('col.customerNo'), dataIndex: 'customerNo' },
    { key: 'name', title: t('col.name'), dataIndex: 'name' },
    { key: 'area', title: t('col.area'), dataIndex: 'areaName' },
    {
      key: 'route',
      title: t('col.route'),
      render: (_, r) => (r.routeCode ? `${r.routeCode} · ${r.routeName ?? ''}` : '–'),
    },
    {
      key: 'credit',
      title: t('col.credit'),
      align: 'right',
      render: (_, r) => <Typography.Text type="success">{formatMoney(r.credit)}</Typography.Text>,
    },
  ];
  return (
    <>
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('search')}
        exportPath={`${debtorsPath}/credits/export`}
        extra={
          credits.data && (
            <Typography.Text strong>
              {t('credits.total', { amount: formatMoney(credits.data.totalCredit) })}
            </Typography.Text>
          )
        }
        filters={
          <>
            <FilterSelect
              list={list}
              name="areaId"
              options={options.areas}
              placeholder={t('col.area')}
              width={170}
            />
            <FilterSelect
              list={list}
              name="routeId"
              options={routes.options}
              placeholder={t('col.route')}
              width={190}
            />
          </>
        }
      />
      <DataTable<CreditRow>
        list={list}
        result={credits}
        columns={columns}
        rowKey="waterUserId"
        emptyText={t('credits.empty')}
        onRowClick={setOpen}
      />
      <LedgerDrawer debtor={open} onClose={() => setOpen(null)} />
    </>
  );
};
