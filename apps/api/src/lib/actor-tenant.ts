import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, ReadSide } from '../db/client.ts';
import { chooseRead, type ReadChoice } from '../db/read-replica.ts';
import { withTenant, type Tx } from '../db/tenant.ts';
import { actorOf } from '../plugins/auth.ts';
import { afterLsnOf, noteReplicaRead } from '../plugins/read-replica.ts';
import type { Actor } from '../plugins/types.ts';
import { AppError } from './app-error.ts';
import { asError, isClientAbort } from './client-abort.ts';

export type TenantCtx = { tx: Tx; orgId: string; actor: Actor };

/**
 * The constraint a unique violation (SQLSTATE 23505) names, looking through drizzle's
 * wrapper; null for any other error.
 */
export const uniqueViolation = (err: unknown): string | null => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
};

/**
 * Runs fn in one tenant transaction of the organisation the caller acts on. Services
 * pre-check duplicates for a clear field error; `conflicts` turns the race two requests
 * can still win at the unique constraint into the same answer.
 */
export const inActorOrg = async <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (ctx: TenantCtx) => Promise<T>,
  conflicts: Record<string, () => AppError> = {},
): Promise<T> => {
  const actor = actorOf(request);
  try {
    return await withTenant(app.database.db, actor.orgId, (tx) =>
      fn({ tx, orgId: actor.orgId, actor }),
    );
  } catch (err) {
    const constraint = uniqueViolation(err);
    const mapped = constraint ? conflicts[constraint] : undefined;
    throw mapped ? mapped() : err;
  }
};

/** When each replica last said why it was not read: once a minute in the log is enough. */
const warnedAt = new WeakMap<ReadSide, number>();
const WARN_EVERY_MS = 60_000;

const warnOnce = (request: FastifyRequest, read: ReadSide, message: string) => {
  const now = Date.now();
  if (now - (warnedAt.get(read) ?? 0) < WARN_EVERY_MS) return;
  warnedAt.set(read, now);
  request.log.warn(`read replica: ${message}; heavy reads go to the primary`);
};

/** The replica when this read may use it; null for the primary. */
const replicaFor = async (
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ read: ReadSide; choice: ReadChoice & { side: 'replica' } } | null> => {
  const read = app.database.read;
  if (!read || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const status = await read.status();
  const choice = chooseRead(status, app.config.replicaMaxLagSeconds, afterLsnOf(request));
  if (choice.side === 'replica') return { read, choice };
  if (!status.reachable) warnOnce(request, read, `unreachable (${status.reason})`);
  else if (choice.reason === 'lagging') {
    warnOnce(request, read, `${Math.round(status.lagSeconds)} s behind`);
  }
  return null;
};

/**
 * inActorOrg for the heavy reads (reports, exports, the dashboard): on the streaming
 * replica when it answers, is within REPLICA_MAX_LAG_SECONDS and has the caller's last
 * write (the prapa_lsn cookie), else on the primary. Read-only everywhere: what runs here
 * can never write, on either side. A read the replica fails (it went away, a recovery
 * conflict) is read again on the primary: the request never fails for the replica.
 */
export const inActorOrgRead = async <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (ctx: TenantCtx) => Promise<T>,
): Promise<T> => {
  const actor = actorOf(request);
  const run = (db: Db, readOnly: boolean) =>
    withTenant(db, actor.orgId, async (tx) => {
      if (readOnly) await tx.execute(sql`set transaction read only`);
      return fn({ tx, orgId: actor.orgId, actor });
    });
  const replica = await replicaFor(app, request);
  if (replica) {
    try {
      const result = await run(replica.read.db, false);
      noteReplicaRead(request, replica.choice);
      return result;
    } catch (err) {
      if (err instanceof AppError || isClientAbort(err)) throw err;
      replica.read.forget();
      warnOnce(request, replica.read, `a read failed (${asError(err).message})`);
    }
  }
  return run(app.database.db, true);
};
