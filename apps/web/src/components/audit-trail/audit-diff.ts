/** What an audit entry changed, field by field, as dotted paths ('signatories.head.name'). */

export type Scalar = string | number | boolean | null;
export type FieldChange = { path: string; before: Scalar; after: Scalar };

/** Bookkeeping columns every row carries; they say nothing to the reader. */
const IGNORED = new Set(['id', 'orgId', 'createdAt', 'updatedAt', 'passwordHash']);

const flatten = (value: unknown, prefix: string, out: Map<string, Scalar>) => {
  if (value === null || value === undefined) {
    if (prefix) out.set(prefix, null);
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0 && prefix) out.set(prefix, null);
    value.forEach((item, index) =>
      flatten(item, prefix ? `${prefix}.${index}` : String(index), out),
    );
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!prefix && IGNORED.has(key)) continue;
      flatten(item, prefix ? `${prefix}.${key}` : key, out);
    }
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.set(prefix, value);
  } else out.set(prefix, String(value));
};

const asMap = (value: unknown): Map<string, Scalar> => {
  const out = new Map<string, Scalar>();
  flatten(value, '', out);
  return out;
};

const same = (a: Scalar | undefined, b: Scalar | undefined) =>
  (a ?? null) === (b ?? null) || ((a ?? '') === '' && (b ?? '') === '');

/** Changed fields in the order they first appear; a creation lists what it set. */
export const diffEntry = (before: unknown, after: unknown): FieldChange[] => {
  const old = asMap(before);
  const next = asMap(after);
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths
    .filter((path) => !same(old.get(path), next.get(path)))
    .map((path) => ({ path, before: old.get(path) ?? null, after: next.get(path) ?? null }));
};
