/** Staff type ids as printed on the card ("1-2345-67890-12-1"); store them bare. */
export function normaliseNationalId(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * Mod-11 check used by the Department of Provincial Administration for personal ids and
 * by the Revenue Department for juristic tax ids: weights 13..2 on the first twelve
 * digits, check digit = (11 − sum mod 11) mod 10.
 */
export function thirteenDigitCheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    sum += Number(twelveDigits[i]) * (13 - i);
  }
  return (11 - (sum % 11)) % 10;
}

/** Twelve digits completed with their check digit: a valid id (for seeds and tests). */
export function withCheckDigit(twelveDigits: string): string {
  return `${twelveDigits}${thirteenDigitCheckDigit(twelveDigits)}`;
}

function hasValidThirteenDigitChecksum(text: string): boolean {
  const id = normaliseNationalId(text);
  if (!/^\d{13}$/.test(id)) return false;
  return thirteenDigitCheckDigit(id.slice(0, 12)) === Number(id[12]);
}

/** 13-digit Thai national id (spaces and dashes allowed) with a correct check digit. */
export function isValidThaiNationalId(text: string): boolean {
  return hasValidThirteenDigitChecksum(text);
}

/** 13-digit tax id: a juristic id (starts with 0) or a person's national id. */
export function isValidThaiTaxId(text: string): boolean {
  return hasValidThirteenDigitChecksum(text);
}

/** Strips spaces, dashes, dots and brackets; "+66 81…" becomes "081…". */
export function normalisePhone(text: string): string {
  const bare = text.replace(/[\s\-.()]/g, '');
  return bare.startsWith('+66') ? `0${bare.slice(3)}` : bare;
}

/** Mobile: 10 digits starting 06, 08 or 09. Landline: 9 digits starting 02–07. */
export function isValidThaiPhone(text: string): boolean {
  const phone = normalisePhone(text);
  return /^0[689]\d{8}$/.test(phone) || /^0[2-7]\d{7}$/.test(phone);
}

/**
 * A national id as lists, exports and read-only roles show it (PDPA: personal data shown
 * only as far as the task needs): the last three digits in the card's 1-4-5-2-1 grouping,
 * "x-xxxx-xxxxx-12-3". Anything not a 13-digit id is hidden whole.
 */
export function maskNationalId(text: string): string {
  const digits = normaliseNationalId(text);
  if (!/^[0-9]{13}$/.test(digits)) return 'x-xxxx-xxxxx-xx-x';
  return `x-xxxx-xxxxx-${digits.slice(10, 12)}-${digits.slice(12)}`;
}
