import type { FastifyRequest } from 'fastify';

/**
 * The request's Idempotency-Key header (a retry of the same work sends the same key), or
 * null without one; trimmed and capped so a client's odd key is still one key.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && header.trim() !== '' ? header.trim().slice(0, 200) : null;
};
