/**
 * A sample customer number for a format such as `{area}-{seq:5}`, so the admin sees
 * what the format produces while typing it. Unknown placeholders are left as typed.
 */
const SAMPLE = { area: '01', seq: 123 };

export const customerNumberExample = (format: string): string =>
  format.replace(/\{(\w+)(?::(\d+))?\}/g, (whole, name: string, width?: string) => {
    if (name === 'seq') return String(SAMPLE.seq).padStart(Number(width ?? 0), '0');
    if (name === 'area') return SAMPLE.area;
    return whole;
  });
