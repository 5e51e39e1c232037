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
import { send as sendAs } from '../src/modules/water-users/water-user-fixtures.ts';
import type { Session } from './factories.ts';
import type { Made, Sample } from './sweep-samples.ts';
import type { SweepSeed } from './sweep-seed.ts';
import type { TestApp } from './test-app.ts';

// The sweep's kit (issue 24): how its valid samples make the rows they need, as the
// position that would, so no sample takes another's rows.

let n = 0;
/** A new number for names and codes no row has yet. */
export const next = () => (n += 1);
/** The number `next` gave last. */
export const current = () => n;

export const sweepKit = (
  t: TestApp,
  seed: SweepSeed,
  session: (p: Position) => Session,
  made: Made,
) => {
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
          meterSerial: `SWI${current()}${randomUUID().slice(0, 4)}`,
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

  const futureTariff = async (days: number) =>
    String(
      (
        await as('manager', 'POST', `/api/v1/basic/user-types/${pool.userTypeId}/tariffs`, {
          effectiveFrom: addDays(today(), days + next()),
          method: 'flat',
          blocks: [{ upTo: null, rate: 1000 }],
          minimumCharge: 0,
        })
      ).id,
    );
  return {
    t,
    session,
    made,
    pool,
    ctx,
    org,
    cashChannelId,
    as,
    bill,
    y,
    newArea,
    newRound,
    orgBody,
    meterUser,
    entitlement,
    readingRound,
    reading,
    meterRequest,
    bankBody,
    hashOf,
    areaCode,
    usersSheet,
    readingSheet,
    futureTariff,
  };
};

export type SweepKit = ReturnType<typeof sweepKit>;
