import type { TFunction } from 'i18next';
import type { WaterUser } from '@prapa/contracts';
import { formatThaiDate } from '@prapa/domain';
import { bahtOf, MONEY_FORMAT, type XlsxColumn } from '../../lib/xlsx.ts';
import { yesNo } from '../basic/shared/export-columns.ts';

/** A business date ('YYYY-MM-DD') as Thai documents print it, 'DD/MM/YYYY' BE. */
export const thaiDateOf = (iso: string | null | undefined) => (iso ? formatThaiDate(iso) : null);

/** The register as staff keep it: the import template's columns, then names and dates. */
export const waterUserColumns = (t: TFunction): XlsxColumn<WaterUser>[] => [
  { header: 'server:waterUser.customerNo', width: 14, value: (r) => r.customerNo },
  { header: 'server:waterUser.title', width: 10, value: (r) => r.title },
  { header: 'server:waterUser.firstName', width: 16, value: (r) => r.firstName },
  { header: 'server:waterUser.lastName', width: 16, value: (r) => r.lastName },
  { header: 'server:waterUser.nationalId', width: 18, value: (r) => r.nationalId },
  { header: 'server:waterUser.phone', width: 14, value: (r) => r.phone },
  { header: 'server:waterUser.houseNo', width: 10, value: (r) => r.address.houseNo },
  { header: 'server:waterUser.moo', width: 8, value: (r) => r.address.moo },
  { header: 'server:waterUser.road', width: 16, value: (r) => r.address.road },
  { header: 'server:waterUser.subdistrict', width: 14, value: (r) => r.address.subdistrict },
  { header: 'server:waterUser.district', width: 14, value: (r) => r.address.district },
  { header: 'server:waterUser.province', width: 14, value: (r) => r.address.province },
  { header: 'server:waterUser.postcode', width: 12, value: (r) => r.address.postcode },
  { header: 'server:waterUser.area', width: 18, value: (r) => r.areaName },
  { header: 'server:waterUser.route', width: 18, value: (r) => r.routeName },
  { header: 'server:waterUser.routeSeq', width: 10, value: (r) => r.routeSeq },
  { header: 'server:waterUser.userType', width: 16, value: (r) => r.userTypeName },
  { header: 'server:waterUser.meterSize', width: 10, value: (r) => r.meterSizeLabel },
  { header: 'server:waterUser.usageStatus', width: 16, value: (r) => r.usageStatusName },
  { header: 'server:waterUser.meterSerial', width: 16, value: (r) => r.meter?.serial ?? null },
  { header: 'server:waterUser.meterBrand', width: 12, value: (r) => r.meter?.brand ?? null },
  { header: 'server:waterUser.meterDigits', width: 10, value: (r) => r.meter?.digits ?? null },
  {
    header: 'server:waterUser.installedOn',
    width: 14,
    value: (r) => thaiDateOf(r.meter?.installedOn),
  },
  {
    header: 'server:waterUser.initialReading',
    width: 12,
    value: (r) => r.meter?.initialReading ?? null,
  },
  {
    header: 'server:waterUser.deposit',
    width: 14,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.depositPaid),
  },
  { header: 'server:waterUser.latitude', width: 12, value: (r) => r.latitude },
  { header: 'server:waterUser.longitude', width: 12, value: (r) => r.longitude },
  { header: 'server:waterUser.connectedOn', width: 14, value: (r) => thaiDateOf(r.connectedOn) },
  { header: 'server:waterUser.hasDiscount', width: 12, value: (r) => yesNo(t, r.hasDiscount) },
  { header: 'server:common.note', width: 24, value: (r) => r.notes },
  { header: 'server:common.createdAt', width: 14, value: (r) => new Date(r.createdAt) },
];
