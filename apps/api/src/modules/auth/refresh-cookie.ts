import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'prapa_rt';
// Only the auth endpoints ever receive the refresh token.
const PATH = '/api/auth';

export const setRefreshCookie = (
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) =>
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: PATH,
    expires,
  });

export const clearRefreshCookie = (reply: FastifyReply) =>
  reply.clearCookie(REFRESH_COOKIE, { path: PATH });

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE];
