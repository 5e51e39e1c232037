import { roundMonthLabel } from '@prapa/domain';

/** `2026-11` as people say it: "พฤศจิกายน 2569" (the Buddhist era, as rounds are named). */
export const monthLabel = (month: string, lang = 'th') => {
  const [y, m] = month.split('-').map(Number);
  return roundMonthLabel((y ?? 1970) + 543, m ?? 1, lang);
};

/** Basis points as a percentage with two decimals: 2 490 → "24.90". */
export const percentText = (bp: number | null) => (bp === null ? '-' : (bp / 100).toFixed(2));
