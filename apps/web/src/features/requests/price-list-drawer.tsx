import { Drawer, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestPriceItemSortFields, type RequestPriceItem } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import { ColumnCards } from '../../components/data-table/column-cards.tsx';
import { DataTable, type DataColumn } from '../../components/data-table/data-table.tsx';
import { useListParams } from '../../components/data-table/use-list-params.ts';
import { useDrawer } from '../../components/form-drawer/use-drawer.ts';
import { ListToolbar } from '../../components/list-toolbar/list-toolbar.tsx';
import { ReadOnlyTag } from '../../components/read-only-notice.tsx';
import { useCan } from '../../components/use-can.ts';
import { actionsColumn, activeColumn } from '../basic/shared/row-actions.tsx';
import { requestPriceItemsApi } from './documents-api.ts';
import { PriceItemDrawer } from './price-item-drawer.tsx';

type Props = { open: boolean; onClose: () => void };

/**
 * The price list a survey's estimate is made from (materials and labour), beside the
 * requests: the clerk and the manager keep it, the others read it. Its list state has its
 * own prefix in the URL, so it never disturbs the requests list behind it.
 */
export const PriceListDrawer = ({ open, onClose }: Props) => {
  const { t } = useTranslation('request-docs');
  const { t: tb } = useTranslation('basic');
  const wide = Grid.useBreakpoint().md ?? true;
  const canWrite = useCan('requests.write');
  const list = useListParams({ prefix: 'price', defaultSort: 'sortOrder' });
  const result = requestPriceItemsApi.useList(list.query, open);
  const setActive = requestPriceItemsApi.useSetActive();
  const drawer = useDrawer<RequestPriceItem>();

  const columns: DataColumn<RequestPriceItem>[] = [
    {
      key: 'sortOrder',
      dataIndex: 'sortOrder',
      title: tb('field.sortOrder'),
      align: 'right',
      width: 70,
    },
    { key: 'code', dataIndex: 'code', title: tb('field.code'), width: 100 },
    { key: 'name', dataIndex: 'name', title: t('price.field.name') },
    { key: 'unit', dataIndex: 'unit', title: t('price.field.unit'), width: 90 },
    {
      key: 'price',
      dataIndex: 'price',
      title: t('price.field.price'),
      align: 'right',
      render: (satang: number) => formatMoney(satang),
    },
    activeColumn<RequestPriceItem>(tb),
    actionsColumn<RequestPriceItem>({
      t: tb,
      canWrite,
      name: (row) => row.name,
      onOpen: drawer.openEdit,
      onSetActive: (row, active) => setActive.mutateAsync({ id: row.id, active }),
      deactivateHint: t('price.deactivateHint'),
    }),
  ];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={wide ? 880 : '100%'}
      title={t('price.title')}
      extra={!canWrite && <ReadOnlyTag />}
    >
      <Typography.Paragraph type="secondary">{t('price.description')}</Typography.Paragraph>
      <ListToolbar
        list={list}
        searchPlaceholder={t('price.searchPlaceholder')}
        exportPath={requestPriceItemsApi.exportPath}
        onCreate={canWrite ? drawer.openCreate : undefined}
        createLabel={t('price.create')}
      />
      {wide ? (
        <DataTable
          list={list}
          result={result}
          columns={columns}
          rowKey="id"
          sortFields={requestPriceItemSortFields}
          columnsKey="requests.priceItems"
          emptyText={t('price.empty')}
        />
      ) : (
        <ColumnCards
          rowKey={(r) => r.id}
          rows={result.data?.items ?? []}
          columns={columns}
          loading={result.isPending}
          emptyText={t('price.empty')}
          pagination={{
            current: list.state.page,
            pageSize: list.state.pageSize,
            total: result.data?.total ?? 0,
            onChange: (page) => list.set({ page }),
            showSizeChanger: false,
          }}
        />
      )}
      <PriceItemDrawer
        open={drawer.open}
        item={drawer.record}
        readOnly={!canWrite}
        onClose={drawer.close}
      />
    </Drawer>
  );
};
