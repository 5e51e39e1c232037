import type { FastifyRequest } from 'fastify';
import { translator } from './i18n.ts';

/** The success envelope of every answer (DESIGN.md §6). */
export const ok = <T>(request: FastifyRequest, data: T, messageKey: 'OK' | 'SAVED' = 'OK') => ({
  success: true as const,
  message: translator(request.lang)(`errors:${messageKey}`),
  data,
});
