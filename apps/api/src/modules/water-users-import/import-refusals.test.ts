import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProblem } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildSheet, fileBody, goodRow, type RowValues } from './import-fixtures.ts';
import { headerText, templateColumns } from './template-columns.ts';

const base = '/api/v1/water-users/import';
let t: TestApp;
let a: TestOrg;
let b: TestOrg;
let clerk: Session;

const post = (path: string, payload: object, s: Session = clerk) =>
  t.app.inject({ method: 'POST', url: `${base}/${path}`, headers: s.headers, payload });

const usersOf = async (orgId: string) =>
  withSystem(t.database.db, async (tx) => {
    const res = await tx.execute(
      sql`select count(*)::int as n from water_users where org_id = ${orgId}`,
    );
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  });

const addArea = async (org: TestOrg, code: string) => {
  const m = await org.login('manager');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/basic/areas',
    headers: m.headers,
    payload: { code, name: `บ้าน ${code}` },
  });
  const route = await t.app.inject({
    method: 'POST',
    url: '/api/v1/basic/routes',
    headers: m.headers,
    payload: { areaId: res.json().data.id, code: `R${code}`, name: `สาย ${code}` },
  });
  expect(route.statusCode, route.body).toBe(200);
};

const row = (i: number, overrides: RowValues = {}): RowValues => ({
  ...goodRow(i, { area: 'A01', route: 'RA01' }),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
  await addArea(a, 'A01');
  await addArea(a, 'A02');
  await addArea(b, 'B01');
  clerk = await a.login('clerk');
});
afterAll(() => t.close());

