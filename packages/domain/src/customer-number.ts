/**
 * Customer numbers follow the organisation's format: `{seq}` is the running number,
 * `{seq:5}` pads it to 5 digits, `{area}` is the area code. Everything else is literal.
 */
export const formatCustomerNumber = (
  format: string,
  values: { seq: number; areaCode?: string | null },
): string =>
  format.replace(
    /\{(seq|area)(?::(\d+))?\}/g,
    (_match, token: string, width: string | undefined) => {
      if (token === 'area') return values.areaCode ?? '';
      const digits = String(values.seq);
      return width ? digits.padStart(Number(width), '0') : digits;
    },
  );

export const isValidCustomerNumberFormat = (format: string): boolean =>
  /\{seq(:\d+)?\}/.test(format);
