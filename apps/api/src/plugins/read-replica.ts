import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The primary's WAL position after the caller's last write: reads wait for the replica. */
export const LSN_COOKIE = 'prapa_lsn';
/** Long enough for any replica that is read at all (REPLICA_MAX_LAG_SECONDS) to catch up. */
const LSN_COOKIE_SECONDS = 300;
/** A replica this far behind is said so on screen (prapa-data-lag). */
const SHOWN_LAG_SECONDS = 2;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Freshness = { asOf: Date; lagSeconds: number };
const freshness = new WeakMap<FastifyRequest, Freshness>();

/** A heavy read of this request came from the replica; several keep the stalest. */
export const noteReplicaRead = (request: FastifyRequest, seen: Freshness) => {
  const before = freshness.get(request);
  if (!before || seen.asOf < before.asOf) freshness.set(request, seen);
};

/** The position the caller's last write reached, if the cookie says. */
export const afterLsnOf = (request: FastifyRequest): string | undefined =>
  request.cookies[LSN_COOKIE];

const overHttps = (request: FastifyRequest) =>
  request.protocol === 'https' || /^https:\/\//i.test(request.server.config.publicUrl ?? '');

/**
 * With a replica only (nothing is done or asked without one): a successful write's answer
 * carries the primary's WAL position as a cookie, so this browser's next heavy reads wait
 * for the replica to have it, whichever API process serves them; an answer read from the
 * replica says how fresh it is.
 */
export const registerReadReplica = (app: FastifyInstance) => {
  const read = app.database.read;
  if (!read) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const seen = freshness.get(request);
    if (seen) {
      reply.header('prapa-data-as-of', seen.asOf.toISOString());
      if (seen.lagSeconds >= SHOWN_LAG_SECONDS) {
        reply.header('prapa-data-lag', String(Math.round(seen.lagSeconds)));
      }
    }
    if (WRITES.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/')) {
      try {
        reply.setCookie(LSN_COOKIE, await read.primaryLsn(), {
          path: '/api',
          httpOnly: true,
          sameSite: 'lax',
          secure: overHttps(request),
          maxAge: LSN_COOKIE_SECONDS,
        });
      } catch (err) {
        // The write is done; without the cookie the next read may only be a little stale.
        request.log.warn({ err }, 'read-your-writes: primary WAL position not read');
      }
    }
    return payload;
  });
};
