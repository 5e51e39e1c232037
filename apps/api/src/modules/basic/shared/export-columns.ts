import type { TFunction } from 'i18next';
import type { XlsxColumn } from '../../../lib/xlsx.ts';

/** 'ใช้งาน' / 'ไม่ใช้งาน' in the reader's language. */
export const statusColumn = <R extends { active: boolean }>(t: TFunction): XlsxColumn<R> => ({
  header: 'server:common.status',
  width: 14,
  value: (r) => t(r.active ? 'server:common.active' : 'server:common.inactive'),
});

/** 'ใช่' / 'ไม่ใช่' for a yes/no column. */
export const yesNo = (t: TFunction, value: boolean) =>
  t(value ? 'server:common.yes' : 'server:common.no');
