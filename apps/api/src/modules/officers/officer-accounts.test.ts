import { describe, expect, it } from 'vitest';
import type { Officer } from '@prapa/contracts';
import { login, type Session, type TestOrg } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { officerSuite } from './officer-suite.ts';

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
let manager: Session;
const { call, body, create, update } = officerSuite((s) => ({ t, a, b, manager } = s));

describe('officer accounts: passwords, lockout, activity, who may change whom', () => {
  it('resets a password: old sessions end, the new password works', async () => {
    const o = await create('forgetful');
    const s = await login(t, a.id, 'forgetful', 'start1234');
    const res = await call(manager, 'POST', `/api/v1/officers/${o.id}/reset-password`, {
      password: 'brandnew99',
    });
    expect(res.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { prapa_rt: s.refreshCookie },
      payload: {},
    });
    expect(refresh.statusCode).toBe(401);
    await expect(login(t, a.id, 'forgetful', 'start1234')).rejects.toThrow(/401/);
    await expect(login(t, a.id, 'forgetful', 'brandnew99')).resolves.toBeTruthy();
  });

  it('unlocks an officer locked out by wrong passwords', async () => {
    const o = await create('clumsy');
    for (let i = 0; i < 2; i++) await login(t, a.id, 'clumsy', 'wrong1234').catch(() => null);
    const locked = (await call(manager, 'GET', `/api/v1/officers/${o.id}`)).json().data;
    expect(locked.locked).toBe(true);
    const res = await call(manager, 'POST', `/api/v1/officers/${o.id}/unlock`);
    expect(res.json().data.locked).toBe(false);
    await expect(login(t, a.id, 'clumsy', 'start1234')).resolves.toBeTruthy();
  });

  it('deactivates (sessions end, no sign-in) and activates; never oneself', async () => {
    const o = await create('leaver');
    const s = await login(t, a.id, 'leaver', 'start1234');
    const whoAmI = () => t.app.inject({ url: '/api/v1/auth/me', headers: s.headers });
    expect((await whoAmI()).statusCode).toBe(200);
    const off = await call(manager, 'POST', `/api/v1/officers/${o.id}/deactivate`);
    expect(off.json().data.active).toBe(false);
    // Not at the token's expiry: at once.
    expect((await whoAmI()).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { prapa_rt: s.refreshCookie },
      payload: {},
    });
    expect(refresh.statusCode).toBe(401);
    await expect(login(t, a.id, 'leaver', 'start1234')).rejects.toThrow(/401/);
    // An edit that leaves `active` out leaves it as it is.
    const before = off.json().data as Officer;
    const edit = await call(manager, 'PUT', `/api/v1/officers/${o.id}`, {
      fullName: 'ผู้ลาออก',
      position: before.position,
      role: before.role,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ fullName: 'ผู้ลาออก', active: false });
    await call(manager, 'POST', `/api/v1/officers/${o.id}/activate`);
    await expect(login(t, a.id, 'leaver', 'start1234')).resolves.toBeTruthy();

    const self = await call(manager, 'POST', `/api/v1/officers/${manager.user.id}/deactivate`);
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('CANNOT_DEACTIVATE_SELF');
    const me = (await call(manager, 'GET', `/api/v1/officers/${manager.user.id}`)).json().data;
    expect((await update(me.id, me, { active: false })).json().code).toBe('CANNOT_DEACTIVATE_SELF');
  });

  it('a change of position or role ends the officer’s sessions; a change of name does not', async () => {
    const o = await create('promoted');
    const s = await login(t, a.id, 'promoted', 'start1234');
    const whoAmI = () => t.app.inject({ url: '/api/v1/auth/me', headers: s.headers });
    expect((await update(o.id, o, { fullName: 'ชื่อใหม่' })).statusCode).toBe(200);
    expect((await whoAmI()).statusCode).toBe(200);
    const moved = await update(o.id, { ...o, fullName: 'ชื่อใหม่' }, { position: 'clerk' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await whoAmI()).statusCode).toBe(401);
    const again = await login(t, a.id, 'promoted', 'start1234');
    expect(again.user).toMatchObject({ position: 'clerk' });
  });

  it('lets only the IT department create or change an IT officer', async () => {
    const asManager = await call(
      manager,
      'POST',
      '/api/v1/officers',
      body('newit', { position: 'it', role: 'admin' }),
    );
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().code).toBe('FORBIDDEN');
    const itOfficer = (await call(manager, 'GET', '/api/v1/officers?position=it')).json().data
      .items[0];
    for (const url of ['reset-password', 'unlock', 'deactivate']) {
      const res = await call(
        manager,
        'POST',
        `/api/v1/officers/${itOfficer.id}/${url}`,
        url === 'reset-password' ? { password: 'takeover1' } : undefined,
      );
      expect(res.statusCode, url).toBe(403);
    }
    expect((await update(itOfficer.id, itOfficer, { fullName: 'ยึด' })).statusCode).toBe(403);
    const me = (await call(manager, 'GET', `/api/v1/officers/${manager.user.id}`)).json().data;
    expect((await update(me.id, me, { position: 'it' })).statusCode).toBe(403);
    await create('newit', { position: 'it', role: 'admin' }, await a.login('it'));
  });

  it('keeps editors and auditors out of officer changes', async () => {
    const clerk = await call(await a.login('clerk'), 'POST', '/api/v1/officers', body('x1'));
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json().code).toBe('FORBIDDEN');
    const auditor = await call(await a.login('auditor'), 'POST', '/api/v1/officers', body('x2'));
    expect(auditor.json().code).toBe('READ_ONLY');
    // Issue 24: the officer list is the manager's, finance's, IT's and the auditor's.
    expect((await call(await a.login('clerk'), 'GET', '/api/v1/officers')).statusCode).toBe(403);
    expect((await call(await a.login('auditor'), 'GET', '/api/v1/officers')).statusCode).toBe(200);
  });

  it('answers 404 for another organisation’s officer', async () => {
    const mine = await create('onlyina');
    const managerB = await b.login('manager');
    expect((await call(managerB, 'GET', `/api/v1/officers/${mine.id}`)).statusCode).toBe(404);
    expect((await update(mine.id, mine, { fullName: 'ข้ามองค์กร' }, managerB)).statusCode).toBe(404);
    const reset = await call(managerB, 'POST', `/api/v1/officers/${mine.id}/reset-password`, {
      password: 'takeover1',
    });
    expect(reset.statusCode).toBe(404);
    await expect(login(t, a.id, 'onlyina', 'start1234')).resolves.toBeTruthy();
  });
});
