import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { positions, type Position, type Role, type SessionUser } from '@prapa/contracts';
import { withSystem } from '../src/db/tenant.ts';
import { createOrganisation } from '../src/modules/orgs/org-create.ts';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'secret123';

/** The role each position's officer gets in a test organisation. */
export const roleOf = (p: Position): Role =>
  ['manager', 'finance_officer', 'it'].includes(p) ? 'admin' : 'editor';

export type Session = {
  token: string;
  refreshCookie: string;
  user: SessionUser;
  headers: { authorization: string; orgid: string };
};

export type TestOrg = {
  id: string;
  code: string;
  login: (position: Position) => Promise<Session>;
};

export const refreshCookieOf = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === 'prapa_rt');
  if (!cookie) throw new Error(`no refresh cookie in ${res.statusCode} ${res.body}`);
  return cookie.value;
};

export const login = async (
  t: TestApp,
  orgId: string,
  username: string,
  password = PASSWORD,
): Promise<Session> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cms/auth/login',
    payload: { org_id: orgId, username, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: { tokens: { access: { token: string } }; user: SessionUser } };
  const token = body.data.tokens.access.token;
  return {
    token,
    refreshCookie: refreshCookieOf(res),
    user: body.data.user,
    headers: { authorization: `Bearer ${token}`, orgid: body.data.user.org_id },
  };
};

/** A fresh organisation with one officer per position, usernames = position names. */
export const createOrg = async (t: TestApp, name = 'ประปาทดสอบ'): Promise<TestOrg> => {
  const code = `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const { org } = await withSystem(t.database.db, (tx) =>
    createOrganisation(
      tx,
      null,
      { code, nameTh: name, kind: 'village' },
      positions.map((p) => ({
        username: p,
        password: PASSWORD,
        fullName: `${name} ${p}`,
        position: p,
        role: roleOf(p),
      })),
    ),
  );
  const sessions = new Map<Position, Session>();
  return {
    id: org.id,
    code,
    login: async (position) => {
      const cached = sessions.get(position);
      if (cached) return cached;
      const s = await login(t, org.id, position);
      sessions.set(position, s);
      return s;
    },
  };
};
