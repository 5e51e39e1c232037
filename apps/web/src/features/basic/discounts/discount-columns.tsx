import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DiscountKind, DiscountScheme } from '@prapa/contracts';
import { formatMoney } from '@prapa/domain';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, activeColumn, type ActionsOptions } from '../shared/row-actions.tsx';
import { formatDiscountValue } from './discount-value.tsx';

type Options = Omit<ActionsOptions<DiscountScheme>, 'name' | 'deactivateHint'>;

const KIND_COLOUR: Record<DiscountKind, string> = {
  percent: 'blue',
  fixed: 'green',
  free_m3: 'cyan',
};

const moneyOrDash = (satang: number | null) => (satang === null ? '–' : formatMoney(satang));

export const discountColumns = (o: Options): DataColumn<DiscountScheme>[] => {
  const t: TFunction<'basic'> = o.t;
  return [
    { key: 'code', dataIndex: 'code', title: t('field.code'), width: 110 },
    { key: 'name', dataIndex: 'name', title: t('field.name') },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('discount.field.kind'),
      render: (kind: DiscountKind) => (
        <Tag color={KIND_COLOUR[kind]}>{t(`discount.kind.${kind}`)}</Tag>
      ),
    },
    {
      key: 'value',
      title: t('discount.field.value'),
      align: 'right',
      render: (_: unknown, row) => formatDiscountValue(row.kind, row.value, t),
    },
    {
      key: 'monthlyCap',
      dataIndex: 'monthlyCap',
      title: t('discount.field.monthlyCap'),
      align: 'right',
      hideable: true,
      render: moneyOrDash,
    },
    {
      key: 'billCeiling',
      dataIndex: 'billCeiling',
      title: t('discount.field.billCeiling'),
      align: 'right',
      hideable: true,
      render: moneyOrDash,
    },
    {
      key: 'appliesTo',
      dataIndex: 'appliesTo',
      title: t('discount.field.appliesTo'),
      hideable: true,
      render: (value: string) => t(`discount.appliesTo.${value}`),
    },
    {
      key: 'entitledCount',
      dataIndex: 'entitledCount',
      title: t('discount.field.entitledCount'),
      align: 'right',
      hideable: true,
    },
    activeColumn<DiscountScheme>(t),
    actionsColumn<DiscountScheme>({
      ...o,
      name: (row) => row.name,
      deactivateHint: t('discount.deactivateHint'),
    }),
  ];
};
