import { parseEmvFields } from '@prapa/domain';

/** What the cashier typed or scanned, read as a bill reference where it is one. */
export type CounterQuery =
  | { kind: 'bill'; number: string; customerNo: string | null }
  | { kind: 'customer'; customerNo: string }
  | { kind: 'text'; text: string };

// A bill's number, or an opening bill's (BF…, issue 28).
const BILL_NUMBER = /^(?:BF)?25\d{2}\d{6}$/;

/** Tag 30 (bill payment) of a Thai QR: ref1 (sub-tag 02) and ref2 (sub-tag 03). */
const qrRefs = (payload: string) => {
  const tag30 = parseEmvFields(payload)?.find((f) => f.tag === '30');
  const sub = tag30 ? parseEmvFields(tag30.value) : null;
  if (!sub) return null;
  const ref1 = sub.find((f) => f.tag === '02')?.value ?? null;
  const ref2 = sub.find((f) => f.tag === '03')?.value ?? null;
  return ref1 ? { ref1, ref2 } : null;
};

/**
 * A scan of the bill's barcode (`|biller CR ref1 CR ref2 CR satang`, a USB scanner types
 * its CRs as line breaks or spaces), of its Thai QR (EMV, tag 30), a bill number (ref2),
 * or else text for the search (customer number, name, meter serial, address).
 */
export const readCounterQuery = (raw: string): CounterQuery => {
  const text = raw.trim();
  if (text.startsWith('|')) {
    const [, ref1 = '', ref2 = ''] = text.slice(1).split(/[\r\n\s]+/);
    if (BILL_NUMBER.test(ref2)) return { kind: 'bill', number: ref2, customerNo: ref1 || null };
    if (ref1) return { kind: 'customer', customerNo: ref1 };
  }
  if (/^0002\d{2}/.test(text)) {
    const refs = qrRefs(text);
    if (refs?.ref2 && BILL_NUMBER.test(refs.ref2))
      return { kind: 'bill', number: refs.ref2, customerNo: refs.ref1 };
    if (refs) return { kind: 'customer', customerNo: refs.ref1 };
  }
  if (BILL_NUMBER.test(text)) return { kind: 'bill', number: text, customerNo: null };
  return { kind: 'text', text };
};
