/**
 * NRW % over twelve months against the Thai averages (MWA 24.9 %, PWA 27.5 %, DOMAIN.md
 * §7). recharts is imported here only: this file loads with /lose_water.
 */
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { WaterBalanceLine } from '@prapa/contracts';
import { useTranslation } from 'react-i18next';
import { monthShort } from '../production/month.ts';

export const NRW_AVERAGES = { mwa: 24.9, pwa: 27.5 } as const;

export const NrwTrendChart = ({ trend }: { trend: WaterBalanceLine[] }) => {
  const { t, i18n } = useTranslation('water-loss');
  const data = trend.map((l) => ({
    label: monthShort(l.month, i18n.language),
    nrw: l.nrwBp === null ? null : l.nrwBp / 100,
  }));
  return (
    <div role="img" aria-label={t('chart.label')} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={11} />
          <YAxis
            fontSize={11}
            width={40}
            unit="%"
            domain={[0, (max: number) => Math.max(40, Math.ceil(max / 10) * 10)]}
          />
          <Tooltip formatter={(v) => (v === null ? '-' : `${Number(v).toFixed(2)} %`)} />
          <ReferenceLine
            y={NRW_AVERAGES.mwa}
            stroke="#ED9200"
            strokeDasharray="4 4"
            label={{ value: t('chart.mwa'), position: 'insideTopLeft', fontSize: 11 }}
          />
          <ReferenceLine
            y={NRW_AVERAGES.pwa}
            stroke="#DA5444"
            strokeDasharray="4 4"
            label={{ value: t('chart.pwa'), position: 'insideTopRight', fontSize: 11 }}
          />
          <Line
            dataKey="nrw"
            name={t('chart.nrw')}
            stroke="#1372BA"
            strokeWidth={2}
            dot
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
};
