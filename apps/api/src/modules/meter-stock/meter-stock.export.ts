import type { TFunction } from 'i18next';
import type { MeterStockItem } from '@prapa/contracts';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import { thaiDateOf } from '../water-users/water-users.export.ts';

/** Meter stock as a sheet: each meter, its delivery and where it is now. */
export const stockColumns = (t: TFunction): XlsxColumn<MeterStockItem>[] => [
  { header: 'server:meter.serial', width: 16, value: (r) => r.serial },
  { header: 'server:meter.brand', width: 12, value: (r) => r.brand },
  { header: 'server:meter.size', width: 10, value: (r) => r.meterSizeLabel },
  { header: 'server:common.status', width: 14, value: (r) => t(`server:meterStatus.${r.status}`) },
  { header: 'server:meterStock.since', width: 14, value: (r) => thaiDateOf(r.since) },
  { header: 'server:waterUser.customerNo', width: 14, value: (r) => r.customerNo },
  { header: 'server:meter.customerName', width: 26, value: (r) => r.customerName },
  { header: 'server:meterStock.batch', width: 12, value: (r) => r.batch },
  { header: 'server:meterStock.supplier', width: 20, value: (r) => r.supplier },
  { header: 'server:meterStock.receivedOn', width: 14, value: (r) => thaiDateOf(r.receivedOn) },
  {
    header: 'server:meterStock.unitCost',
    width: 12,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.unitCost),
  },
  { header: 'server:meterStock.lastReason', width: 24, value: (r) => r.lastReason },
];
