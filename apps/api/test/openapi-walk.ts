import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** The parts of an OpenAPI JSON schema the sweep reads. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: JsonSchema;
  required?: boolean;
};

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** The permission-table key the route declares (`x-permission`), or 'public'. */
  permission: string | null;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        'x-permission'?: string;
      }
    >
  >;
};

/** Every operation of the document: the sweep covers new routes without a list. */
export const operationsOf = (doc: unknown): Operation[] =>
  Object.entries((doc as OpenApi).paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      permission: op['x-permission'] ?? null,
    })),
  );

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;

const WORD = 'ทดสอบประปา';

/**
 * A value the schema accepts, as far as a schema can say: ids come from the pool of
 * the organisation's real rows by field name, so writes reach the database.
 */
export const sampleOf = (
  schema: JsonSchema,
  name: string,
  pool: Record<string, string>,
  seed: number,
): unknown => {
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) {
    const concrete = variant.find((v) => typeOf(v) !== 'null') ?? variant[0];
    return concrete ? sampleOf(concrete, name, pool, seed) : null;
  }
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], name, pool, seed);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        out[key] = sampleOf(prop, key, pool, seed);
      }
      return out;
    }
    case 'array':
      return schema.items ? [sampleOf(schema.items, name, pool, seed)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'uuid') return pool[name] ?? randomUUID();
      if (schema.format === 'date') return '2026-10-15';
      if (schema.format === 'date-time') return '2026-10-15T03:00:00.000Z';
      if (schema.format === 'email') return `sweep${seed}@example.com`;
      if (schema.pattern) {
        const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
          seed,
          numRuns: 1,
        });
        return (value ?? '').slice(0, schema.maxLength ?? 200);
      }
      const min = schema.minLength ?? 1;
      const text = `${WORD}${seed}`.repeat(Math.ceil(min / WORD.length) + 1);
      return text.slice(0, Math.max(min, Math.min(schema.maxLength ?? 12, 12)));
    }
    default:
      return null;
  }
};

/** Paths to every leaf of an object sample (nested objects walked, arrays by index 0). */
export const leavesOf = (value: unknown, prefix: string[] = []): string[][] => {
  if (Array.isArray(value)) {
    return value.length ? leavesOf(value[0], [...prefix, '0']) : [prefix];
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return [prefix];
    return entries.flatMap(([key, item]) => leavesOf(item, [...prefix, key]));
  }
  return [prefix];
};

export const withValue = (value: unknown, at: string[], replacement: unknown): unknown => {
  if (!at.length) return replacement;
  const [head, ...rest] = at as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withValue(copy[Number(head)], rest, replacement);
    return copy;
  }
  const base = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { ...base, [head]: withValue(base[head], rest, replacement) };
};

/** Text that must never be stored: the rule of packages/contracts text.ts, seen from outside. */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'ab\uD800',
  '\uDC00x',
  '\u200B',
  '\u200B\u200C\uFEFF',
  '   ',
  '\u0E31',
  '\u0E48\u0E49',
  '\u202Eevil',
  'x\u2066y',
  'bell\u0007',
  'esc\u001B[31m',
  'c1\u0085x',
  'two\nlines',
  'x'.repeat(20_000),
];

/** Numbers and types a schema must refuse or handle: raw JSON text, so 1e309 and -0 pass. */
export const HOSTILE_RAW = [
  '-1',
  '-0',
  '0.001',
  '1.5',
  '1e309',
  '-1e309',
  '9007199254740993',
  '"NaN"',
  '"1"',
  'null',
  'true',
  '{}',
  '[]',
  '{"$ne":1}',
  '"../../etc/passwd"',
];

/** Query values: the same text, and numbers as a query string carries them. */
export const HOSTILE_QUERY = [
  ...HOSTILE_TEXT.filter((s) => s.length < 1000),
  '-1',
  'NaN',
  '1e309',
  '0.001',
  "' or 1=1 --",
  '%',
  '_',
  '\\',
];

/** URL-encodes as a hostile client may: a lone surrogate goes as its (invalid) UTF-8 bytes. */
export const encode = (value: string) =>
  [...value]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`;
      }
      return encodeURIComponent(ch);
    })
    .join('');
