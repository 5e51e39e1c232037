import type { TFunction } from 'i18next';
import type { PasswordResetRequest } from '@prapa/contracts';
import { thaiDateTimeOf, type XlsxColumn } from '../../lib/xlsx.ts';

const instant = (iso: string | null) => thaiDateTimeOf(iso ? new Date(iso) : null);

export const passwordResetColumns = (t: TFunction): XlsxColumn<PasswordResetRequest>[] => [
  { header: 'server:passwordReset.createdAt', width: 22, value: (r) => instant(r.createdAt) },
  { header: 'server:officer.username', width: 18, value: (r) => r.username },
  { header: 'server:officer.fullName', width: 30, value: (r) => r.fullName },
  {
    header: 'server:common.status',
    width: 16,
    value: (r) => t(`server:passwordResetStatus.${r.status}`),
  },
  { header: 'server:passwordReset.issuedAt', width: 22, value: (r) => instant(r.issuedAt) },
  { header: 'server:passwordReset.expiresAt', width: 22, value: (r) => instant(r.expiresAt) },
];
