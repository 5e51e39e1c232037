import type { TFunction } from 'i18next';
import type { PaymentChannel } from '@prapa/contracts';
import type { XlsxColumn } from '../../../lib/xlsx.ts';
import { statusColumn, yesNo } from '../shared/export-columns.ts';

export const paymentChannelColumns = (t: TFunction): XlsxColumn<PaymentChannel>[] => [
  { header: 'server:paymentChannel.code', width: 12, value: (r) => r.code },
  { header: 'server:paymentChannel.name', width: 32, value: (r) => r.name },
  {
    header: 'server:paymentChannel.kind',
    width: 26,
    value: (r) => t(`server:channelKind.${r.kind}`),
  },
  { header: 'server:paymentChannel.bank', width: 24, value: (r) => r.bankAccount?.bank ?? null },
  {
    header: 'server:paymentChannel.accountNo',
    width: 18,
    value: (r) => r.bankAccount?.accountNo ?? null,
  },
  {
    header: 'server:paymentChannel.accountName',
    width: 28,
    value: (r) => r.bankAccount?.accountName ?? null,
  },
  {
    header: 'server:paymentChannel.referenceRequired',
    width: 16,
    value: (r) => yesNo(t, r.referenceRequired),
  },
  { header: 'server:common.sortOrder', width: 8, value: (r) => r.sortOrder },
  statusColumn(t),
];
