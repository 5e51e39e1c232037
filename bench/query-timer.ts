import pg from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database } from '../apps/api/src/db/client.ts';
import { summarise, type Stats } from './stats.ts';

/** One statement's share of a piece of work: how often it ran and for how long. */
export type QueryShare = { n: number; totalMs: number; avgMs: number; maxMs: number };

/** The column list of a SELECT is noise: keep `select … from <table> …`. */
const shapeOf = (text: string) => {
  const flat = text
    .replace(/\s+/g, ' ')
    .replace(/"/g, '')
    .replace(/\$\d+(, \$\d+)*/g, '$n')
    .trim();
  // A multi-row VALUES list differs with the batch: keep `insert into <table> (…) values …`.
  const values = flat.search(/ values \(/i);
  if (/^insert /i.test(flat) && values > 0) return `${flat.slice(0, values)} values …`;
  if (!/^select /i.test(flat)) return flat;
  let depth = 0;
  for (let i = 7; i < flat.length; i++) {
    const c = flat[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0 && flat.startsWith(' from ', i)) return `select … ${flat.slice(i + 1)}`;
  }
  return flat;
};

const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

// The tenant set-up opens every transaction; a transaction is named by what follows it.
const SETUP = /^(select set_config|begin|commit|rollback)/i;

const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 0);

type Tally = { n: number; totalMs: number; maxMs: number };
type Span = { ms: number; first: string | null; n: number; top: string; topMs: number };
const newSpan = (): Span => ({ ms: 0, first: null, n: 0, top: '', topMs: -1 });

/**
 * Times every statement sent to the database while on (PGlite's queries, top level and
 * in transactions, or node-postgres client queries), and every transaction from its
 * first statement to its end. A bench aid: it patches the driver of this process; close
 * puts it back. `select 1` (GET /api/health) is timed apart: on PGlite it mostly waits.
 */
export const queryTimer = (database: Database) => {
  const seen = new Map<string, Tally>();
  const spans: Span[] = [];
  let on = false;
  const note = (text: string, ms: number, span?: Span) => {
    if (!on) return;
    const key = shapeOf(text);
    // BENCH_SLOW_MS=n: each statement slower than n ms as it happens (a run that stalls).
    if (SLOW_MS > 0 && ms > SLOW_MS) console.log(`slow ${Math.round(ms)} ms: ${cut(key, 160)}`);
    if (span) {
      if (span.first === null && !SETUP.test(key)) span.first = key;
      span.n += 1;
      if (ms > span.topMs) {
        span.top = key;
        span.topMs = ms;
      }
    }
    const r = seen.get(key) ?? { n: 0, totalMs: 0, maxMs: 0 };
    r.n += 1;
    r.totalMs += ms;
    r.maxMs = Math.max(r.maxMs, ms);
    seen.set(key, r);
  };
  const timed = async <T>(text: string, run: () => Promise<T>, span?: Span): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      note(text, performance.now() - started, span);
    }
  };
  const restore: (() => void)[] = [];
  const lite: PGlite | undefined = database.pglite;
  if (lite) {
    const query = lite.query.bind(lite);
    const transaction = lite.transaction.bind(lite);
    const wrapTx = (tx: Transaction, span: Span): Transaction =>
      new Proxy(tx, {
        get: (target, key) =>
          key === 'query'
            ? (text: string, ...rest: unknown[]) =>
                timed(
                  text,
                  () => (target.query as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
                  span,
                )
            : (Reflect.get(target, key) as unknown),
      });
    lite.query = ((text: string, ...rest: unknown[]) =>
      timed(text, () =>
        (query as (...a: unknown[]) => Promise<unknown>)(text, ...rest),
      )) as PGlite['query'];
    lite.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
      transaction(async (tx) => {
        const span = newSpan();
        const started = performance.now();
        try {
          return await fn(wrapTx(tx, span));
        } finally {
          span.ms = performance.now() - started;
          if (on) spans.push(span);
        }
      })) as PGlite['transaction'];
    restore.push(() => {
      lite.query = query;
      lite.transaction = transaction;
    });
  } else {
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = proto.query;
    const open = new WeakMap<object, { started: number; span: Span }>();
    proto.query = function (this: object, ...args: unknown[]) {
      const out = original.apply(this, args);
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
      if (!on || !text || !(out instanceof Promise)) return out;
      if (/^begin/i.test(text)) open.set(this, { started: performance.now(), span: newSpan() });
      const current = open.get(this);
      const started = performance.now();
      return out.finally(() => {
        note(text, performance.now() - started, current?.span);
        if (current && /^(commit|rollback)/i.test(text)) {
          current.span.ms = performance.now() - current.started;
          spans.push(current.span);
          open.delete(this);
        }
      });
    };
    restore.push(() => {
      proto.query = original;
    });
  }
  return {
    start: () => {
      seen.clear();
      spans.length = 0;
      on = true;
    },
    /**
     * The statements seen since start, the costliest first, their sum (health's
     * `select 1` apart), and the transactions (but those whose first statement matches
     * `others`, e.g. a poll): how long, and the longest with their costliest statement.
     */
    stop: (others?: RegExp) => {
      on = false;
      const r = (v: number) => Math.round(v * 10) / 10;
      const shares: Record<string, QueryShare> = {};
      let totalMs = 0;
      for (const [key, v] of seen) {
        if (key !== 'select 1') totalMs += v.totalMs;
        const label = cut(key, 110);
        const same = shares[label] ?? { n: 0, totalMs: 0, avgMs: 0, maxMs: 0 };
        const n = same.n + v.n;
        const total = same.totalMs + v.totalMs;
        shares[label] = {
          n,
          totalMs: r(total),
          avgMs: r(total / n),
          maxMs: r(Math.max(same.maxMs, v.maxMs)),
        };
      }
      const sorted = Object.fromEntries(
        Object.entries(shares).sort((a, b) => b[1].totalMs - a[1].totalMs),
      );
      const mine = spans.filter((s) => !(others && s.first !== null && others.test(s.first)));
      const longest = [...mine]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3)
        .map(
          (s) =>
            `${Math.round(s.ms)} ms, ${s.n} statements, ${Math.round(s.topMs)} ms in ${cut(s.top, 60)}`,
        );
      const transactions: Stats = summarise(mine.map((s) => s.ms));
      return { shares: sorted, totalMs: Math.round(totalMs), transactions, longest };
    },
    close: () => {
      for (const undo of restore) undo();
    },
  };
};
