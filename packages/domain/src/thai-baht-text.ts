const DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'] as const;
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน'] as const;
const MILLION = 1_000_000;

/**
 * Words for 1..999,999. `afterHigher` says a higher group (millions) precedes, in which
 * case a lone 1 in the units place is still "เอ็ด" (หนึ่งล้านเอ็ด).
 */
function groupWords(n: number, afterHigher: boolean): string {
  const digits = String(n).split('').map(Number).reverse();
  let words = '';
  for (let place = digits.length - 1; place >= 0; place -= 1) {
    const digit = digits[place] ?? 0;
    if (digit === 0) continue;
    if (place === 1) {
      // Thai says สิบ, not หนึ่งสิบ, and ยี่สิบ, not สองสิบ.
      words += digit === 1 ? 'สิบ' : digit === 2 ? 'ยี่สิบ' : `${DIGITS[digit]}สิบ`;
    } else if (place === 0 && digit === 1 && (afterHigher || n > 9)) {
      words += 'เอ็ด';
    } else {
      words += `${DIGITS[digit]}${PLACES[place]}`;
    }
  }
  return words;
}

/** Words for a positive integer; above a million the millions recurse (ล้านล้าน). */
function integerWords(n: number, afterHigher = false): string {
  if (n < MILLION) return groupWords(n, afterHigher);
  const millions = Math.floor(n / MILLION);
  const rest = n % MILLION;
  return `${integerWords(millions, afterHigher)}ล้าน${rest === 0 ? '' : groupWords(rest, true)}`;
}

/**
 * Amount in words as a Thai receipt prints it: "…บาทถ้วน" for whole baht,
 * "…บาท…สตางค์" otherwise, "…สตางค์" alone under one baht, "ลบ" before a negative.
 */
export function thaiBahtText(satang: number): string {
  if (!Number.isSafeInteger(satang)) {
    throw new RangeError(`satang must be a safe integer, got ${satang}`);
  }
  if (satang < 0) return `ลบ${thaiBahtText(-satang)}`;
  const baht = Math.floor(satang / 100);
  const fraction = satang % 100;
  if (baht === 0 && fraction === 0) return 'ศูนย์บาทถ้วน';
  const bahtPart = baht === 0 ? '' : `${integerWords(baht)}บาท`;
  const satangPart = fraction === 0 ? 'ถ้วน' : `${integerWords(fraction)}สตางค์`;
  return bahtPart + satangPart;
}
