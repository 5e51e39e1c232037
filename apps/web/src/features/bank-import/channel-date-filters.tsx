import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../components/data-table/use-list-params.ts';
import { FilterSelect } from '../../components/list-toolbar/filter-select.tsx';
import { BeDatePicker } from '../basic/shared/be-date-picker.tsx';
import { useBankChannels } from './api.ts';

/** The channel and the payment-date range, as the files and the queue tabs filter them. */
export const ChannelDateFilters = ({ list }: { list: ListParams }) => {
  const { t } = useTranslation('bank-import');
  const { channels, loading } = useBankChannels();
  const f = list.state.filters;
  return (
    <>
      <FilterSelect
        list={list}
        name="channelId"
        placeholder={t('filter.channel')}
        loading={loading}
        options={channels.map((c) => ({ value: c.id, label: c.name }))}
        width={220}
      />
      <div style={{ width: 160 }}>
        <BeDatePicker
          value={f.from ?? null}
          onChange={(from) => list.set({ filters: { from: from ?? undefined } })}
          placeholder={t('filter.from')}
          allowClear
        />
      </div>
      <div style={{ width: 160 }}>
        <BeDatePicker
          value={f.to ?? null}
          onChange={(to) => list.set({ filters: { to: to ?? undefined } })}
          placeholder={t('filter.to')}
          allowClear
        />
      </div>
    </>
  );
};
