/**
 * A meter size as people write it, in inches: "0.5", "1/2", '1/2"', "½″", "1 1/2",
 * "1½ นิ้ว", and the plumber's "4 หุน" (eighths of an inch: 4 หุน = ½″). Null when the
 * text is not a size.
 */
export const inchesOf = (text: string): number | null => {
  let t = text
    .toLowerCase()
    .replace(/นิ้ว|inch(es)?|in\b|["″”'’]/g, '')
    .replace(/½/g, ' 1/2')
    .replace(/¼/g, ' 1/4')
    .replace(/¾/g, ' 3/4')
    .trim();
  const eighths = /^(\d+)\s*หุน$/.exec(t);
  if (eighths) return Number(eighths[1]) / 8;
  t = t.replace(/\s+/g, ' ');
  const mixed = /^(\d+)[ -](\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};
