import { randomUUID } from 'node:crypto';
import { readingEntry } from '../src/modules/readings/reading-fixtures.ts';
import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import { nationalIdOf } from '../src/modules/water-users-import/import-fixtures.ts';
import { userBody } from '../src/modules/water-users/water-user-fixtures.ts';
import { next, type SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of the register: water users, meters and their changes, route order,
// imports, rounds and readings (see sweep-samples.ts).

export const registerSamples = (k: SweepKit): Record<string, Maker> => {
  const {
    pool,
    ctx,
    as,
    y,
    newRound,
    meterUser,
    entitlement,
    readingRound,
    reading,
    meterRequest,
    usersSheet,
    readingSheet,
  } = k;
  return {
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
  };
};
