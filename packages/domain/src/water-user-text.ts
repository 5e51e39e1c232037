/**
 * How a connection's name and address read on screens, sheets and documents. Thai
 * titles join the first name ("นายสมชาย ใจดี"); a Latin title ("Mr.") takes a space.
 */
export const fullNameOf = (u: {
  title: string | null;
  firstName: string;
  lastName: string | null;
}): string => {
  const title = u.title ? (/[A-Za-z.]$/.test(u.title) ? `${u.title} ` : u.title) : '';
  return `${title}${u.firstName}${u.lastName ? ` ${u.lastName}` : ''}`;
};

export type AddressParts = {
  houseNo: string;
  moo: number | null;
  road: string | null;
  subdistrict: string;
  district: string;
  province: string;
  postcode: string;
};

/** House, หมู่ and road: enough on a route sheet, where the village is known. */
export const shortAddressOf = (a: Pick<AddressParts, 'houseNo' | 'moo' | 'road'>): string =>
  [a.houseNo, a.moo === null ? null : `หมู่ ${a.moo}`, a.road ? `ถ.${a.road}` : null]
    .filter(Boolean)
    .join(' ');

const BANGKOK = 'กรุงเทพมหานคร';

/** The whole postal address, as Thai envelopes print it (Bangkok: แขวง and เขต). */
export const addressTextOf = (a: AddressParts): string => {
  const bangkok = a.province === BANGKOK;
  return [
    shortAddressOf(a),
    `${bangkok ? 'แขวง' : 'ต.'}${a.subdistrict}`,
    `${bangkok ? 'เขต' : 'อ.'}${a.district}`,
    bangkok ? a.province : `จ.${a.province}`,
    a.postcode,
  ].join(' ');
};
