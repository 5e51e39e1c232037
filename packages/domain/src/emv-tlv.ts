import { crc16CcittFalse } from './crc16.ts';

export type EmvField = { tag: string; value: string };

/** One EMVCo field: 2-digit tag, 2-digit length, value. */
export function emvField(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new RangeError(`EMV tag must be 2 digits, got ${tag}`);
  if (value.length > 99) throw new RangeError(`EMV tag ${tag} value longer than 99`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** Splits an EMVCo payload (or a template's value) into its fields; null if malformed. */
export function parseEmvFields(payload: string): EmvField[] | null {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const header = payload.slice(at, at + 4);
    if (!/^\d{4}$/.test(header)) return null;
    const length = Number(header.slice(2));
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ tag: header.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** Appends tag 63: the CRC covers everything before it, including "6304" itself. */
export function withEmvCrc(payloadWithoutCrc: string): string {
  const head = `${payloadWithoutCrc}6304`;
  return head + crc16CcittFalse(head);
}

/** True when the payload ends with a tag 63 whose CRC matches everything before it. */
export function hasValidEmvCrc(payload: string): boolean {
  const crcAt = payload.length - 4;
  if (crcAt < 4 || payload.slice(crcAt - 4, crcAt) !== '6304') return false;
  return payload.slice(crcAt).toUpperCase() === crc16CcittFalse(payload.slice(0, crcAt));
}
