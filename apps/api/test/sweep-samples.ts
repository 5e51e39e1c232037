import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Position } from '@prapa/contracts';
import { addDays } from '@prapa/domain';
import {
  BILLER,
  botFile,
  fileBody as bankFileBody,
} from '../src/modules/bank-import/bank-fixtures.ts';
import { connectionWithMeter, readingEntry } from '../src/modules/readings/reading-fixtures.ts';
import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import {
  buildSheet,
  fileBody as sheetBody,
  goodRow,
  nationalIdOf,
} from '../src/modules/water-users-import/import-fixtures.ts';
import { send as sendAs, userBody } from '../src/modules/water-users/water-user-fixtures.ts';
import { PASSWORD, type Session } from './factories.ts';
import { waitForJob } from './jobs.ts';
import { SWEEP_PASSWORD, type SweepSeed } from './sweep-seed.ts';
import type { TestApp } from './test-app.ts';

// The hostile sweep's valid samples (issue 24): what a schema cannot say about an
// operation (which bill is still open, which dates agree, a file of the right kind, a row
// that a void or a delete may use up). Each entry may make the rows it needs first, as
// the position that would, so no sample takes another's rows.

export type Sample = {
  query: Record<string, string>;
  body: unknown;
  params: Record<string, string>;
  headers?: Record<string, string>;
  /** Another position that holds the permission, where the row is theirs (their job). */
  position?: Position;
};

type Maker = (base: Sample) => Promise<Partial<Sample>> | Partial<Sample>;

/** The ids that the samples' own accepted answers made, by `METHOD /path`. */
export type Made = Map<string, string>;

/**
 * The few operations whose valid sample cannot be accepted here, and why; each is
 * covered by its own module's tests.
 */
export const CANNOT_ACCEPT: Record<string, string> = {
  'POST /api/v1/setup':
    'the first-run set-up answers only on an empty database (modules/setup tests)',
  'POST /api/v1/debt/notices/{id}/done':
    'a cut-off order follows a warning whose pay-by date has passed; notices are immutable and ' +
    'dated no later than today, so a seed made today has none (debt-year-scenario carries one)',
  'POST /api/v1/receipts/{id}/print':
    'prints to a network ESC/POS printer, none listens here (lib/escpos tests)',
};

let n = 0;
const next = () => (n += 1);

