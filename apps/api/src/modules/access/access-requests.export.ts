import type { TFunction } from 'i18next';
import type { AccessRequest } from '@prapa/contracts';
import { thaiDateTimeOf, type XlsxColumn } from '../../lib/xlsx.ts';

const instant = (iso: string | null) => thaiDateTimeOf(iso ? new Date(iso) : null);

export const accessRequestColumns = (t: TFunction): XlsxColumn<AccessRequest>[] => [
  { header: 'server:accessRequest.createdAt', width: 22, value: (r) => instant(r.createdAt) },
  { header: 'server:accessRequest.displayName', width: 28, value: (r) => r.displayName },
  { header: 'server:officer.username', width: 18, value: (r) => r.username },
  { header: 'server:officer.email', width: 28, value: (r) => r.email },
  { header: 'server:officer.phone', width: 16, value: (r) => r.phone },
  { header: 'server:accessRequest.note', width: 30, value: (r) => r.note },
  {
    header: 'server:common.status',
    width: 16,
    value: (r) => t(`server:accessRequestStatus.${r.status}`),
  },
  { header: 'server:accessRequest.decidedBy', width: 24, value: (r) => r.decidedByName },
  { header: 'server:accessRequest.decidedAt', width: 22, value: (r) => instant(r.decidedAt) },
  { header: 'server:accessRequest.reason', width: 30, value: (r) => r.reason },
];
