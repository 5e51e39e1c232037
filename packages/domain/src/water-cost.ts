import { roundHalfUp } from './money.ts';

// Production cost figures (issue 27): money stays in satang, a unit cost is satang per m³
// rounded half-up once, a ratio is basis points. Nothing divides by a missing volume.

/** Satang per m³, or null without a volume. */
export const perM3 = (satang: number, m3: number | null): number | null =>
  m3 && m3 > 0 ? roundHalfUp(satang, m3) : null;

/** part / whole in basis points (10 000 = 100 %), or null without a whole. */
export const ratioBp = (part: number, whole: number): number | null =>
  whole > 0 ? roundHalfUp(part * 10_000, whole) : null;

/** Days in a `YYYY-MM` month (for litres per connection per day). */
export const daysInMonth = (month: string): number => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).getUTCDate();
};

/** The `YYYY-MM` months ending with `month`, oldest first. */
export const monthsEndingWith = (month: string, count: number): string[] => {
  const [y, m] = month.split('-').map(Number);
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
};
