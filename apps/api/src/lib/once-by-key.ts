import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../db/tenant.ts';
import { inActorOrg, type TenantCtx } from './actor-tenant.ts';
import { AppError } from './app-error.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

/** A value as one string whatever the order of its objects' keys (jsonb reorders them). */
export const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);

const hashOf = (v: unknown) => createHash('sha256').update(canonical(v)).digest('base64url');

/** 409: the key came back with another request (a client's bug, or a key reused by hand). */
export const keyReused = () =>
  new AppError('CONFLICT', {
    errors: [{ path: 'Idempotency-Key', message: 'validation:idempotencyKeyReused' }],
  });

type Claim = { orgId: string; scope: string; key: string; hash: string };

/**
 * Claims the key for this transaction (its first statement). A second request of the same
 * key waits at the primary key until the first commits (or rolls back, and then claims it
 * itself), so it never races the first one's checks. Answers the document the first
 * request made, or null when this request is the first.
 */
const claim = async (tx: Tx, c: Claim): Promise<string | null> => {
  const fresh = rowsOf(
    await tx.execute(sql`insert into idempotency_keys (org_id, scope, key, request_hash)
      values (${c.orgId}, ${c.scope}, ${c.key}, ${c.hash})
      on conflict do nothing returning 1 as fresh`),
  );
  if (fresh.length > 0) return null;
  // A new statement: it sees the first request's commit that the insert waited for.
  const [row] = rowsOf(
    await tx.execute(sql`select request_hash, entity_id from idempotency_keys
      where org_id = ${c.orgId} and scope = ${c.scope} and key = ${c.key}`),
  );
  if (!row || row.request_hash !== c.hash || typeof row.entity_id !== 'string') throw keyReused();
  return row.entity_id;
};

const record = (tx: Tx, c: Claim, entityId: string) =>
  tx.execute(sql`update idempotency_keys set entity_id = ${entityId}
    where org_id = ${c.orgId} and scope = ${c.scope} and key = ${c.key}`);

export type Once<T> = {
  /** The kind of write (a key is one key per kind): 'receipt.void', 'remittance'… */
  scope: string;
  /** What the request asks (its body and the path's ids): a retry asks the same. */
  asks: unknown;
  /** Makes the document (in the transaction the claim opened). */
  write: (ctx: TenantCtx) => Promise<T>;
  idOf: (made: T) => string;
  /** The document the first request made, read again for a retry. */
  replay: (ctx: TenantCtx, id: string) => Promise<T>;
  /** Unique violations to answer as errors, as inActorOrg maps them. */
  conflicts?: Record<string, () => AppError>;
};

/**
 * A money write done once per Idempotency-Key (DESIGN.md §3, issue 23 §5): a retry, a double
 * click, or the same request sent twice at the same moment, on one process or two, answers
 * what the first request made (created: false), and writes nothing. Without a key the write
 * runs as before, with no statement added.
 */
export const onceByKey = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  once: Once<T>,
): Promise<{ made: T; created: boolean }> => {
  const key = idempotencyKeyOf(request);
  return inActorOrg(
    app,
    request,
    async (ctx) => {
      if (!key) return { made: await once.write(ctx), created: true };
      const c: Claim = { orgId: ctx.orgId, scope: once.scope, key, hash: hashOf(once.asks) };
      const earlier = await claim(ctx.tx, c);
      if (earlier) return { made: await once.replay(ctx, earlier), created: false };
      const made = await once.write(ctx);
      await record(ctx.tx, c, once.idOf(made));
      return { made, created: true };
    },
    once.conflicts,
  );
};
