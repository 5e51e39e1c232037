const SATANG_PER_BAHT = 100;
const BASIS_POINTS = 10_000;

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
}

/**
 * Integer division rounded half-up (DESIGN §3: each line rounds half-up to the satang
 * once). Negatives round half away from zero so a credit is exactly the negative of the
 * charge it reverses.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  if (denominator === 0) throw new RangeError('denominator must not be 0');
  const negative = numerator < 0 !== denominator < 0;
  const a = Math.abs(numerator);
  const b = Math.abs(denominator);
  let quotient = Math.floor(a / b);
  let remainder = a - quotient * b;
  // a / b is a rounded float: near 2^53 it can land one off the true quotient.
  if (remainder < 0) {
    quotient -= 1;
    remainder += b;
  } else if (remainder >= b) {
    quotient += 1;
    remainder -= b;
  }
  if (remainder * 2 >= b) quotient += 1;
  return negative && quotient !== 0 ? -quotient : quotient;
}

/**
 * Charge for a volume at a rate in satang per m³. `rateScale` lets a future rate carry
 * fractions of a satang (rate 8505 with scale 10 = 850.5 satang/m³); the line is then
 * rounded half-up once, as each bill line must be.
 */
export function mulRate(volumeM3: number, rateSatangPerM3: number, rateScale = 1): number {
  assertSafeInteger(volumeM3, 'volume');
  assertSafeInteger(rateSatangPerM3, 'rate');
  const product = volumeM3 * rateSatangPerM3;
  assertSafeInteger(product, 'volume × rate');
  return roundHalfUp(product, rateScale);
}

/** `basisPoints` of an amount (700 = 7 %), rounded half-up to the satang. */
export function percentOf(amountSatang: number, basisPoints: number): number {
  assertSafeInteger(amountSatang, 'amount');
  assertSafeInteger(basisPoints, 'basis points');
  const product = amountSatang * basisPoints;
  assertSafeInteger(product, 'amount × basis points');
  return roundHalfUp(product, BASIS_POINTS);
}

/**
 * Baht written as a number literal (8.5, 10.03) to satang. Meant for constants and seed
 * data; user input goes through `parseMoney`, which never touches a float.
 */
export function bahtToSatang(baht: number): number {
  if (!Number.isFinite(baht)) throw new RangeError(`baht must be finite, got ${baht}`);
  const scaled = baht * SATANG_PER_BAHT;
  const satang = Math.sign(scaled) * Math.round(Math.abs(scaled));
  // 10.03 * 100 is 1002.9999999999999: tolerate float noise, refuse a third decimal.
  if (Math.abs(scaled - satang) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw new RangeError(`baht has more than 2 decimals: ${baht}`);
  }
  assertSafeInteger(satang, 'satang');
  return satang === 0 ? 0 : satang;
}

/** "1,234.50"; negative "-1,234.50". */
export function formatMoney(satang: number): string {
  assertSafeInteger(satang, 'satang');
  const abs = Math.abs(satang);
  const baht = Math.floor(abs / SATANG_PER_BAHT);
  const fraction = abs % SATANG_PER_BAHT;
  const grouped = String(baht).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = satang < 0 ? '-' : '';
  return `${sign}${grouped}.${String(fraction).padStart(2, '0')}`;
}

const MONEY_PATTERN = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/**
 * "1,234.5" → 123450. Commas must group thousands properly; more than two decimals is
 * refused rather than rounded, because a typed amount that cannot be paid is a typo.
 */
export function parseMoney(text: string): number | null {
  const match = MONEY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, minus, whole, decimals] = match;
  if (whole === undefined && decimals === undefined) return null;
  const baht = Number((whole ?? '0').replaceAll(',', ''));
  const fraction = Number((decimals ?? '0').padEnd(2, '0'));
  const satang = baht * SATANG_PER_BAHT + fraction;
  if (!Number.isSafeInteger(satang)) return null;
  if (satang === 0) return 0;
  return minus ? -satang : satang;
}
