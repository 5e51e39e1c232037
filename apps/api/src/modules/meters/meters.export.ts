import type { TFunction } from 'i18next';
import type { MeterRegisterItem } from '@prapa/contracts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { thaiDateOf } from '../water-users/water-users.export.ts';

/** The water meter register as a sheet: each meter and where it is or was installed. */
export const meterColumns = (t: TFunction): XlsxColumn<MeterRegisterItem>[] => [
  { header: 'server:meter.serial', width: 16, value: (r) => r.serial },
  { header: 'server:meter.brand', width: 12, value: (r) => r.brand },
  { header: 'server:meter.size', width: 10, value: (r) => r.meterSizeLabel },
  { header: 'server:meter.digits', width: 10, value: (r) => r.digits },
  { header: 'server:common.status', width: 14, value: (r) => t(`server:meterStatus.${r.status}`) },
  { header: 'server:waterUser.customerNo', width: 14, value: (r) => r.customerNo },
  { header: 'server:meter.customerName', width: 26, value: (r) => r.customerName },
  { header: 'server:meter.installedOn', width: 14, value: (r) => thaiDateOf(r.installedOn) },
  { header: 'server:meter.initialReading', width: 12, value: (r) => r.initialReading },
  { header: 'server:meter.removedOn', width: 14, value: (r) => thaiDateOf(r.removedOn) },
  { header: 'server:meter.finalReading', width: 12, value: (r) => r.finalReading },
  { header: 'server:common.note', width: 24, value: (r) => r.note },
  { header: 'server:common.createdAt', width: 14, value: (r) => new Date(r.createdAt) },
];
