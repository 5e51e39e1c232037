import { afterAll, beforeAll, expect } from 'vitest';
import type { Officer } from '@prapa/contracts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

export type OfficerSuite = { t: TestApp; a: TestOrg; b: TestOrg; manager: Session };

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The officers' test files share one set-up: two organisations, a manager of the
 * first, and helpers to create and update officers. `ready` hands the test file its
 * variables once the app is up.
 */
export const officerSuite = (ready: (s: OfficerSuite) => void) => {
  let s: OfficerSuite;
  beforeAll(async () => {
    const t = await createTestApp({ LOGIN_MAX_FAILURES: '2', LOGIN_RATE_PER_MINUTE: '1000' });
    const a = await createOrg(t, 'ประปา ก');
    const b = await createOrg(t, 'ประปา ข');
    s = { t, a, b, manager: await a.login('manager') };
    ready(s);
  });
  afterAll(() => s.t.close());

  const call = (as: Session, method: Method, url: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

  const body = (username: string, extra: object = {}) => ({
    username,
    password: 'start1234',
    fullName: `คุณ ${username}`,
    position: 'cashier',
    role: 'editor',
    ...extra,
  });

  const create = async (username: string, extra: object = {}, as?: Session) => {
    const res = await call(as ?? s.manager, 'POST', '/api/v1/officers', body(username, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Officer;
  };

  const update = (id: string, o: Officer, patch: object, as?: Session) =>
    call(as ?? s.manager, 'PUT', `/api/v1/officers/${id}`, {
      fullName: o.fullName,
      position: o.position,
      role: o.role,
      officeId: o.officeId,
      phone: o.phone,
      email: o.email,
      active: o.active,
      ...patch,
    });

  return { call, body, create, update };
};
