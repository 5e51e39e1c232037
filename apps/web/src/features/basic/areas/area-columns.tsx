import type { TFunction } from 'i18next';
import type { Area } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, activeColumn, type ActionsOptions } from '../shared/row-actions.tsx';

type Options = Omit<ActionsOptions<Area>, 'name' | 'deactivateHint'> & { t: TFunction<'basic'> };

export const areaColumns = (o: Options): DataColumn<Area>[] => {
  const { t } = o;
  return [
    { key: 'code', dataIndex: 'code', title: t('field.code'), width: 110 },
    { key: 'name', dataIndex: 'name', title: t('field.name') },
    {
      key: 'villageNo',
      dataIndex: 'villageNo',
      title: t('area.field.villageNo'),
      align: 'right',
      width: 110,
    },
    { key: 'note', dataIndex: 'note', title: t('field.note'), hideable: true, ellipsis: true },
    {
      key: 'routeCount',
      dataIndex: 'routeCount',
      title: t('area.field.routeCount'),
      align: 'right',
      hideable: true,
    },
    activeColumn<Area>(t),
    actionsColumn<Area>({
      ...o,
      name: (row) => row.name,
      deactivateHint: t('area.deactivateHint'),
    }),
  ];
};
