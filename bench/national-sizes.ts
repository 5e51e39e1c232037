/**
 * The national bench's organisations (issue 29): how many connections each has. Many
 * small, few large, as the country's village and sub-district utilities are: a
 * log-uniform spread whose rank is skewed by a power, solved so the sizes sum to the
 * total exactly. The first is the largest (ten times the average, at most MAX_SIZE: the
 * 20,000 of 500 organisations and 1,000,000 connections), the last the smallest, and one
 * has exactly SEARCH_SIZE connections (the /user search figure is measured there).
 */
export const MIN_SIZE = 200;
export const MAX_SIZE = 20_000;
export const SEARCH_SIZE = 2_000;

const curve = (orgs: number, largest: number, power: number) =>
  Array.from(
    { length: orgs },
    (_, i) => MIN_SIZE * (largest / MIN_SIZE) ** ((1 - i / (orgs - 1)) ** power),
  );
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The first organisation's connections. */
export const largestSize = (orgs: number, total: number) =>
  Math.min(MAX_SIZE, Math.max(SEARCH_SIZE, Math.round((10 * total) / orgs)));

/** Deterministic sizes, largest first, down to MIN_SIZE, summing to `total`. */
export const nationSizes = (orgs = 500, total = 1_000_000): number[] => {
  if (!Number.isInteger(orgs) || orgs < 3) throw new RangeError('at least 3 organisations');
  const largest = largestSize(orgs, total);
  const low = largest + SEARCH_SIZE + (orgs - 2) * MIN_SIZE;
  const high = largest * (orgs - 1) + MIN_SIZE;
  if (!Number.isInteger(total) || total < low || total > high) {
    throw new RangeError(`${orgs} organisations hold from ${low} to ${high} connections`);
  }
  // The sum falls as the power rises: bisect on its logarithm.
  let lo = -12;
  let hi = 12;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (sum(curve(orgs, largest, Math.exp(mid))) > total) lo = mid;
    else hi = mid;
  }
  const sizes = curve(orgs, largest, Math.exp((lo + hi) / 2)).map((x) =>
    Math.min(largest, Math.max(MIN_SIZE, Math.round(x))),
  );
  sizes[0] = largest;
  sizes[orgs - 1] = MIN_SIZE;
  let search = 1;
  for (let i = 1; i < orgs - 1; i++) {
    const d = Math.abs((sizes[i] ?? 0) - SEARCH_SIZE);
    if (d < Math.abs((sizes[search] ?? 0) - SEARCH_SIZE)) search = i;
  }
  sizes[search] = SEARCH_SIZE;
  // Rounding leaves a few connections over or short: one each to the others, in turn.
  const others = sizes.map((_, i) => i).filter((i) => i > 0 && i < orgs - 1 && i !== search);
  let rest = total - sum(sizes);
  while (rest !== 0) {
    const step = Math.sign(rest);
    let moved = false;
    for (const i of others) {
      const next = (sizes[i] ?? 0) + step;
      if (rest === 0 || next < MIN_SIZE || next > largest) continue;
      sizes[i] = next;
      rest -= step;
      moved = true;
    }
    if (!moved) throw new RangeError(`cannot place ${rest} connections`);
  }
  return sizes;
};
