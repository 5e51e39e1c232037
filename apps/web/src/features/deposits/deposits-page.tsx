import { useMemo, useState } from 'react';
import { App, Button, Card, Col, Grid, Row, Statistic } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { depositStates } from '@prapa/contracts';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { isApiError } from '../../lib/api-error.ts';
import { formatMoney } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { useAreaOptions } from '../basic/areas/api.ts';
import { depositsApi, registerPdfPath, useDepositRegister } from './api.ts';
import { depositColumns } from './deposit-columns.tsx';
import { DepositDrawer } from './deposit-drawer.tsx';

const FILTERS = ['areaId', 'state'] as const;
const TOTALS = ['held', 'in', 'applied', 'refunded', 'forfeited'] as const;

/**
 * /meter_deposit (ทะเบียนเงินประกันการใช้น้ำ): every connection's meter deposit, what
 * came in (receipts, or the figure brought forward), what was applied to debt, refunded
 * or forfeited, and what is held; the utility's totals above. One opens beside the list
 * with its history, its vouchers and (finance) a refund or a forfeit.
 */
export const DepositsPage = () => {
  const { t } = useTranslation('deposits');
  const { message } = App.useApp();
  const canWrite = useCan('deposits.write');
  const wide = Grid.useBreakpoint().md ?? true;
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useListParams({ filters: FILTERS, defaultSort: 'customerNo' });
  const result = useDepositRegister(list.query);
  const areas = useAreaOptions();
  const columns = useMemo(() => depositColumns(t), [t]);
  const totals = result.data?.totals;
  const figure = (k: (typeof TOTALS)[number]) =>
    !totals ? 0 : k === 'in' ? totals.opening + totals.taken : totals[k];

  const printPdf = () =>
    openPdf(registerPdfPath, list.query).catch((err: unknown) => {
      void message.error(isApiError(err) ? err.message : t('printFailed'));
    });

  return (
    <>
      <PageHeader description={t('description')} tags={!canWrite && <ReadOnlyTag />} />
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {TOTALS.map((k) => (
          <Col key={k} xs={12} sm={8} lg={k === 'held' ? 6 : 4} flex={wide ? 'auto' : undefined}>
            <Card size="small">
              <Statistic
                title={t(`total.${k}`)}
                value={formatMoney(figure(k))}
                valueStyle={k === 'held' ? { color: '#0b6e4f', fontWeight: 600 } : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <ListToolbar
        list={list}
        activeFilter={false}
        searchPlaceholder={t('searchPlaceholder')}
        exportPath={depositsApi.exportPath}
        filters={
          <>
            <FilterSelect
              list={list}
              name="state"
              options={depositStates.map((value) => ({ value, label: t(`state.${value}`) }))}
              placeholder={t('filter.state')}
              width={170}
            />
            <FilterSelect
              list={list}
              name="areaId"
              options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              loading={areas.isLoading}
              placeholder={t('filter.area')}
              width={180}
            />
          </>
        }
        extra={
          <Button icon={<FilePdfOutlined />} onClick={() => void printPdf()}>
            {t('printRegister')}
          </Button>
        }
      />
      {result.error ? (
        <QueryError error={result.error} onRetry={() => void result.refetch()} />
      ) : wide ? (
        <DataTable
          list={list}
          result={result}
          columns={columns}
          rowKey="waterUserId"
          sortFields={[]}
          columnsKey="deposits"
          emptyText={t('empty')}
          onRowClick={(r) => setOpenId(r.waterUserId)}
        />
      ) : (
        <ColumnCards
          rowKey={(r) => r.waterUserId}
          rows={result.data?.items ?? []}
          columns={columns}
          loading={result.isPending}
          emptyText={t('empty')}
          onRowClick={(r) => setOpenId(r.waterUserId)}
          pagination={{
            current: list.state.page,
            pageSize: list.state.pageSize,
            total: result.data?.total ?? 0,
            onChange: (page) => list.set({ page }),
            showSizeChanger: false,
          }}
        />
      )}
      <DepositDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
};
