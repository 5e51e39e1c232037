/**
 * The collection rate in basis points (10,000 = 100 %): what was paid of what was billed,
 * rounded half up so 99.995 % shows as 100.00 % only when it is. Null when nothing was
 * billed: a rate of nothing is not 0 %, and the card says so rather than alarm.
 */
export function collectionRateBp(paidSatang: number, billedSatang: number): number | null {
  if (billedSatang <= 0) return null;
  return Math.floor((paidSatang * 10_000 * 2 + billedSatang) / (billedSatang * 2));
}

/**
 * The calendar month before `date`'s (YYYY-MM-DD or YYYY-MM), as YYYY-MM: the dashboard
 * reads last month's water loss, the month whose production is complete.
 */
export function previousMonth(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
