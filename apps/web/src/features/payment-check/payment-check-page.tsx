import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { PAYMENT_CHECK_MAX_DAYS, paymentCheckFilters, paymentCheckStates } from '@prapa/contracts';
import { ExportButton } from '../../components/export-button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useCan } from '../../components/use-can.ts';
import { toBangkok } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';
import { paymentCheckParams, usePaymentCheck } from './api.ts';
import { PaymentCheckFilters, type CheckQuery } from './payment-check-filters.tsx';
import { PaymentCheckReceipts } from './payment-check-receipts.tsx';
import { ChannelSummary, TotalsBar } from './payment-check-summary.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO = 'YYYY-MM-DD';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_FILTERS = ['channelId', 'cashierId', 'officeId', 'areaId'] as const;

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.find((x) => x === v);

/** The query lives in the address, so a reload or a shared link shows the same check. */
const queryOf = (search: URLSearchParams): CheckQuery => {
  const asked = (name: string) => {
    const v = search.get(name) ?? '';
    return DATE.test(v) && dayjs(v).isValid() ? v : null;
  };
  const from = asked('from') ?? toBangkok(new Date()).format(ISO);
  const last = dayjs(from)
    .add(PAYMENT_CHECK_MAX_DAYS - 1, 'day')
    .format(ISO);
  const to = asked('to') ?? from;
  // A range the API would refuse is narrowed here: the end is kept within 31 days.
  const q: CheckQuery = { from, to: to < from ? from : to > last ? last : to };
  for (const name of ID_FILTERS) {
    const v = search.get(name);
    if (v && UUID.test(v)) q[name] = v;
  }
  const state = oneOf(paymentCheckStates, search.get('state'));
  if (state) q.state = state;
  const check = oneOf(paymentCheckFilters, search.get('check'));
  if (check) q.check = check;
  return q;
};

/**
 * /payment_check: every receipt of a day or range from every channel, each channel against
 * its bank file and the remittances, differences in red; finance ticks transfer and QR
 * receipts against the statement.
 */
export const PaymentCheckPage = () => {
  const { t } = useTranslation('payment-check');
  const canWrite = useCan('paymentCheck.write');
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryOf(search), [search]);
  const check = usePaymentCheck(query);
  const setQuery = (patch: Partial<CheckQuery>) => {
    const next = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...query, ...patch })) if (v) next.set(k, String(v));
    setSearch(next, { replace: true });
  };
  const params = paymentCheckParams(query);
  const d = check.data;
  return (
    <>
      <PageHeader
        description={t('description')}
        actions={
          <Space wrap>
            <Button
              icon={<FilePdfOutlined />}
              onClick={() => void openPdf('/api/v1/payment-check/pdf', params)}
            >
              {t('pdf')}
            </Button>
            <ExportButton path="/api/v1/payment-check/export" params={params} label={t('export')} />
          </Space>
        }
      />
      <PaymentCheckFilters query={query} onChange={setQuery} />
      {check.error && <QueryError error={check.error} onRetry={() => void check.refetch()} />}
      {d && (
        <>
          <TotalsBar d={d} />
          <ChannelSummary
            d={d}
            narrowed={Boolean(query.cashierId || query.officeId || query.areaId)}
          />
          <PaymentCheckReceipts d={d} canWrite={canWrite} loading={check.isFetching} />
        </>
      )}
    </>
  );
};
