import type { WaterBalanceLine } from '@prapa/contracts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { monthLabel } from '../production/month-label.ts';

const m3 = (key: keyof WaterBalanceLine, width = 14): XlsxColumn<WaterBalanceLine> => ({
  header: `server:waterLoss.${key}`,
  width,
  value: (r) => {
    const v = r[key];
    return typeof v === 'number' ? v : null;
  },
});

/** Twelve months' water balance as a sheet, whole m³ and NRW %. */
export const waterLossColumns = (lang: string): XlsxColumn<WaterBalanceLine>[] => [
  { header: 'server:waterLoss.month', width: 18, value: (r) => monthLabel(r.month, lang) },
  m3('systemInput'),
  m3('billedMetered'),
  m3('unbilled'),
  m3('meterShortfall'),
  m3('underRegistration'),
  m3('apparentLosses'),
  m3('realLosses'),
  { ...m3('nonRevenue'), value: (r) => (r.systemInput === null ? null : r.nonRevenue) },
  {
    header: 'server:waterLoss.nrwPercent',
    width: 12,
    numFmt: '0.00',
    value: (r) => (r.nrwBp === null ? null : r.nrwBp / 100),
  },
  m3('connections', 12),
  m3('litresPerConnectionDay', 16),
];
