import { costHeads, type WaterCostLine } from '@prapa/contracts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import { monthLabel } from '../production/month-label.ts';

const PERCENT = '0.00';

/** Twelve months of water cost as a sheet: baht, m³, the unit costs and the recovery %. */
export const waterCostColumns = (lang: string): XlsxColumn<WaterCostLine>[] => [
  { header: 'server:waterCost.month', width: 18, value: (r) => monthLabel(r.month, lang) },
  { header: 'server:waterCost.produced', width: 14, value: (r) => r.produced },
  ...costHeads.map((h): XlsxColumn<WaterCostLine> => ({
    header: `server:waterCost.head.${h}`,
    width: 13,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.heads[h]),
  })),
  {
    header: 'server:waterCost.totalCost',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.totalCost),
  },
  {
    header: 'server:waterCost.costPerM3Produced',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.costPerM3Produced),
  },
  { header: 'server:waterCost.sold', width: 14, value: (r) => r.sold },
  {
    header: 'server:waterCost.costPerM3Sold',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.costPerM3Sold),
  },
  {
    header: 'server:waterCost.waterBilled',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.waterBilled),
  },
  {
    header: 'server:waterCost.averageTariff',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.averageTariff),
  },
  {
    header: 'server:waterCost.recovery',
    width: 12,
    numFmt: PERCENT,
    value: (r) => (r.recoveryBp === null ? null : r.recoveryBp / 100),
  },
];
