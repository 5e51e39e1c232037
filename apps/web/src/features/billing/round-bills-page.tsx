import { useState } from 'react';
import { Button, Flex, Input, Select, Table } from 'antd';
import { FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { billStatuses, type BillRow, type BillStatus } from '@prapa/contracts';
import { ExportButton } from '../../components/export-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { useRouteOptions } from '../route-order/api.ts';
import { openRoundBillsPdf, useBills } from './api.ts';
import { billColumns } from './bill-columns.tsx';
import { VoidBillModal } from './void-bill-modal.tsx';
import { WaiveLateFeeModal } from './waive-late-fee-modal.tsx';

const PAGE_SIZE = 50;

/**
 * A round's bills in walk order: filter, print a route or all, export, void and re-bill,
 * waive a late fee.
 */
export const RoundBillsPage = () => {
  const { t } = useTranslation('billing');
  const { roundId = '' } = useParams();
  const canVoid = useCan('billing.void');
  const canWaive = useCan('billing.waiveLateFee');
  const routes = useRouteOptions();
  const [page, setPage] = useState(1);
  const [routeId, setRouteId] = useState<string | undefined>();
  const [status, setStatus] = useState<BillStatus | undefined>();
  const [q, setQ] = useState('');
  const [voiding, setVoiding] = useState<BillRow | null>(null);
  const [waiving, setWaiving] = useState<BillRow | null>(null);
  const query = { roundId, routeId, status, q: q.trim() || undefined, page, pageSize: PAGE_SIZE };
  const bills = useBills(query);
  const filters = { roundId, ...(routeId ? { routeId } : {}), ...(status ? { status } : {}) };

  return (
    <>
      <PageHeader
        description={t('list.description')}
        actions={
          <>
            <ExportButton path="/api/v1/bills/export" params={filters} />
            <Button
              icon={<FilePdfOutlined />}
              onClick={() => void openRoundBillsPdf(roundId, routeId)}
            >
              {routeId ? t('list.printRoute') : t('list.printAll')}
            </Button>
          </>
        }
      />
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          style={{ width: 280 }}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder={t('list.allRoutes')}
          aria-label={t('list.allRoutes')}
          style={{ width: 220 }}
          value={routeId}
          options={(routes.data ?? []).map((r) => ({
            value: r.id,
            label: `${r.code} · ${r.name}`,
          }))}
          onChange={(v?: string) => {
            setRouteId(v);
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder={t('list.allStatuses')}
          aria-label={t('list.allStatuses')}
          style={{ width: 180 }}
          value={status}
          options={billStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v?: BillStatus) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </Flex>
      {bills.error ? (
        <QueryError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : (
        <Table<BillRow>
          rowKey="id"
          size="small"
          loading={bills.isPending}
          dataSource={bills.data?.items ?? []}
          scroll={{ x: 1000 }}
          columns={billColumns(t, canVoid ? setVoiding : null, true, canWaive ? setWaiving : null)}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: bills.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
        />
      )}
      {voiding && <VoidBillModal bill={voiding} onClose={() => setVoiding(null)} />}
      {waiving && <WaiveLateFeeModal bill={waiving} onClose={() => setWaiving(null)} />}
    </>
  );
};
