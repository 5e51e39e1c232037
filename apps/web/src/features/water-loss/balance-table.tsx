import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WaterBalanceLine } from '@prapa/contracts';
import { m3, percent } from '../production/month.ts';

type Row = { key: string; level: number; value: number; strong?: boolean };

/**
 * The month's IWA water balance read top-down: system input, then authorised use, then
 * losses split into apparent (meters) and real (leaks); NRW as its own line.
 */
export const BalanceTable = ({ line }: { line: WaterBalanceLine }) => {
  const { t } = useTranslation('water-loss');
  const input = line.systemInput ?? 0;
  const rows: Row[] = [
    { key: 'systemInput', level: 0, value: input, strong: true },
    { key: 'billedMetered', level: 1, value: line.billedMetered },
    { key: 'unbilled', level: 1, value: line.unbilled },
    { key: 'apparentLosses', level: 1, value: line.apparentLosses },
    { key: 'meterShortfall', level: 2, value: line.meterShortfall },
    { key: 'underRegistration', level: 2, value: line.underRegistration },
    { key: 'realLosses', level: 1, value: line.realLosses },
    { key: 'nonRevenue', level: 0, value: line.nonRevenue, strong: true },
  ];
  return (
    <Table<Row>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: t('balance.item'),
          render: (_, r) => (
            <span
              style={{ paddingInlineStart: r.level * 20, fontWeight: r.strong ? 600 : undefined }}
            >
              {t(`balance.${r.key}`)}
            </span>
          ),
        },
        {
          title: t('m3'),
          align: 'right',
          render: (_, r) => <span data-testid={`balance-${r.key}`}>{m3(r.value)}</span>,
        },
        {
          title: t('balance.share'),
          align: 'right',
          render: (_, r) => (input > 0 ? percent(Math.round((r.value * 10_000) / input)) : '-'),
        },
      ]}
    />
  );
};
