import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Area,
  CollectionRoute,
  DiscountScheme,
  MeterSize,
  PaymentChannel,
  Printer,
  UsageStatus,
  UserType,
} from '@prapa/contracts';
import { createOrg, login, type Session } from '../../../test/factories.ts';
import { createDemoTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, ensureDemo } from '../setup/demo-seed.ts';

let t: TestApp;
let demo: Session;
let fresh: Session;

beforeAll(async () => {
  t = await createDemoTestApp();
  const { orgId } = await ensureDemo(t.database.db);
  if (!orgId) throw new Error('no demo organisation');
  demo = await login(t, orgId, 'manager', DEMO_PASSWORD);
  fresh = await (await createOrg(t, 'ประปาใหม่')).login('manager');
});
afterAll(() => t.close());

const items = async <T>(s: Session, path: string) => {
  const res = await t.app.inject({ url: `/api/v1/basic/${path}`, headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as T[];
};

describe('defaults of a new organisation', () => {
  it('has the six usage statuses, in order', async () => {
    const rows = await items<UsageStatus>(fresh, 'usage-statuses');
    expect(rows.map((r) => [r.name, r.billMode, r.readingRequired, r.countsAsCutOff])).toEqual([
      ['ปกติ', 'normal', true, false],
      ['ระงับชั่วคราว', 'none', false, false],
      ['ตัดน้ำ', 'none', false, true],
      ['ยกเลิกการใช้น้ำ', 'none', false, false],
      ['มาตรชำรุด', 'normal', false, false],
      ['รอติดตั้ง', 'none', false, false],
    ]);
    expect(rows[4]?.billAtAverage).toBe(true);
    const log = await t.app.inject({
      url: `/api/v1/audit?entity=organisation&entityId=${fresh.user.org_id}`,
      headers: fresh.headers,
    });
    expect(log.json().data.items.map((e: { action: string }) => e.action)).toContain(
      'basic.defaults',
    );
  });

  it('has meter sizes ½″ to 2″ with village fees in satang', async () => {
    const rows = await items<MeterSize>(fresh, 'meter-sizes');
    expect(rows.map((r) => [r.label, r.monthlyFee])).toEqual([
      ['½″', 1000],
      ['¾″', 2000],
      ['1″', 3000],
      ['1½″', 5000],
      ['2″', 8000],
    ]);
  });

  it('has four user types, each with a flat tariff in force since FY 2570', async () => {
    const rows = await items<UserType>(fresh, 'user-types');
    expect(rows.map((r) => [r.code, r.name, r.currentTariff?.blocks[0]?.rate])).toEqual([
      ['BIZ', 'ธุรกิจ', 1000],
      ['GOV', 'ราชการ', 800],
      ['RES', 'ที่อยู่อาศัย', 700],
      ['TEMPLE', 'วัด/โรงเรียน', 500],
    ]);
    expect(rows[2]?.currentTariff).toMatchObject({
      method: 'flat',
      effectiveFrom: '2026-10-01',
      status: 'current',
    });
  });

  it('has cash, bank transfer and Thai QR channels, and three discount schemes', async () => {
    const channels = await items<PaymentChannel>(fresh, 'payment-channels');
    expect(channels.map((c) => [c.kind, c.bankAccount])).toEqual([
      ['cash', null],
      ['bank_transfer', null],
      ['thai_qr', null],
    ]);
    const discounts = await items<DiscountScheme>(fresh, 'discount-schemes');
    expect(discounts.map((d) => [d.name, d.kind, d.value, d.monthlyCap, d.billCeiling])).toEqual([
      ['ผู้พิการ', 'percent', 1000, null, null],
      ['ผู้สูงอายุ', 'percent', 1000, null, null],
      ['บัตรสวัสดิการแห่งรัฐ', 'fixed', 10000, 10000, 31500],
    ]);
    expect(await items<Area>(fresh, 'areas')).toEqual([]);
  });
});

describe('the demo organisation', () => {
  it('has three villages with routes walked by its reader and collector', async () => {
    const areas = await items<Area>(demo, 'areas');
    expect(areas.map((a) => [a.name, a.villageNo, a.routeCount])).toEqual([
      ['บ้านหนองบัว', 1, 2],
      ['บ้านโนนสว่าง', 3, 1],
      ['บ้านดอนแดง', 5, 2],
    ]);
    const routes = await items<CollectionRoute>(demo, 'routes');
    expect(routes).toHaveLength(5);
    expect(new Set(routes.map((r) => `${r.readerName} / ${r.collectorName}`))).toEqual(
      new Set(['ประสิทธิ์ จดมาตร / วิไล เก็บเงิน']),
    );
  });

  it('has a default 80 mm receipt printer at the head office', async () => {
    const [printer] = await items<Printer>(demo, 'devices');
    expect(printer).toMatchObject({
      paper: '80mm',
      connection: 'browser',
      defaultForReceipts: true,
    });
  });
});
