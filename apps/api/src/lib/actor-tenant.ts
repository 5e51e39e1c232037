import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withTenant, type Tx } from '../db/tenant.ts';
import { actorOf } from '../plugins/auth.ts';
import type { Actor } from '../plugins/types.ts';
import type { AppError } from './app-error.ts';

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
