/**
 * Submit-time validation with the contracts' zod schemas, worded exactly as the server
 * words it (issueToMessage + the `validation` namespace).
 *   const checked = validateWithSchema(form, officerCreate, blankToNull(values), t);
 *   if (checked.ok) save(checked.data); else checked.formErrors → shown above the form
 */
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { issuePath, issueToMessage, type Translate } from '@prapa/contracts';

export type SchemaCheck<T> = { ok: true; data: T } | { ok: false; formErrors: string[] };

type NamePath = (string | number)[];

const toName = (path: readonly PropertyKey[]): NamePath =>
  path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));

/** Field errors per field, in the form antd's setFields takes. */
export const issuesToFields = (issues: readonly z.core.$ZodIssue[], t: Translate) => {
  const byPath = new Map<string, { name: NamePath; errors: string[] }>();
  const formErrors: string[] = [];
  for (const issue of issues) {
    const message = issueToMessage(issue, t);
    if (issue.path.length === 0) {
      formErrors.push(message);
      continue;
    }
    const key = issuePath(issue);
    const entry = byPath.get(key) ?? { name: toName(issue.path), errors: [] };
    // One message a field: the first problem is the one to fix first.
    if (entry.errors.length === 0) entry.errors.push(message);
    byPath.set(key, entry);
  }
  return { fields: [...byPath.values()], formErrors };
};

export const validateWithSchema = <T>(
  form: FormInstance,
  schema: z.ZodType<T>,
  input: unknown,
  t: Translate,
): SchemaCheck<T> => {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const { fields, formErrors } = issuesToFields(result.error.issues, t);
  form.setFields(fields);
  const first = fields[0];
  if (first) form.scrollToField(first.name, { block: 'center' });
  return { ok: false, formErrors };
};

/**
 * A cleared antd input gives '' where the schemas expect "absent": turn blanks into
 * null, deeply, so optional fields pass and required ones say "required".
 */
export const blankToNull = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) return value.map(blankToNull);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankToNull(v)]));
  }
  return value;
};

/** i18next's `t` in the shape issueToMessage wants. */
export const asTranslate =
  (t: (key: string, options?: Record<string, unknown>) => string): Translate =>
  (key, vars) =>
    t(key, vars);
