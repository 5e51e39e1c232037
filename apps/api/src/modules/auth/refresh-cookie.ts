import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'prapa_rt';
// Only the auth endpoints ever receive the refresh token.
const PATH = '/api/auth';

/**
 * Served over HTTPS: PUBLIC_URL says so (TLS ends at a proxy the app may not be told
 * about), or the request came over it, a trusted proxy's X-Forwarded-Proto included
 * (request.protocol believes the header only from TRUST_PROXY). Over plain HTTP the
 * cookie is not Secure, or a browser on http://localhost or a LAN box would drop it.
 */
const overHttps = (request: FastifyRequest) =>
  request.protocol === 'https' || /^https:\/\//i.test(request.server.config.publicUrl ?? '');

export const setRefreshCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) =>
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: overHttps(request),
    path: PATH,
    expires,
  });

export const clearRefreshCookie = (reply: FastifyReply) =>
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: overHttps(reply.request),
    path: PATH,
  });

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE];
