import { addDays } from '@prapa/domain';
import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import { PASSWORD } from './factories.ts';
import { SWEEP_PASSWORD } from './sweep-seed.ts';
import { send as sendAs } from '../src/modules/water-users/water-user-fixtures.ts';
import { current, next, type SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of signing in, the organisation, officers, access and basic data
// (see sweep-samples.ts).

export const accessSamples = (k: SweepKit): Record<string, Maker> => {
  const { t, session, pool, org, as, newArea, orgBody, futureTariff } = k;
  return {
    'POST /api/v1/cms/auth/login': () => ({
      body: { org_id: org.id, username: 'clerk', password: PASSWORD },
    }),
    'POST /api/auth/refresh-token': () => ({
      body: {},
      headers: { cookie: `prapa_rt=${session('auditor').refreshCookie}` },
    }),
    'POST /api/auth/register': (base) => ({
      body: {
        ...(base.body as object),
        org_id: org.id,
        username: `req${next()}`,
        phone: '0812345678',
      },
    }),
    'POST /api/auth/forgot-password': () => ({ body: { org_id: org.id, username: 'cashier' } }),
    'POST /api/auth/reset-password': async (base) => {
      await sendAs(t, session('cashier'), 'POST', '/api/auth/forgot-password', {
        org_id: org.id,
        username: 'cashier',
      });
      const list = (await as('manager', 'GET', '/api/v1/password-resets?pageSize=50')) as {
        items: { id: string; status?: string }[];
      };
      const id = list.items[0]?.id ?? '';
      const link = await as('manager', 'POST', `/api/v1/password-resets/${id}/issue`);
      return { body: { ...(base.body as object), token: String(link.token), password: PASSWORD } };
    },
    'POST /api/v1/auth/unlock': () => ({ body: { password: PASSWORD } }),
    'POST /api/v1/auth/change-password': () => ({
      body: { currentPassword: PASSWORD, newPassword: SWEEP_PASSWORD },
    }),
    'POST /api/v1/auth/switch-org': () => ({ body: { org_id: pool.otherOrgId } }),
    'PUT /api/v1/org': (base) => ({ body: orgBody(base) }),
    'PUT /api/v1/org-admin/orgs/{id}': (base) => ({
      body: orgBody(base),
      params: { id: pool.otherOrgId ?? '' },
    }),
    'GET /api/v1/org-admin/orgs/{id}': () => ({ params: { id: pool.otherOrgId ?? '' } }),
    'POST /api/v1/org-admin/orgs/{id}/deactivate': () => ({
      params: { id: pool.otherOrgId ?? '' },
    }),
    'POST /api/v1/org-admin/orgs/{id}/activate': () => ({ params: { id: pool.otherOrgId ?? '' } }),
    'POST /api/v1/org-admin/orgs': (base) => ({
      body: {
        ...(base.body as object),
        org: { code: `SWO${next()}`, nameTh: 'ประปาใหม่', kind: 'village' },
        admin: { username: 'newadmin', password: SWEEP_PASSWORD, fullName: 'ผู้ดูแลใหม่' },
      },
    }),
    'POST /api/v1/officers': (base) => ({
      body: {
        ...(base.body as object),
        username: `officer${next()}`,
        phone: '0812345678',
        position: 'clerk',
        role: 'editor',
      },
    }),
    'PUT /api/v1/officers/{id}': (base) => ({
      body: { ...(base.body as object), phone: '0812345678', position: 'clerk', role: 'editor' },
    }),
    'POST /api/v1/access-requests/{id}/approve': async (base) => {
      await sendAs(t, session('clerk'), 'POST', '/api/auth/register', {
        org_id: org.id,
        displayName: 'ผู้ขอใช้งาน',
        email: `req${next()}@example.com`,
        username: `asker${current()}`,
        password: SWEEP_PASSWORD,
      });
      const list = (await as('manager', 'GET', '/api/v1/access-requests?pageSize=50')) as {
        items: { id: string; status: string }[];
      };
      const id = list.items.find((r) => r.status === 'pending')?.id ?? '';
      return {
        params: { id },
        body: { ...(base.body as object), position: 'clerk', role: 'editor' },
      };
    },
    'POST /api/v1/access-requests/{id}/reject': async () => {
      await sendAs(t, session('clerk'), 'POST', '/api/auth/register', {
        org_id: org.id,
        displayName: 'ผู้ขอใช้งานอีกคน',
        email: `req${next()}@example.com`,
        username: `asker${current()}`,
        password: SWEEP_PASSWORD,
      });
      const list = (await as('manager', 'GET', '/api/v1/access-requests?pageSize=50')) as {
        items: { id: string; status: string }[];
      };
      return { params: { id: list.items.find((r) => r.status === 'pending')?.id ?? '' } };
    },
    'POST /api/v1/password-resets/{id}/issue': async () => {
      await sendAs(t, session('clerk'), 'POST', '/api/auth/forgot-password', {
        org_id: org.id,
        username: 'meter_reader',
      });
      const list = (await as('manager', 'GET', '/api/v1/password-resets?pageSize=50')) as {
        items: { id: string }[];
      };
      return { params: { id: list.items[0]?.id ?? '' } };
    },
    'POST /api/v1/basic/areas/{id}/deactivate': async () => ({ params: { id: await newArea() } }),
    'POST /api/v1/basic/routes': (base) => ({
      body: {
        ...(base.body as object),
        readerId: session('meter_reader').user.id,
        collectorId: session('cashier').user.id,
      },
    }),
    'PUT /api/v1/basic/routes/{id}': (base) => ({
      body: {
        ...(base.body as object),
        readerId: session('meter_reader').user.id,
        collectorId: session('cashier').user.id,
      },
    }),
    'POST /api/v1/basic/routes/{id}/deactivate': async () => {
      const areaId = await newArea();
      const route = await as('manager', 'POST', '/api/v1/basic/routes', {
        areaId,
        code: `SR${next()}`,
        name: 'สายใหม่',
      });
      return { params: { id: String(route.id) } };
    },
    'POST /api/v1/basic/user-types': (base) => ({
      body: {
        ...(base.body as object),
        tariff: {
          effectiveFrom: today(),
          method: 'flat',
          blocks: [{ upTo: null, rate: 1000 }],
          minimumCharge: 0,
        },
      },
    }),
    'POST /api/v1/basic/user-types/{id}/tariffs': () => ({
      body: {
        effectiveFrom: addDays(today(), 400),
        method: 'flat',
        blocks: [{ upTo: null, rate: 1000 }],
        minimumCharge: 0,
      },
    }),
    'PUT /api/v1/basic/user-types/{id}/tariffs/{tariffId}': async () => {
      const tariffId = await futureTariff(500);
      return {
        params: { id: pool.userTypeId ?? '', tariffId },
        body: {
          effectiveFrom: addDays(today(), 600 + current()),
          method: 'flat',
          blocks: [{ upTo: null, rate: 1200 }],
          minimumCharge: 0,
        },
      };
    },
    'DELETE /api/v1/basic/user-types/{id}/tariffs/{tariffId}': async () => ({
      params: { id: pool.userTypeId ?? '', tariffId: await futureTariff(700) },
    }),
    'POST /api/v1/basic/devices': (base) => ({
      body: { ...(base.body as object), connection: 'browser', host: null, port: null },
    }),
    'PUT /api/v1/basic/devices/{id}': (base) => ({
      body: { ...(base.body as object), connection: 'browser', host: null, port: null },
    }),
  };
};
