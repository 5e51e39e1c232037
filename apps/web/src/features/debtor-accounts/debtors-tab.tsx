import { useState } from 'react';
import { Button, InputNumber, Select, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AGEING_BUCKETS, bangkokDate, type AgeingBucket } from '@prapa/domain';
import type { DebtorRow } from '@prapa/contracts';
import { DataTable, type DataColumn } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { formatMoney } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useRouteOptions, useServiceOptions } from '../water-users/options.ts';
import { AgeingCards } from './ageing-cards.tsx';
import { debtorsPath, roundMonthText, useDebtors } from './api.ts';
import { LedgerDrawer } from './ledger-drawer.tsx';

const FILTERS = ['areaId', 'routeId', 'usageStatusId', 'bucket', 'minRounds', 'minAmount', 'asOf'];
const SORTS = [
  'customerNo',
  'name',
  'area',
  'route',
  'unpaidRounds',
  'oldestMonth',
  'owed',
  'overdue',
];

/** Every connection owing, aged by unpaid rounds; a row opens its ป.17. */
export const DebtorsTab = () => {
  const { t, i18n } = useTranslation('debtors');
  const list = useListParams({ filters: FILTERS, defaultSort: '-owed' });
  const debtors = useDebtors(list.query);
  const options = useServiceOptions();
  const routes = useRouteOptions(list.state.filters.areaId);
  const [open, setOpen] = useState<DebtorRow | null>(null);
  const f = list.state.filters;
  const setFilter = (name: string, value: string | undefined) =>
    list.set({ filters: { [name]: value } });

  const columns: DataColumn<DebtorRow>[] = [
    { key: 'customerNo', title: t('col.customerNo'), dataIndex: 'customerNo' },
    { key: 'name', title: t('col.name'), dataIndex: 'name' },
    { key: 'area', title: t('col.area'), dataIndex: 'areaName', hideable: true },
    {
      key: 'route',
      title: t('col.route'),
      hideable: true,
      render: (_, r) => (r.routeCode ? `${r.routeCode} · ${r.routeSeq ?? '–'}` : '–'),
    },
    {
      key: 'usageStatus',
      title: t('col.usageStatus'),
      hideable: true,
      render: (_, r) => <Tag color={r.usageStatusColour}>{r.usageStatusName}</Tag>,
    },
    {
      key: 'unpaidRounds',
      title: t('col.unpaidRounds'),
      dataIndex: 'unpaidRounds',
      align: 'right',
    },
    {
      key: 'bucket',
      title: t('col.bucket'),
      render: (_, r) => t(`bucket.${r.bucket}`),
      hideable: true,
    },
    {
      key: 'oldestMonth',
      title: t('col.oldestMonth'),
      render: (_, r) => roundMonthText(r.oldestMonth, i18n.language),
    },
    {
      key: 'overdue',
      title: t('col.overdue'),
      align: 'right',
      hideable: true,
      render: (_, r) => formatMoney(r.overdue),
    },
    {
      key: 'owed',
      title: t('col.owed'),
      align: 'right',
      render: (_, r) => <Typography.Text strong>{formatMoney(r.owed)}</Typography.Text>,
    },
  ];

  return (
    <>
      {debtors.data && (
        <AgeingCards
          totals={debtors.data.totals}
          bucket={f.bucket}
          onBucket={(b: AgeingBucket | undefined) => setFilter('bucket', b)}
        />
      )}
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('search')}
        exportPath={`${debtorsPath}/export`}
        extra={
          <Button
            icon={<FilePdfOutlined />}
            onClick={() => void openPdf(`${debtorsPath}/pdf`, list.exportQuery)}
          >
            {t('pdf')}
          </Button>
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
            <FilterSelect
              list={list}
              name="usageStatusId"
              options={options.usageStatuses}
              placeholder={t('col.usageStatus')}
              width={160}
            />
            <Select
              allowClear
              value={f.bucket}
              placeholder={t('col.bucket')}
              aria-label={t('col.bucket')}
              style={{ width: 150 }}
              onChange={(v: string | undefined) => setFilter('bucket', v)}
              options={AGEING_BUCKETS.map((b) => ({ value: b, label: t(`bucket.${b}`) }))}
            />
            <InputNumber
              min={0}
              placeholder={t('filter.minRounds')}
              aria-label={t('filter.minRounds')}
              value={f.minRounds ? Number(f.minRounds) : null}
              onChange={(v) => setFilter('minRounds', v === null ? undefined : String(v))}
              style={{ width: 150 }}
            />
            <InputNumber
              min={0}
              placeholder={t('filter.minAmount')}
              aria-label={t('filter.minAmount')}
              value={f.minAmount ? Number(f.minAmount) / 100 : null}
              onChange={(v) =>
                setFilter('minAmount', v === null ? undefined : String(Math.round(v * 100)))
              }
              style={{ width: 170 }}
            />
            <span style={{ width: 160 }} title={t('filter.asOf')}>
              <BeDatePicker
                value={f.asOf ?? bangkokDate(new Date())}
                onChange={(v) => setFilter('asOf', v ?? undefined)}
                allowClear={false}
              />
            </span>
          </>
        }
      />
      <DataTable<DebtorRow>
        list={list}
        result={debtors}
        columns={columns}
        rowKey="waterUserId"
        sortFields={SORTS}
        columnsKey="debtors"
        emptyText={t('empty')}
        onRowClick={setOpen}
      />
      <LedgerDrawer debtor={open} onClose={() => setOpen(null)} />
    </>
  );
};
