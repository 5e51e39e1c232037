/**
 * Twelve months of unit cost against the tariff billed (baht per m³). recharts is imported
 * here only: this file loads with /water_cost, never with the login page.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { WaterCostLine } from '@prapa/contracts';
import { useTranslation } from 'react-i18next';
import { monthShort } from '../production/month.ts';

const baht = (satang: number | null) => (satang === null ? null : satang / 100);

export const CostTrendChart = ({ trend }: { trend: WaterCostLine[] }) => {
  const { t, i18n } = useTranslation('water-cost');
  const data = trend.map((l) => ({
    label: monthShort(l.month, i18n.language),
    produced: baht(l.costPerM3Produced),
    sold: baht(l.costPerM3Sold),
    tariff: baht(l.averageTariff),
  }));
  return (
    <div role="img" aria-label={t('chart.label')} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} />
          <YAxis fontSize={11} width={44} />
          <Tooltip formatter={(v) => (v === null ? '-' : Number(v).toFixed(2))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="produced"
            name={t('chart.perProduced')}
            fill="#1372BA"
            isAnimationActive={false}
          />
          <Bar dataKey="sold" name={t('chart.perSold')} fill="#7FB3DB" isAnimationActive={false} />
          <Line
            dataKey="tariff"
            name={t('chart.tariff')}
            stroke="#28C76F"
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
};
