import dayjs from 'dayjs';
import { formatRoundMonth } from '../../lib/format.ts';

/** `2026-11` as people say it: "พฤศจิกายน 2569" (the Buddhist era, as rounds are named). */
export const monthText = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return formatRoundMonth((y ?? 1970) + 543, m ?? 1);
};

/** Short for a chart axis: "พ.ย. 69", "Nov 69". */
export const monthShort = (month: string, lang: string) => {
  const [y, m] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : lang, {
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, (m ?? 1) - 1, 1)));
  return `${name} ${String(((y ?? 1970) + 543) % 100).padStart(2, '0')}`;
};

/** The last whole month: what the utility reports on. */
export const lastMonth = () => dayjs().subtract(1, 'month').format('YYYY-MM');

/** Basis points as a percentage: 2 490 → "24.90". */
export const percent = (bp: number | null) => (bp === null ? '-' : (bp / 100).toFixed(2));

export const m3 = (v: number | null) => (v === null ? '-' : v.toLocaleString('en-US'));
