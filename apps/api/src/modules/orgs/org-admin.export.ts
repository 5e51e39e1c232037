import type { TFunction } from 'i18next';
import type { OrgAdminListItem } from '@prapa/contracts';
import type { XlsxColumn } from '../../lib/xlsx.ts';

export const orgAdminColumns = (t: TFunction): XlsxColumn<OrgAdminListItem>[] => [
  { header: 'server:org.code', width: 14, value: (r) => r.code },
  { header: 'server:org.nameTh', width: 40, value: (r) => r.nameTh },
  { header: 'server:org.nameEn', width: 32, value: (r) => r.nameEn },
  { header: 'server:org.kind', width: 22, value: (r) => t(`server:orgKind.${r.kind}`) },
  { header: 'server:org.officerCount', width: 14, value: (r) => r.officerCount },
  {
    header: 'server:common.status',
    width: 14,
    value: (r) => t(r.active ? 'server:common.active' : 'server:common.inactive'),
  },
  { header: 'server:common.createdAt', width: 14, value: (r) => new Date(r.createdAt) },
];