export const validSamples = (
  t: TestApp,
  seed: SweepSeed,
  session: (p: Position) => Session,
  made: Made,
): Record<string, Maker> => {
  const { pool, ctx, billRows, cashChannelId, org } = seed;
  const as = async (p: Position, method: 'POST' | 'PUT' | 'GET', url: string, body?: object) => {
    const res = await sendAs(t, session(p), method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return (res.json() as { data: Record<string, unknown> }).data;
  };
  const bill = (i: number) => {
    const b = billRows[i];
    if (!b) throw new Error(`the sweep seed has no bill ${i}`);
    return b;
  };
  const y = Number(today().slice(0, 4));
  const newArea = async () =>
    String(
      (await as('manager', 'POST', '/api/v1/basic/areas', { code: `SA${next()}`, name: 'หมู่ใหม่' }))
        .id,
    );
  const newRound = async () => {
    const month = (next() % 12) + 1;
    const m = String(month).padStart(2, '0');
    const yearBe = y + 543 + 2 + Math.floor(n / 12);
    const g = yearBe - 543;
    return String(
      (
        await as('clerk', 'POST', '/api/v1/service-rounds', {
          yearBe,
          month,
          periodFrom: `${g}-${m}-01`,
          periodTo: `${g}-${m}-28`,
          readingFrom: `${g}-${m}-20`,
          readingTo: `${g}-${m}-25`,
          billDate: `${g}-${m}-28`,
        })
      ).id,
    );
  };
  const orgBody = (base: Sample) => ({
    ...(base.body as object),
    customerNumberFormat: '{seq:6}',
    promptpayBillerId: BILLER,
    phone: '043123456',
    logoDataUrl: null,
  });
  const meterUser = async () => connectionWithMeter(ctx, 100);
  const entitlement = async (waterUserId: string) =>
    String(
      (
        await as('manager', 'POST', `/api/v1/water-users/${waterUserId}/entitlements`, {
          schemeId: pool.schemeId,
          evidence: 'บัตรสวัสดิการ',
          validFrom: today(),
        })
      ).id,
    );
  const readingRound = async () => {
    const roundId = await newRound();
    await as('clerk', 'POST', `/api/v1/service-rounds/${roundId}/status`, { status: 'reading' });
    return roundId;
  };
  const reading = async () => {
    const roundId = await readingRound();
    const waterUserId = await meterUser();
    const data = await as('meter_reader', 'POST', '/api/v1/readings', {
      ...readingEntry(roundId, waterUserId, 120),
    });
    return { roundId, waterUserId, readingId: String(data.id) };
  };
  const meterRequest = async () => {
    const waterUserId = await meterUser();
    return String(
      (
        await as('meter_reader', 'POST', '/api/v1/meter-change-requests', {
          waterUserId,
          changedOn: today(),
          oldFinalReading: 150,
          newSerial: `MCR-${randomUUID().slice(0, 8)}`,
          newInitialReading: 0,
          reason: 'มาตรค้าง',
        })
      ).id,
    );
  };
  const bankBody = (i: number) =>
    bankFileBody(
      `sweep-${i}.txt`,
      botFile(today(), [{ ref1: bill(i).customerNo, ref2: bill(i).number, amount: bill(i).total }]),
      pool.channelId ?? '',
    );
  const hashOf = async (body: object) =>
    String((await as('finance_officer', 'POST', '/api/v1/bank-files/preview', body)).fileHash);
  const areaCode = async () =>
    String(
      ((await as('manager', 'GET', `/api/v1/basic/areas/${pool.areaId}`)) as { code: string }).code,
    );
  const usersSheet = async () =>
    sheetBody(
      await buildSheet([
        {
          ...goodRow(next(), { area: await areaCode() }),
          nationalId: nationalIdOf(320_000_000_000 + n),
          meterSerial: `SWI${n}${randomUUID().slice(0, 4)}`,
        },
      ]),
    );
  const readingSheet = async (roundId: string) => {
    const res = await t.app.inject({
      url: `/api/v1/service-rounds/${roundId}/readings/import/template`,
      headers: session('clerk').headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { fileName: 'readings.xlsx', contentBase64: res.rawPayload.toString('base64') };
  };

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
        username: `asker${n}`,
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
        username: `asker${n}`,
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
      const tariff = await as(
        'manager',
        'POST',
        `/api/v1/basic/user-types/${pool.userTypeId}/tariffs`,
        {
          effectiveFrom: addDays(today(), 500 + next()),
          method: 'flat',
          blocks: [{ upTo: null, rate: 1000 }],
          minimumCharge: 0,
        },
      );
      return {
        params: { id: pool.userTypeId ?? '', tariffId: String(tariff.id) },
        body: {
          effectiveFrom: addDays(today(), 600 + n),
          method: 'flat',
          blocks: [{ upTo: null, rate: 1200 }],
          minimumCharge: 0,
        },
      };
    },
    'DELETE /api/v1/basic/user-types/{id}/tariffs/{tariffId}': async () => {
      const tariff = await as(
        'manager',
        'POST',
        `/api/v1/basic/user-types/${pool.userTypeId}/tariffs`,
        {
          effectiveFrom: addDays(today(), 700 + next()),
          method: 'flat',
          blocks: [{ upTo: null, rate: 1000 }],
          minimumCharge: 0,
        },
      );
      return { params: { id: pool.userTypeId ?? '', tariffId: String(tariff.id) } };
    },
    'POST /api/v1/basic/devices': (base) => ({
      body: { ...(base.body as object), connection: 'browser', host: null, port: null },
    }),
    'PUT /api/v1/basic/devices/{id}': (base) => ({
      body: { ...(base.body as object), connection: 'browser', host: null, port: null },
    }),
    'POST /api/v1/water-users': () => ({
      body: userBody(ctx.basicsA, { nationalId: nationalIdOf(330_000_000_000 + next()) }),
    }),
    'PUT /api/v1/water-users/{id}': () => ({
      body: userBody(ctx.basicsA, { nationalId: nationalIdOf(340_000_000_000 + next()) }),
    }),
    'PUT /api/v1/water-users/{id}/entitlements/{entitlementId}': async () => {
      const id = await meterUser();
      return {
        params: { id, entitlementId: await entitlement(id) },
        body: { schemeId: pool.schemeId, evidence: 'บัตรผู้พิการ', validFrom: today() },
      };
    },
    'DELETE /api/v1/water-users/{id}/entitlements/{entitlementId}': async () => {
      const id = await meterUser();
      return { params: { id, entitlementId: await entitlement(id) } };
    },
    'POST /api/v1/water-users/{id}/meter/replace': async (base) => ({
      params: { id: await meterUser() },
      body: {
        ...(base.body as object),
        serial: `RPL-${randomUUID().slice(0, 8)}`,
        oldFinalReading: 150,
        initialReading: 0,
        installedOn: today(),
      },
    }),
    'POST /api/v1/water-users/{id}/cancel': async (base) => ({
      params: { id: await meterUser() },
      body: base.body,
    }),
    'POST /api/v1/meter-change-requests': async (base) => ({
      body: {
        ...(base.body as object),
        waterUserId: await meterUser(),
        changedOn: today(),
        oldFinalReading: 150,
        newSerial: `MCR-${randomUUID().slice(0, 8)}`,
        newInitialReading: 0,
      },
    }),
    'POST /api/v1/meter-change-requests/{id}/approve': async (base) => ({
      params: { id: await meterRequest() },
      body: base.body,
    }),
    'POST /api/v1/meter-change-requests/{id}/reject': async (base) => ({
      params: { id: await meterRequest() },
      body: base.body,
    }),
    'POST /api/v1/route-order/move': () => ({
      body: { waterUserIds: [pool.waterUserId], routeId: pool.routeId },
    }),
    'PUT /api/v1/route-order/{routeId}': async () => {
      const stops = (await as('clerk', 'GET', `/api/v1/route-order/${pool.routeId}`)) as unknown as
        { items?: { id: string }[] } | { id: string }[];
      const list = Array.isArray(stops) ? stops : (stops.items ?? []);
      return {
        params: { routeId: pool.routeId ?? '' },
        body: { waterUserIds: list.map((s) => s.id).reverse() },
      };
    },
    'POST /api/v1/water-users/import/preview': async () => ({ body: await usersSheet() }),
    'POST /api/v1/water-users/import/confirm': async () => {
      const body = await usersSheet();
      const preview = await as('clerk', 'POST', '/api/v1/water-users/import/preview', body);
      return { body: { ...body, fileHash: preview.fileHash } };
    },
    // A job is its starter's to follow: the manager issued the seed's warnings.
    'GET /api/v1/jobs/{id}': () => ({ params: { id: pool.jobId ?? '' }, position: 'manager' }),
    'POST /api/v1/service-rounds': () => {
      const g = y + 4;
      return {
        body: {
          yearBe: g + 543,
          month: 6,
          periodFrom: `${g}-06-01`,
          periodTo: `${g}-06-28`,
          readingFrom: `${g}-06-20`,
          readingTo: `${g}-06-25`,
          billDate: `${g}-06-28`,
        },
      };
    },
    'PUT /api/v1/service-rounds/{id}': async () => {
      const id = await newRound();
      const data = await as('clerk', 'GET', `/api/v1/service-rounds/${id}`);
      const { yearBe, month, periodFrom, periodTo, readingFrom, readingTo, billDate } = data;
      return {
        params: { id },
        body: {
          yearBe,
          month,
          periodFrom,
          periodTo,
          readingFrom,
          readingTo,
          billDate,
          note: 'แก้ไข',
        },
      };
    },
    'POST /api/v1/service-rounds/{id}/status': async () => ({
      params: { id: await newRound() },
      body: { status: 'reading' },
    }),
    'PUT /api/v1/billing-cycle': (base) => ({
      body: {
        ...(base.body as object),
        readingFromDay: 20,
        readingToDay: 25,
        billDay: 28,
        warnDaysAfterDue: 7,
        cutoffDaysAfterDue: 15,
        anomalyLowBelowBp: 5000,
        anomalyHighAboveBp: 15000,
        anomalyVeryHighAboveBp: 30000,
      },
    }),
    'POST /api/v1/readings': async () => {
      const roundId = await readingRound();
      return { body: readingEntry(roundId, await meterUser(), 130) };
    },
    'POST /api/v1/readings/sync': async () => {
      const roundId = await readingRound();
      return {
        body: { source: 'phone', readings: [readingEntry(roundId, await meterUser(), 130)] },
      };
    },
    'POST /api/v1/readings/{id}/photo': async () => {
      const jpeg = Buffer.alloc(2_000, 0x20);
      jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
      return {
        params: { id: (await reading()).readingId },
        body: { mimeType: 'image/jpeg', contentBase64: jpeg.toString('base64') },
      };
    },
    'POST /api/v1/service-rounds/{id}/readings/accept': async () => {
      const r = await reading();
      return { params: { id: r.roundId }, body: { routeId: ctx.basicsA.routeId } };
    },
    'POST /api/v1/readings/{id}/accept': async () => ({
      params: { id: (await reading()).readingId },
    }),
    'POST /api/v1/readings/{id}/correct': async () => ({
      params: { id: (await reading()).readingId },
      body: { current: 125, code: '00', reason: 'อ่านผิด' },
    }),
    'POST /api/v1/readings/{id}/hold': async (base) => ({
      params: { id: (await reading()).readingId },
      body: base.body,
    }),
    'POST /api/v1/readings/{id}/reread': async (base) => ({
      params: { id: (await reading()).readingId },
      body: base.body,
    }),
    'POST /api/v1/service-rounds/{id}/readings/import/preview': async () => {
      const r = await reading();
      return { params: { id: r.roundId }, body: await readingSheet(r.roundId) };
    },
    'POST /api/v1/service-rounds/{id}/readings/import/confirm': async () => {
      const r = await reading();
      const body = await readingSheet(r.roundId);
      const preview = await as(
        'clerk',
        'POST',
        `/api/v1/service-rounds/${r.roundId}/readings/import/preview`,
        body,
      );
      return { params: { id: r.roundId }, body: { ...body, fileHash: preview.fileHash } };
    },
    'POST /api/v1/bills/{id}/void': () => ({
      params: { id: bill(4).id },
      body: { reason: 'ออกผิด', rebill: false },
    }),
    'POST /api/v1/service-rounds/{id}/payment-round': async (base) => ({
      params: { id: await newRound() },
      body: {
        ...(base.body as object),
        payFrom: today(),
        payTo: addDays(today(), 15),
        dueDate: addDays(today(), 15),
        warnDate: addDays(today(), 20),
        cutoffDate: addDays(today(), 30),
        lateFeeFrom: addDays(today(), 16),
      },
    }),
    'PUT /api/v1/payment-rounds/{id}': (base) => ({
      params: { id: made.get('POST /api/v1/service-rounds/{id}/payment-round') ?? '' },
      body: {
        ...(base.body as object),
        payFrom: today(),
        payTo: addDays(today(), 15),
        dueDate: addDays(today(), 15),
        warnDate: addDays(today(), 20),
        cutoffDate: addDays(today(), 30),
        lateFeeFrom: addDays(today(), 16),
      },
    }),
    'POST /api/v1/receipt-books/{id}/hand-over': () => ({
      body: { holderOfficerId: session('cashier').user.id },
    }),
    'POST /api/v1/receipt-books/{id}/void-leaves': async () => {
      const book = await as('finance_officer', 'POST', '/api/v1/receipt-books', {
        bookNo: `SV${next()}`,
        kind: 'paper',
        firstNo: 1,
        lastNo: 50,
        receivedAt: today(),
      });
      return { params: { id: String(book.id) }, body: { fromNo: 1, toNo: 2, reason: 'ใบเสีย' } };
    },
    'GET /api/v1/counter/{id}': () => ({ params: { id: pool.waterUserId ?? '' } }),
    'POST /api/v1/receipts': () => ({
      body: {
        waterUserId: bill(5).waterUserId,
        billIds: [bill(5).id],
        amount: bill(5).total,
        channelId: cashChannelId,
        tendered: bill(5).total,
      },
    }),
    // Finance took a payment in the seed: its day is remitted, the cashier's stays open
    // for the receipt void's sample.
    'POST /api/v1/remittances': (base) => ({
      body: {
        ...(base.body as object),
        officerId: session('finance_officer').user.id,
        date: today(),
        cash: 0,
        transfer: 0,
        differenceReason: 'ทดสอบ',
      },
    }),
    'POST /api/v1/remittances/{id}/void': () => ({
      params: { id: made.get('POST /api/v1/remittances') ?? '' },
      body: { reason: 'นับผิด' },
    }),
    'POST /api/v1/bank-files/preview': () => ({ body: bankBody(6) }),
    'POST /api/v1/bank-files/confirm': async () => {
      const body = bankBody(6);
      return { body: { ...body, fileHash: await hashOf(body) } };
    },
    'POST /api/v1/bank-rows/{id}/dismiss': async () => {
      const body = bankFileBody(
        `sweep-dismiss-${next()}.txt`,
        botFile(today(), [
          { ref1: '888888', ref2: `D${n}`, amount: 1_234 + n, payerName: 'ไม่ทราบชื่อ' },
        ]),
        pool.channelId ?? '',
      );
      const confirm = await sendAs(
        t,
        session('finance_officer'),
        'POST',
        '/api/v1/bank-files/confirm',
        {
          ...body,
          fileHash: await hashOf(body),
        },
      );
      expect(confirm.statusCode, confirm.body).toBe(202);
      await waitForJob(t, session('finance_officer'), confirm);
      const rows = (await as('finance_officer', 'GET', '/api/v1/bank-rows?pageSize=50')) as {
        items: { id: string; ref2?: string }[];
      };
      const row = rows.items.find((r) => r.ref2 === `D${n}`) ?? rows.items[0];
      return { params: { id: row?.id ?? '' }, body: { reason: 'ไม่ใช่ของเรา' } };
    },
    'POST /api/v1/bank-rows/{id}/match': () => ({
      body: { waterUserId: bill(7).waterUserId, billIds: [bill(7).id] },
    }),
    'POST /api/v1/debt/notices': () => ({
      body: {
        kind: 'warning',
        waterUserIds: [bill(3).waterUserId],
        noticeDate: today(),
        payBy: addDays(today(), 7),
      },
    }),
    'POST /api/v1/debt/notices/deliveries': () => ({
      body: { noticeIds: [pool.notices], kind: 'printed', onDate: today() },
    }),
    'PUT /api/v1/payment-check/{receiptId}': () => ({
      params: { receiptId: pool.qrReceiptId ?? '' },
      body: { result: 'confirmed' },
    }),
    'DELETE /api/v1/payment-check/{receiptId}': () => ({
      params: { receiptId: pool.qrReceiptId ?? '' },
    }),
  };
};
