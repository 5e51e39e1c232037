/**
 * Customer numbers follow the organisation's format: `{seq}` is the running number,
 * `{seq:5}` pads it to 5 digits, `{area}` is the area code. Everything else is literal.
 */
/** The widest running number a format may ask for: a customer number is a short code. */
export const CUSTOMER_NUMBER_MAX_WIDTH = 20;

export const formatCustomerNumber = (
  format: string,
  values: { seq: number; areaCode?: string | null },
): string =>
  format.replace(
    /\{(seq|area)(?::(\d+))?\}/g,
    (_match, token: string, width: string | undefined) => {
      if (token === 'area') return values.areaCode ?? '';
      const digits = String(values.seq);
      // Clamped as well as validated: a format stored before the limit cannot make a
      // number millions of characters long (the hostile sweep's {seq:99999999} did).
      return width
        ? digits.padStart(Math.min(Number(width), CUSTOMER_NUMBER_MAX_WIDTH), '0')
        : digits;
    },
  );

export const isValidCustomerNumberFormat = (format: string): boolean =>
  /\{seq(:\d+)?\}/.test(format) &&
  [...format.matchAll(/\{seq:(\d+)\}/g)].every(
    (m) => Number(m[1]) >= 1 && Number(m[1]) <= CUSTOMER_NUMBER_MAX_WIDTH,
  );
