import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaterUserSummary } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { translator } from '../../lib/i18n.ts';
import { createOrg, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { waitForJob } from '../../../test/jobs.ts';
import {
  buildSheet,
  fileBody,
  goodRow,
  type RowValues,
} from '../water-users-import/import-fixtures.ts';

const base = '/api/v1/reports/water-users';
let t: TestApp;
let a: TestOrg;
let b: TestOrg;

const addArea = async (org: TestOrg, code: string, route: string) => {
  const m = await org.login('manager');
  const area = await t.app.inject({
    method: 'POST',
    url: '/api/v1/basic/areas',
    headers: m.headers,
    payload: { code, name: `บ้าน ${code}` },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/basic/routes',
    headers: m.headers,
    payload: { areaId: area.json().data.id, code: route, name: `สาย ${route}` },
  });
};

/** Users through the import, which is how a utility starts its register. */
const importRows = async (org: TestOrg, rows: RowValues[]) => {
  const clerk = await org.login('clerk');
  const body = fileBody(await buildSheet(rows));
  const preview = await t.app.inject({
    method: 'POST',
    url: '/api/v1/water-users/import/preview',
    headers: clerk.headers,
    payload: body,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/water-users/import/confirm',
    headers: clerk.headers,
    payload: { ...body, fileHash: preview.json().data.fileHash },
  });
  expect(res.statusCode, res.body).toBe(202);
  expect((await waitForJob(t, clerk, res)).status).toBe('succeeded');
};

const get = async (org: TestOrg, url: string, position: 'manager' | 'auditor' = 'manager') =>
  t.app.inject({ url, headers: (await org.login(position)).headers });

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
  await addArea(a, 'A01', 'R1');
  await addArea(a, 'A02', 'R2');
  await addArea(b, 'A01', 'R1');
  const row = (i: number, o: RowValues) => ({ ...goodRow(i, { area: 'A01', route: 'R1' }), ...o });
  // Org A: 7 users. A01: 4 (3 on R1, 1 with no route); A02: 3 (2 on R2, 1 with no route).
  await importRows(a, [
    row(0, {}),
    row(1, { userTypeCode: 'BIZ' }),
    row(2, { latitude: null, longitude: null }),
    row(3, { routeCode: null, meterSize: '1', usageStatusCode: 'SUSPEND' }),
    row(4, { areaCode: 'A02', routeCode: 'R2', userTypeCode: 'BIZ' }),
    row(5, { areaCode: 'A02', routeCode: 'R2', latitude: null, longitude: null }),
    row(6, { areaCode: 'A02', routeCode: null, meterSize: '1', usageStatusCode: 'CUTOFF' }),
  ]);
  // Org B: 3 users its report counts and org A's never does.
  await importRows(
    b,
    [0, 1, 2].map((i) => ({ ...goodRow(i, { area: 'A01', route: 'R1' }), meterSerial: `B${i}` })),
  );
  // Two valid discount entitlements and one that has ended.
  await withSystem(t.database.db, (tx) =>
    tx.execute(sql`
      insert into discount_entitlements (org_id, water_user_id, scheme_id, evidence, valid_from, valid_to)
      select w.org_id, w.id, s.id, 'บัตร ' || w.customer_no, '2020-01-01',
        case when w.house_no like '3/%' then '2021-01-01'::date end
      from water_users w join discount_schemes s on s.org_id = w.org_id and s.code = 'ELDERLY'
      where w.org_id = ${a.id} and (w.house_no like '1/%' or w.house_no like '5/%' or w.house_no like '3/%')`),
  );
});
afterAll(() => t.close());

const countsOf = (s: WaterUserSummary) =>
  Object.fromEntries(s.rows.map((r) => [r.code ?? '-', [r.count, r.withLocation, r.withDiscount]]));

describe('/report/use_water_user', () => {
  it('counts by area, route, user type, usage status and meter size, with totals', async () => {
    const summary = async (groupBy: string) => {
      const res = await get(a, `${base}/summary?groupBy=${groupBy}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as WaterUserSummary;
    };
    const area = await summary('area');
    expect(countsOf(area)).toEqual({ A01: [4, 3, 1], A02: [3, 2, 1] });
    expect(area.totals).toEqual({ count: 7, withLocation: 5, withDiscount: 2 });
    expect(area.rows[0]).toMatchObject({ label: 'บ้าน A01' });
    const route = await summary('route');
    expect(countsOf(route)).toEqual({ R1: [3, 2, 1], R2: [2, 1, 1], '-': [2, 2, 0] });
    expect(route.rows.at(-1)).toMatchObject({ key: null, label: 'ยังไม่ได้จัดสายเก็บเงิน' });
    const type = await summary('userType');
    expect(countsOf(type)).toMatchObject({ RES: [5, 3, 1], BIZ: [2, 2, 1], GOV: [0, 0, 0] });
    const status = await summary('usageStatus');
    expect(countsOf(status)).toMatchObject({
      NORMAL: [5, 3, 2],
      SUSPEND: [1, 1, 0],
      CUTOFF: [1, 1, 0],
    });
    const size = await summary('meterSize');
    expect(countsOf(size)).toMatchObject({ '0.5': [5, 3, 2], '1': [2, 2, 0], '2': [0, 0, 0] });
    for (const s of [route, type, status, size]) expect(s.totals.count).toBe(7);
  });

  it("never counts another organisation's users", async () => {
    const res = await get(b, `${base}/summary?groupBy=area`);
    expect(res.json().data.totals).toEqual({ count: 3, withLocation: 3, withDiscount: 0 });
  });

  it('lets an auditor read it (report.read) and refuses an unknown grouping', async () => {
    expect((await get(a, `${base}/summary?groupBy=area`, 'auditor')).statusCode).toBe(200);
    expect((await get(a, `${base}/summary/pdf`, 'auditor')).statusCode).toBe(200);
    expect((await get(a, `${base}/summary?groupBy=officer`)).statusCode).toBe(400);
  });

  it('exports all five groupings as sheets, each with a bold totals row', async () => {
    const res = await get(a, `${base}/summary/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename*=UTF-8');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const th = translator('th');
    expect(wb.worksheets.map((w) => w.name)).toEqual(
      ['areas', 'routes', 'userTypes', 'usageStatuses', 'meterSizes'].map((f) =>
        th(`server:file.${f}`),
      ),
    );
    const areas = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(areas.getRow(1).values).toEqual([
      undefined,
      'รหัส',
      'ชื่อ',
      'จำนวนผู้ใช้น้ำ',
      'ร้อยละ',
      'มีพิกัดแผนที่',
      'มีสิทธิส่วนลด',
    ]);
    expect(areas.getRow(2).values).toEqual([undefined, 'A01', 'บ้าน A01', 4, 57.14, 3, 1]);
    const total = areas.getRow(areas.actualRowCount);
    expect(total.getCell(2).value).toBe('รวมทั้งหมด');
    expect(total.getCell(3).value).toBe(7);
    expect(total.getCell(3).font?.bold).toBe(true);
  });

  it('prints an A4 PDF in Thai', async () => {
    const res = await get(a, `${base}/summary/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8/);
  });
});
