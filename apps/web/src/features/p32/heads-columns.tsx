import type { TableColumnsType } from 'antd';
import type { P32Heads } from '@prapa/contracts';
import { formatMoney } from '../../lib/format.ts';

const money = (v: number) => formatMoney(v);
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** The ป.32's money columns (DOMAIN.md §1): water, meter fee, VAT, other fees, cash, transfer. */
export const headColumns = <R,>(
  t: (key: string) => string,
  headsOf: (row: R) => P32Heads,
): TableColumnsType<R> =>
  (
    [
      ['water', 'head.water'],
      ['meterFee', 'head.meterFee'],
      ['vat', 'head.vat'],
      ['lateFee', 'head.lateFee'],
      ['other', 'head.other'],
      ['toCredit', 'head.toCredit'],
      ['cash', 'head.cash'],
      ['transfer', 'head.transfer'],
      ['total', 'head.total'],
    ] as const
  ).map(([key, label]) => ({
    key,
    title: t(label),
    align: 'right' as const,
    onCell: nowrap,
    render: (_: unknown, row: R) =>
      key === 'total' ? <strong>{money(headsOf(row)[key])}</strong> : money(headsOf(row)[key]),
  }));
