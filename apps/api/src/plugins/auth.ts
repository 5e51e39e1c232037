import type { FastifyInstance } from 'fastify';
import { can, permissionTable, pickLanguage } from '@prapa/contracts';
import { AppError } from '../lib/app-error.ts';
import { createSessionCheck } from '../lib/session-check.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { Actor } from './types.ts';

const bearer = (header: string | undefined): string | null => {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * Authentication and authorisation for every route: the token gives the actor, the
 * route's `permission` is checked against the one table in packages/contracts, and the
 * OrgId header must name the organisation the token acts on.
 */
export const registerAuth = (app: FastifyInstance, tokens: TokenService) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('lang', 'th');
  const sessions = createSessionCheck(app.database.db);
  /** The token's actor, if its signature holds and its session has not been ended. */
  const actorOfToken = async (token: string) => {
    const actor = await tokens.verify(token);
    if (!(await sessions.isLive(actor))) throw new AppError('UNAUTHENTICATED');
    return actor;
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const config = (route.config ?? {}) as { public?: boolean; permission?: string };
    if (!config.public && !config.permission) {
      throw new Error(
        `Route ${route.method} ${route.url} declares neither public nor a permission`,
      );
    }
    if (config.permission && !(config.permission in permissionTable)) {
      throw new Error(
        `Route ${route.method} ${route.url} names unknown permission ${config.permission}`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
    const config = request.routeOptions.config ?? {};
    const token = bearer(request.headers.authorization);
    if (config.public) {
      if (token) request.actor = await actorOfToken(token).catch(() => null);
      return;
    }
    if (!config.permission) return; // not an API route: static files, docs, 404
    if (!token) throw new AppError('UNAUTHENTICATED');
    const actor = await actorOfToken(token);
    request.actor = actor;
    const orgHeader = request.headers.orgid;
    if (typeof orgHeader === 'string' && orgHeader !== '' && orgHeader !== actor.orgId) {
      throw new AppError('ORG_MISMATCH');
    }
    if (!can(actor, config.permission)) {
      const rule = permissionTable[config.permission];
      const write = 'write' in rule && rule.write;
      throw new AppError(write && actor.position === 'auditor' ? 'READ_ONLY' : 'FORBIDDEN');
    }
  });

  // Requests past authentication and validation: only these run a handler, so only
  // these can write. One refused before (a schema or text-guard 400, a 401, a 403) ended
  // no session, and asking the database again after it would cost every refusal a query.
  const pastChecks = new WeakSet<object>();
  app.addHook('preHandler', async (request) => {
    pastChecks.add(request);
  });

  // A write may have ended sessions (its transaction has committed by now), even one
  // that answers an error (a reused refresh token revokes its family, then says 401):
  // trust no session until asked again. Writes are few beside reads, but for the counter's
  // and the readers' (keepsSessions), which end no session.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!pastChecks.has(request)) return;
    if (!request.routeOptions.config?.keepsSessions) sessions.forget();
  });
};

/** The actor of a route that declared a permission; the hook above guarantees one. */
export const actorOf = (request: { actor: Actor | null }): Actor => {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
};
