/**
 * Display formats (DESIGN.md §3): Buddhist era, Asia/Bangkok.
 *   formatDate(value) → '21/11/2568'
 *   formatDateTime(value, lng?) → '21/11/2568 - 14:05 น.' (Thai) / '21/11/2568 - 14:05'
 *   toBangkok(value) → Dayjs in Asia/Bangkok
 *   formatMoney(satang) → '1,234.50' (integer satang in, the domain's formatting; '' for none)
 * A 'YYYY-MM-DD' string is a business date and is shown as is, never shifted by zone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatMoney as formatSatang, roundMonthLabel } from '@prapa/domain';
import { i18n } from './i18n.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(buddhistEra);

export const TIME_ZONE = 'Asia/Bangkok';

export type DateInput = Date | string | number | Dayjs;

const BUSINESS_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const toBangkok = (value: DateInput): Dayjs => dayjs(value).tz(TIME_ZONE);

export const formatDate = (value: DateInput | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && BUSINESS_DATE.test(value)) {
    return dayjs(value).format('DD/MM/BBBB');
  }
  return toBangkok(value).format('DD/MM/BBBB');
};

export const formatDateTime = (
  value: DateInput | null | undefined,
  lng: string = i18n.language,
): string => {
  if (value === null || value === undefined || value === '') return '';
  const text = toBangkok(value).format('DD/MM/BBBB - HH:mm');
  return lng === 'th' ? `${text} น.` : text;
};

export const formatMoney = (satang: number | null | undefined): string =>
  satang === null || satang === undefined ? '' : formatSatang(satang);

/** A round's month as staff say it: 'พฤศจิกายน 2569' (Thai), 'November 2569 BE' (others). */
export const formatRoundMonth = (yearBe: number, month: number, lng: string = i18n.language) =>
  roundMonthLabel(yearBe, month, lng);
