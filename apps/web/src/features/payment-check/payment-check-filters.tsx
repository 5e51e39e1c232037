import { Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_CHECK_MAX_DAYS,
  paymentCheckFilters,
  paymentCheckStates,
  type PaymentCheckQueryInput,
} from '@prapa/contracts';
import { FiltersDrawer } from '../../components/list-toolbar/filters-drawer.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useAreaOptions } from '../basic/areas/api.ts';
import { useOfficeOptions } from '../offices/api.ts';
import { useCollectors } from '../p32/api.ts';
import { useChannelOptions } from './api.ts';

export type CheckQuery = PaymentCheckQueryInput & { from: string; to: string };

type Props = { query: CheckQuery; onChange: (patch: Partial<CheckQuery>) => void };

const ISO = 'YYYY-MM-DD';
const LAST = PAYMENT_CHECK_MAX_DAYS - 1;

/**
 * The range (at most 31 days: a start after the end, or too far from it, moves the end)
 * and the filters (in a drawer on a phone). Every select clears back to "all".
 */
export const PaymentCheckFilters = ({ query, onChange }: Props) => {
  const { t } = useTranslation('payment-check');
  const channels = useChannelOptions();
  const collectors = useCollectors();
  const offices = useOfficeOptions();
  const areas = useAreaOptions(true);
  const from = dayjs(query.from);
  const active =
    [query.channelId, query.cashierId, query.officeId, query.areaId, query.check].filter(Boolean)
      .length + (query.state && query.state !== 'valid' ? 1 : 0);
  const setFrom = (value: string | null) => {
    if (!value) return;
    const start = dayjs(value);
    const end = dayjs(query.to);
    const to =
      end.isBefore(start) || end.diff(start, 'day') > LAST
        ? start.add(Math.min(LAST, Math.max(0, end.diff(from, 'day'))), 'day')
        : end;
    onChange({ from: value, to: to.format(ISO) });
  };
  const select = (name: keyof CheckQuery, options: { value: string; label: string }[]) => (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      value={query[name] ?? undefined}
      options={options}
      placeholder={t(`filter.${name}`)}
      aria-label={t(`filter.${name}`)}
      onChange={(value) => onChange({ [name]: value ?? undefined })}
      style={{ width: 190, maxWidth: '100%' }}
    />
  );
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
      <div style={{ width: 150 }} aria-label={t('filter.from')}>
        <BeDatePicker value={query.from} onChange={setFrom} allowClear={false} />
      </div>
      <span aria-hidden>–</span>
      <div style={{ width: 150 }} aria-label={t('filter.to')}>
        <BeDatePicker
          value={query.to}
          allowClear={false}
          onChange={(value) => value && onChange({ to: value })}
          disabledDate={(d) => d.isBefore(from, 'day') || d.diff(from, 'day') > LAST}
        />
      </div>
      {/* On a phone the six selects wait behind one button: the day's figures stay in view. */}
      <FiltersDrawer active={active}>
        {select('channelId', channels.data ?? [])}
        {select(
          'cashierId',
          (collectors.data?.items ?? []).map((o) => ({ value: o.id, label: o.fullName })),
        )}
        {select('officeId', offices.data ?? [])}
        {select(
          'areaId',
          (areas.data ?? []).map((a) => ({
            value: a.id,
            label:
              a.villageNo === null
                ? a.name
                : t('filter.village', { no: a.villageNo, name: a.name }),
          })),
        )}
        <Select
          value={query.state ?? 'valid'}
          aria-label={t('filter.state')}
          options={paymentCheckStates.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          onChange={(state) => onChange({ state })}
          style={{ width: 170 }}
        />
        {select(
          'check',
          paymentCheckFilters.map((c) => ({ value: c, label: t(`check.${c}`) })),
        )}
      </FiltersDrawer>
    </Flex>
  );
};
