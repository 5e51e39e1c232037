import { emvField, withEmvCrc } from './emv-tlv.ts';

/** Bank of Thailand AID for a domestic bill payment (tag 30 sub-tag 00). */
const BILL_PAYMENT_AID = 'A000000677010112';
const THB_NUMERIC = '764';

export type ThaiQrBillPaymentInput = {
  /** 15 digits: the 13-digit tax id + a 2-digit suffix. */
  billerId: string;
  /** Our customer number. */
  ref1: string;
  /** Our bill number. */
  ref2?: string | null;
  /** Omitted: a static QR where the payer types the amount. */
  amountSatang?: number | null;
  merchantName?: string | null;
};

// Bank bill-payment files carry a ref in 20 characters; control characters would break
// the \r-separated barcode.
const REF = /^[\x20-\x7e]{1,20}$/;

function assertBillerId(billerId: string): void {
  if (!/^\d{15}$/.test(billerId)) throw new RangeError(`biller id must be 15 digits: ${billerId}`);
}

function assertRef(name: string, ref: string): void {
  if (!REF.test(ref)) throw new RangeError(`${name} must be 1–20 printable ASCII characters`);
}

function assertAmount(amountSatang: number): void {
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) {
    throw new RangeError(`amount must be a positive whole number of satang, got ${amountSatang}`);
  }
}

/** Satang as EMVCo tag 54 wants it: baht with exactly two decimals, no grouping. */
function emvAmount(amountSatang: number): string {
  const baht = Math.floor(amountSatang / 100);
  return `${baht}.${String(amountSatang % 100).padStart(2, '0')}`;
}

/** Thai QR bill-payment payload (EMVCo merchant-presented, tag 30), CRC included. */
export function thaiQrBillPayment(input: ThaiQrBillPaymentInput): string {
  const { billerId, ref1, ref2, amountSatang, merchantName } = input;
  assertBillerId(billerId);
  assertRef('ref1', ref1);
  if (ref2) assertRef('ref2', ref2);
  const hasAmount = amountSatang !== undefined && amountSatang !== null;
  if (hasAmount) assertAmount(amountSatang);
  if (merchantName && !/^[\x20-\x7e]{1,25}$/.test(merchantName)) {
    // EMVCo tag 59 is 25 characters of the common character set; Thai needs tag 64.
    throw new RangeError('merchant name must be 1–25 printable ASCII characters');
  }

  const billPayment =
    emvField('00', BILL_PAYMENT_AID) +
    emvField('01', billerId) +
    emvField('02', ref1) +
    (ref2 ? emvField('03', ref2) : '');

  const payload =
    emvField('00', '01') +
    emvField('01', hasAmount ? '12' : '11') +
    emvField('30', billPayment) +
    emvField('53', THB_NUMERIC) +
    (hasAmount ? emvField('54', emvAmount(amountSatang)) : '') +
    emvField('58', 'TH') +
    (merchantName ? emvField('59', merchantName) : '');

  return withEmvCrc(payload);
}

/** The invoice barcode: "|" biller id, then ref1, ref2 and the amount in satang, CR-separated. */
export function billPaymentBarcode(
  billerId: string,
  ref1: string,
  ref2: string,
  amountSatang: number,
): string {
  assertBillerId(billerId);
  assertRef('ref1', ref1);
  // Some billers use no second reference; the barcode then carries an empty field.
  if (ref2 !== '') assertRef('ref2', ref2);
  if (!Number.isSafeInteger(amountSatang) || amountSatang < 0) {
    throw new RangeError(`amount must be a whole number of satang ≥ 0, got ${amountSatang}`);
  }
  return `|${billerId}\r${ref1}\r${ref2}\r${amountSatang}`;
}
