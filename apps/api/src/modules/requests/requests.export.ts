import type { TFunction } from 'i18next';
import type { RequestRow } from '@prapa/contracts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import { thaiDateOf } from '../water-users/water-users.export.ts';

/** The request register as a sheet: what the list shows, every matching row. */
export const requestColumns = (t: TFunction): XlsxColumn<RequestRow>[] => [
  { header: 'server:request.number', width: 14, value: (r) => r.number },
  { header: 'server:request.filedOn', width: 12, value: (r) => thaiDateOf(r.filedOn) },
  { header: 'server:request.kind', width: 22, value: (r) => t(`server:requestKind.${r.kind}`) },
  { header: 'server:common.status', width: 16, value: (r) => t(`server:requestState.${r.state}`) },
  { header: 'server:request.applicant', width: 26, value: (r) => r.applicantName },
  { header: 'server:waterUser.customerNo', width: 14, value: (r) => r.customerNo },
  { header: 'server:request.area', width: 18, value: (r) => r.areaName },
  { header: 'server:request.address', width: 40, value: (r) => r.addressText },
  { header: 'server:request.phone', width: 14, value: (r) => r.phone },
  { header: 'server:request.ageDays', width: 10, value: (r) => (r.closedOn ? null : r.ageDays) },
];
