import { Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { BillMode, UsageStatus } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, activeColumn, type ActionsOptions } from '../shared/row-actions.tsx';

type Options = Omit<ActionsOptions<UsageStatus>, 'name' | 'deactivateHint'>;

const tick = (t: TFunction<'basic'>) => (on: boolean) =>
  on ? <CheckOutlined aria-label={t('yes')} style={{ color: '#28C76F' }} /> : '';

const flag = (
  key: 'readingRequired' | 'countsAsCutOff' | 'billAtAverage',
  t: TFunction<'basic'>,
): DataColumn<UsageStatus> => ({
  key,
  dataIndex: key,
  title: t(`usageStatus.field.${key}`),
  align: 'center',
  hideable: true,
  render: tick(t),
});

export const usageStatusColumns = (o: Options): DataColumn<UsageStatus>[] => {
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
    {
      key: 'name',
      dataIndex: 'name',
      title: t('field.name'),
      render: (name: string, row) => (
        <Tag color={row.colour} variant="solid">
          {name}
        </Tag>
      ),
    },
    {
      key: 'billMode',
      dataIndex: 'billMode',
      title: t('usageStatus.field.billMode'),
      render: (mode: BillMode) => t(`usageStatus.billMode.${mode}`),
    },
    flag('readingRequired', t),
    flag('countsAsCutOff', t),
    flag('billAtAverage', t),
    activeColumn<UsageStatus>(t),
    actionsColumn<UsageStatus>({
      ...o,
      name: (row) => row.name,
      deactivateHint: t('usageStatus.deactivateHint'),
    }),
  ];
};