describe('import: bad rows', () => {
  // Each row breaks one rule; row numbers are Excel's (the header is row 1).
  const cases: [string, RowValues, string, RegExp][] = [
    ['first name missing', { firstName: null }, 'ชื่อ * (C)', /กรุณากรอก/],
    [
      'national id checksum',
      { nationalId: '1234567890123' },
      'เลขประจำตัวประชาชน (E)',
      /ประจำตัวประชาชน/,
    ],
    ['phone', { phone: '12345' }, 'โทรศัพท์ (F)', /โทรศัพท์/],
    ['postcode', { postcode: '4000' }, 'รหัสไปรษณีย์ * (M)', /./],
    ['unknown area', { areaCode: 'ZZ9' }, 'รหัสพื้นที่ * (N)', /ZZ9/],
    ['route of another area', { areaCode: 'A02' }, 'รหัสสายเก็บเงิน (O)', /RA01.*A02/],
    ['area of another organisation', { areaCode: 'B01', routeCode: null }, 'รหัสพื้นที่ * (N)', /B01/],
    ['unknown user type', { userTypeCode: 'QQQ' }, 'รหัสประเภทผู้ใช้น้ำ * (P)', /QQQ/],
    ['unknown meter size', { meterSize: '9' }, 'ขนาดมาตร * (Q)', /"9"/],
    ['latitude without longitude', { longitude: null }, 'ลองจิจูด (Z)', /./],
    ['swapped coordinates', { latitude: 102.8, longitude: 16.4 }, 'ละติจูด (Y)', /ประเทศไทย/],
    ['bad date', { installedOn: '31/02/2567' }, 'วันที่ติดตั้ง (V)', /วว\/ดด\/ปปปป/],
    ['future date', { installedOn: '01/01/2600' }, 'วันที่ติดตั้ง (V)', /./],
    ['moo not a number', { moo: 'สาม' }, 'หมู่ที่ (H)', /ตัวเลข/],
    ['reading over the digits', { initialReading: 12_345 }, 'เลขอ่านเริ่มต้น (W)', /4 หลัก/],
    ['deposit with satang fractions', { deposit: 10.555 }, 'เงินประกันมาตร (บาท) (X)', /ทศนิยม/],
  ];

  it('lists each problem with its Excel row and column, and writes nothing', async () => {
    const sheet = [row(0), ...cases.map(([, o], k) => row(k + 1, o))];
    // Repeats inside the file: a customer number and a meter serial.
    sheet.push(row(40, { customerNo: 'X-1' }), row(41, { customerNo: 'X-1' }));
    sheet.push(row(42, { meterSerial: 'DUP1' }), row(43, { meterSerial: 'DUP1' }));
    const file = await buildSheet(sheet);
    const res = await post('preview', fileBody(file));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      problems: ImportProblem[];
      rowCount: number;
      validCount: number;
    };
    const at = (r: number) => data.problems.filter((p) => p.row === r);
    cases.forEach(([name, , column, message], k) => {
      const found = at(k + 3);
      expect(
        found.map((p) => p.column),
        name,
      ).toContain(column);
      expect(found.find((p) => p.column === column)?.message, name).toMatch(message);
    });
    expect(at(2)).toEqual([]);
    const last = cases.length + 2;
    expect(at(last + 2)[0]).toMatchObject({ column: 'เลขผู้ใช้น้ำ (A)', cell: `A${last + 2}` });
    expect(at(last + 2)[0]?.message).toContain(`แถวที่ ${last + 1}`);
    expect(at(last + 4)[0]).toMatchObject({ column: 'หมายเลขมาตร (S)' });
    expect(at(last + 1)).toEqual([]);
    expect(data.rowCount).toBe(sheet.length);
    expect(data.validCount).toBe(sheet.length - cases.length - 2);

    const confirm = await post('confirm', {
      ...fileBody(file),
      fileHash: res.json().data.fileHash,
    });
    expect(confirm.statusCode).toBe(202);
    const job = await waitForJob(t, clerk, confirm);
    expect(job).toMatchObject({ status: 'failed', error: { code: 'VALIDATION' } });
    expect(job.error?.errors?.[0]?.message).toMatch(/^แถวที่ 3 /);
    expect(await usersOf(a.id)).toBe(0);
  });

  it('answers problems in the caller language', async () => {
    const file = await buildSheet([row(0, { areaCode: 'ZZ9' })]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/preview`,
      headers: { ...clerk.headers, 'accept-language': 'en' },
      payload: fileBody(file),
    });
    expect(res.json().data.problems[0].message).toMatch(/Code "ZZ9" does not exist/);
  });

  it('refuses a meter serial already in the register', async () => {
    const first = await buildSheet([row(0, { meterSerial: 'TAKEN-1' })]);
    const p1 = await post('preview', fileBody(first));
    const c1 = await post('confirm', { ...fileBody(first), fileHash: p1.json().data.fileHash });
    expect(c1.statusCode, c1.body).toBe(202);
    expect((await waitForJob(t, clerk, c1)).status).toBe('succeeded');
    const second = await buildSheet([row(1, { meterSerial: 'TAKEN-1' })]);
    const p2 = await post('preview', fileBody(second));
    expect(p2.json().data.problems[0]).toMatchObject({ row: 2, column: 'หมายเลขมาตร (S)' });
  });
});

describe('import: refused files', () => {
  const refusal = (res: { json: () => { errors: { message: string }[] } }) =>
    res.json().errors[0]?.message ?? '';

  it('refuses random bytes and a CSV as not a spreadsheet (415)', async () => {
    const random = await post('preview', fileBody(randomBytes(4096), 'x.xlsx'));
    expect(random.statusCode).toBe(415);
    expect(refusal(random)).toMatch(/ไม่ใช่ไฟล์ Excel/);
    const csv = Buffer.from('ชื่อ,นามสกุล\nสมชาย,ใจดี\n', 'utf8');
    const res = await post('preview', fileBody(csv, 'users.csv'));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA');
  });

  it('refuses a zip that is not a workbook (415)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x');
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    // Same container, the workbook part renamed away.
    const broken = Buffer.from(
      xlsx.toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmz'),
      'latin1',
    );
    expect((await post('preview', fileBody(broken))).statusCode).toBe(415);
  });

  it('refuses a file over 10 MB (413)', async () => {
    const res = await post('preview', fileBody(randomBytes(11 * 1024 * 1024)));
    expect(res.statusCode).toBe(413);
    expect(refusal(res)).toMatch(/10 MB/);
  });

  it('refuses formulas, naming the cells (422)', async () => {
    const file = await buildSheet([row(0), row(1, { moo: { formula: '1+2' } })]);
    const res = await post('preview', fileBody(file));
    expect(res.statusCode).toBe(422);
    expect(refusal(res)).toMatch(/H3/);
  });

  it('refuses a header row that is not the template, naming the missing columns (422)', async () => {
    const headers = templateColumns.map(headerText).filter((h) => !/^(ชื่อ|รหัสพื้นที่) \*$/.test(h));
    const file = await buildSheet([], { headers });
    const res = await post('preview', fileBody(file));
    expect(res.statusCode).toBe(422);
    expect(refusal(res)).toMatch(/ชื่อ, รหัสพื้นที่/);
  });

  it('refuses a template with no rows (422)', async () => {
    const res = await post('preview', fileBody(await buildSheet([])));
    expect(res.statusCode).toBe(422);
  });

  it('accepts headers typed without the required mark, and sizes as people write them', async () => {
    const headers = templateColumns.map((c) => c.header);
    const file = await buildSheet(
      [row(0, { meterSerial: 'MOVED-1', meterSize: '4 หุน' }), row(1, { meterSize: '3/4"' })],
      { headers },
    );
    const res = await post('preview', fileBody(file));
    expect(res.json().data).toMatchObject({ rowCount: 2, validCount: 2, problems: [] });
  });
});
