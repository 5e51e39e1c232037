import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation } from '@prapa/contracts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t, 'ประปาบ้านหนองน้ำ');
});
afterAll(() => t.close());

const call = (s: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

const settingsOf = ({
  id: _i,
  code: _c,
  isDemo: _d,
  active: _a,
  createdAt: _t,
  ...rest
}: Organisation) => rest;

describe('/org', () => {
  it('answers the whole organisation to any officer', async () => {
    for (const position of ['manager', 'auditor', 'meter_reader'] as const) {
      const res = await call(await org.login(position), 'GET', '/api/v1/org');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: org.id,
        code: org.code,
        nameTh: 'ประปาบ้านหนองน้ำ',
        lateFeeKind: 'none',
        reconnectionFee: 10000,
        signatories: { head: { position: 'ประธานกรรมการประปา' } },
      });
    }
  });

  it('lets an admin save the settings, audited with before and after', async () => {
    const manager = await org.login('manager');
    const current = (await call(manager, 'GET', '/api/v1/org')).json().data as Organisation;
    const res = await call(manager, 'PUT', '/api/v1/org', {
      ...settingsOf(current),
      taxId: '0994000123456',
      lateFeeKind: 'flat',
      lateFeeValue: 5000,
      bankAccounts: [{ bank: 'ธ.ก.ส.', accountNo: '020-1-23456-7', accountName: 'ประปาหมู่บ้าน' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('บันทึกเรียบร้อยแล้ว');
    expect(res.json().data).toMatchObject({ taxId: '0994000123456', lateFeeValue: 5000 });

    const again = (await call(manager, 'GET', '/api/v1/org')).json().data;
    expect(again.bankAccounts).toHaveLength(1);

    const log = await call(manager, 'GET', `/api/v1/audit?entity=organisation&entityId=${org.id}`);
    const entry = log.json().data.items[0];
    expect(entry).toMatchObject({
      action: 'organisation.update',
      officerName: 'ประปาบ้านหนองน้ำ manager',
      before: { lateFeeKind: 'none', taxId: null },
      after: { lateFeeKind: 'flat', lateFeeValue: 5000 },
    });
  });

  it('refuses invalid settings with the paths of the fields', async () => {
    const manager = await org.login('manager');
    const current = (await call(manager, 'GET', '/api/v1/org')).json().data as Organisation;
    const res = await call(manager, 'PUT', '/api/v1/org', {
      ...settingsOf(current),
      taxId: '12345',
      warnAfterRounds: 4,
      cutoffAfterRounds: 2,
      bankAccounts: [{ bank: 'x', accountNo: 'abc', accountName: 'y' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['taxId', 'bankAccounts.0.accountNo']));
    expect(res.json().errors.find((e: { path: string }) => e.path === 'taxId').message).toMatch(
      /13/,
    );
  });

  it('keeps auditors and editors read-only', async () => {
    const current = (await call(await org.login('manager'), 'GET', '/api/v1/org')).json().data;
    const auditor = await call(
      await org.login('auditor'),
      'PUT',
      '/api/v1/org',
      settingsOf(current),
    );
    expect(auditor.statusCode).toBe(403);
    expect(auditor.json().code).toBe('READ_ONLY');
    const clerk = await call(await org.login('clerk'), 'PUT', '/api/v1/org', settingsOf(current));
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json().code).toBe('FORBIDDEN');
  });
});
