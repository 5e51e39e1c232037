import type { TFunction } from 'i18next';
import type { MeterSize } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, activeColumn, type ActionsOptions } from '../shared/row-actions.tsx';

type Options = Omit<ActionsOptions<MeterSize>, 'name' | 'deactivateHint'>;

const money = (
  key: 'monthlyFee' | 'deposit' | 'installationFee',
  t: TFunction<'basic'>,
): DataColumn<MeterSize> => ({
  key,
  dataIndex: key,
  title: t(`meterSize.field.${key}`),
  align: 'right',
  render: (satang: number) => formatMoney(satang),
});

export const meterSizeColumns = (o: Options): DataColumn<MeterSize>[] => {
  const { t } = o;
  return [
    {
      key: 'sortOrder',
      dataIndex: 'sortOrder',
      title: t('field.sortOrder'),
      align: 'right',
      width: 80,
    },
    { key: 'code', dataIndex: 'code', title: t('field.code'), width: 110 },
    { key: 'label', dataIndex: 'label', title: t('meterSize.field.label') },
    money('monthlyFee', t),
    money('deposit', t),
    money('installationFee', t),
    activeColumn<MeterSize>(t),
    actionsColumn<MeterSize>({
      ...o,
      name: (row) => row.label,
      deactivateHint: t('meterSize.deactivateHint'),
    }),
  ];
};
