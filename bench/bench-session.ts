import type { FastifyInstance } from 'fastify';
import { BENCH_CODE, BENCH_PASSWORD } from './generate.ts';

export type Json = { data: Record<string, unknown> };

/**
 * The generated utility's manager, signed in: its organisation and a `send` that answers
 * the JSON of a request and throws on anything but success (a bench must not go on on a
 * failed set-up step).
 */
export const benchSession = async (app: FastifyInstance) => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: BENCH_CODE, username: 'manager', password: BENCH_PASSWORD },
  });
  const auth = login.json() as {
    data: { tokens: { access: { token: string } }; user: { org_id: string } };
  };
  const headers = {
    authorization: `Bearer ${auth.data.tokens.access.token}`,
    orgid: auth.data.user.org_id,
  };
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Json;
  };
  return { orgId: auth.data.user.org_id, headers, send };
};
