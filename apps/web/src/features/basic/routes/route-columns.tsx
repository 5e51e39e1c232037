import type { CollectionRoute } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, activeColumn, type ActionsOptions } from '../shared/row-actions.tsx';

type Options = Omit<ActionsOptions<CollectionRoute>, 'name' | 'deactivateHint'>;

const orDash = (value: string | null) => value ?? '–';

export const routeColumns = (o: Options): DataColumn<CollectionRoute>[] => {
  const { t } = o;
  return [
    { key: 'areaName', dataIndex: 'areaName', title: t('route.field.area') },
    { key: 'code', dataIndex: 'code', title: t('field.code'), width: 110 },
    { key: 'name', dataIndex: 'name', title: t('route.field.name') },
    {
      key: 'readerName',
      dataIndex: 'readerName',
      title: t('route.field.reader'),
      render: orDash,
      hideable: true,
    },
    {
      key: 'collectorName',
      dataIndex: 'collectorName',
      title: t('route.field.collector'),
      render: orDash,
      hideable: true,
    },
    {
      key: 'connectionCount',
      dataIndex: 'connectionCount',
      title: t('route.field.connectionCount'),
      align: 'right',
      hideable: true,
    },
    activeColumn<CollectionRoute>(t),
    actionsColumn<CollectionRoute>({
      ...o,
      name: (row) => row.name,
      deactivateHint: t('route.deactivateHint'),
    }),
  ];
};
