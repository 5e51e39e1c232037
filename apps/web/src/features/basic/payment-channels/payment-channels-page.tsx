import { useTranslation } from 'react-i18next';
import {
  paymentChannelSortFields,
  paymentChannelKinds,
  type PaymentChannel,
} from '@prapa/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListParams } from '../../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../../components/form-drawer/use-drawer.ts';
import { FilterSelect } from '../../../components/list-toolbar/filter-select.tsx';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ReadOnlyTag } from '../../../components/read-only-notice.tsx';
import { useCan } from '../../../components/use-can.ts';
import { paymentChannelsApi } from './api.ts';
import { paymentChannelColumns } from './payment-channel-columns.tsx';
import { PaymentChannelDrawer } from './payment-channel-drawer.tsx';

/** /basic/payment-channel: how water users may pay (cash, transfer, Thai QR …). */
export const PaymentChannelsPage = () => {
  const { t } = useTranslation('basic');
  const canWrite = useCan('basic.write');
  const list = useListParams({ defaultSort: 'sortOrder', filters: ['kind'] });
  const result = paymentChannelsApi.useList(list.query);
  const setActive = paymentChannelsApi.useSetActive();
  const drawer = useDrawer<PaymentChannel>();

  const columns = paymentChannelColumns({
    t,
    canWrite,
    onOpen: drawer.openEdit,
    onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
  });

  return (
    <>
      <PageHeader description={t('channel.description')} tags={!canWrite && <ReadOnlyTag />} />
      <ListToolbar
        list={list}
        searchPlaceholder={t('channel.searchPlaceholder')}
        filters={
          <FilterSelect
            list={list}
            name="kind"
            placeholder={t('channel.allKinds')}
            options={paymentChannelKinds.map((value) => ({
              value,
              label: t(`channel.kind.${value}`),
            }))}
          />
        }
        exportPath={paymentChannelsApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('channel.create')}
      />
      <DataTable
        list={list}
        result={result}
        columns={columns}
        rowKey="id"
        sortFields={paymentChannelSortFields}
        columnsKey="basic.paymentChannels"
        emptyText={t('channel.empty')}
      />
      <PaymentChannelDrawer
        open={drawer.open}
        channel={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </>
  );
};
