import { Tag } from 'antd';
import type { PaymentChannel, PaymentChannelKind } from '@prapa/contracts';
import type { DataColumn } from '../../../components/data-table/data-table.tsx';
import { actionsColumn, activeColumn, type ActionsOptions } from '../shared/row-actions.tsx';

type Options = Omit<ActionsOptions<PaymentChannel>, 'name' | 'deactivateHint'>;

export const KIND_COLOUR: Record<PaymentChannelKind, string> = {
  cash: 'green',
  bank_transfer: 'blue',
  thai_qr: 'geekblue',
  bill_payment: 'purple',
  other: 'default',
};

export const paymentChannelColumns = (o: Options): DataColumn<PaymentChannel>[] => {
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
    { key: 'name', dataIndex: 'name', title: t('field.name') },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('channel.field.kind'),
      render: (kind: PaymentChannelKind) => (
        <Tag color={KIND_COLOUR[kind]}>{t(`channel.kind.${kind}`)}</Tag>
      ),
    },
    {
      key: 'bankAccount',
      title: t('channel.field.bankAccount'),
      hideable: true,
      render: (_: unknown, row) =>
        row.bankAccount ? `${row.bankAccount.bank} ${row.bankAccount.accountNo}` : '–',
    },
    {
      key: 'referenceRequired',
      dataIndex: 'referenceRequired',
      title: t('channel.field.referenceRequired'),
      hideable: true,
      render: (required: boolean) => (required ? t('yes') : t('no')),
    },
    activeColumn<PaymentChannel>(t),
    actionsColumn<PaymentChannel>({
      ...o,
      name: (row) => row.name,
      deactivateHint: t('channel.deactivateHint'),
    }),
  ];
};
