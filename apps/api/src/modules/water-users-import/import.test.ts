import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildSheet, fileBody, goodRow, type RowValues } from './import-fixtures.ts';
import { templateColumns } from './template-columns.ts';

const base = '/api/v1/water-users/import';
let t: TestApp;
let a: TestOrg;
let b: TestOrg;

const post = async (
  s: Session,
  path: string,
  payload: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/${path}`,
    headers: { ...s.headers, ...headers },
    payload,
  });

const seedBasics = async (org: TestOrg, prefix: string) => {
  const m = await org.login('manager');
  const ids: Record<string, string> = {};
  for (const n of ['1', '2']) {
    const area = await t.app.inject({
      method: 'POST',
      url: '/api/v1/basic/areas',
      headers: m.headers,
      payload: { code: `${prefix}0${n}`, name: `บ้าน ${prefix}${n}` },
    });
    expect(area.statusCode, area.body).toBe(200);
    ids[`${prefix}0${n}`] = area.json().data.id;
    const route = await t.app.inject({
      method: 'POST',
      url: '/api/v1/basic/routes',
      headers: m.headers,
      payload: { areaId: area.json().data.id, code: `R${prefix}${n}`, name: `สาย ${prefix}${n}` },
    });
    expect(route.statusCode, route.body).toBe(200);
  }
  return ids;
};

const countOf = async (orgId: string, table: 'water_users' | 'meters' | 'meter_installations') =>
  withSystem(t.database.db, async (tx) => {
    const res = await tx.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where org_id = ${orgId}`,
    );
    return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  });

const rows = (n: number, from = 0, extra: (i: number) => RowValues = () => ({})) =>
  Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return {
      ...goodRow(i, { area: i % 2 ? 'A01' : 'A02', route: i % 2 ? 'RA1' : 'RA2' }),
      customerNo: i % 3 === 0 ? `C-${String(i).padStart(5, '0')}` : null,
      ...extra(i),
    };
  });

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
  await seedBasics(a, 'A');
  await seedBasics(b, 'B');
});
afterAll(() => t.close());

describe('import template', () => {
  it('is an .xlsx with Thai headers, an empty data sheet and the organisation codes', async () => {
    const clerk = await a.login('clerk');
    const res = await t.app.inject({ url: `${base}/template`, headers: clerk.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const [data, help] = wb.worksheets;
    expect(data?.name).toBe('ผู้ใช้น้ำ');
    expect(help?.name).toBe('คำอธิบาย');
    expect(data?.getRow(1).getCell(3).value).toBe('ชื่อ *');
    expect(data?.getRow(1).cellCount).toBe(templateColumns.length);
    expect(data?.actualRowCount).toBe(1);
    const helpText: string[] = [];
    help?.eachRow((row) => row.eachCell((c) => helpText.push(String(c.value))));
    expect(helpText).toEqual(expect.arrayContaining(['A01', 'RA1', 'RES', 'NORMAL', '0.5']));
    expect(helpText).not.toContain('B01');
  });

  it('refuses an auditor (read-only)', async () => {
    const auditor = await a.login('auditor');
    const res = await t.app.inject({ url: `${base}/template`, headers: auditor.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('import water users from .xlsx', () => {
  let good: Buffer;
  let preview: ImportPreview;

  it('previews a good file of 50 users without writing anything', async () => {
    good = await buildSheet(rows(50));
    const res = await post(await a.login('clerk'), 'preview', fileBody(good));
    expect(res.statusCode, res.body).toBe(200);
    preview = res.json().data;
    expect(preview).toMatchObject({
      rowCount: 50,
      validCount: 50,
      problemCount: 0,
      problems: [],
      alreadyImported: false,
      duplicates: [],
    });
    expect(preview.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await countOf(a.id, 'water_users')).toBe(0);
  });

  it('confirms: 50 users with meters and installations, numbered, one import, one audit', async () => {
    const clerk = await a.login('clerk');
    const res = await post(clerk, 'confirm', { ...fileBody(good), fileHash: preview.fileHash });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ kind: 'water-user-import' });
    const job = await waitForJob(t, clerk, res);
    expect(job).toMatchObject({ status: 'succeeded', phase: 'write', done: 50, total: 50 });
    expect(job.result).toMatchObject({
      rowCount: 50,
      created: 50,
      skipped: 0,
      metersInstalled: 50,
      numbersGenerated: 33,
    });
    expect(await countOf(a.id, 'water_users')).toBe(50);
    expect(await countOf(a.id, 'meters')).toBe(50);
    expect(await countOf(a.id, 'meter_installations')).toBe(50);
    expect(await countOf(b.id, 'water_users')).toBe(0);
    const list = await t.app.inject({
      url: '/api/v1/water-users?q=C-00003&pageSize=5',
      headers: clerk.headers,
    });
    if (list.statusCode === 200) {
      const [user] = list.json().data.items;
      expect(user).toMatchObject({ customerNo: 'C-00003', areaName: 'บ้าน A1', routeSeq: 2 });
      expect(user.meter).toMatchObject({ serial: 'SN0000003', installedOn: '2024-03-15' });
    }
    const audit = await withSystem(t.database.db, (tx) =>
      tx.execute(
        sql`select count(*)::int as n from audit_log where org_id = ${a.id} and action = 'water_user.import'`,
      ),
    );
    expect(Number((audit as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
  });

  it('skips every row when the same file comes again: 0 created, 50 skipped', async () => {
    const clerk = await a.login('clerk');
    const again = await post(clerk, 'preview', fileBody(good));
    expect(again.json().data).toMatchObject({ alreadyImported: true, validCount: 50 });
    expect(again.json().data.duplicates).toHaveLength(50);
    expect(again.json().data.duplicates[0]).toMatchObject({ row: 2, customerNo: 'C-00000' });
    const res = await post(clerk, 'confirm', { ...fileBody(good), fileHash: preview.fileHash });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(t, clerk, res);
    expect(job.result).toMatchObject({ created: 0, skipped: 50, metersInstalled: 0 });
    expect(await countOf(a.id, 'water_users')).toBe(50);
  });

  it('answers a retried confirm with the same Idempotency-Key with its first answer', async () => {
    const clerk = await a.login('clerk');
    const file = await buildSheet(rows(3, 100));
    const hash = (await post(clerk, 'preview', fileBody(file))).json().data.fileHash;
    const headers = { 'idempotency-key': 'retry-test-1' };
    const first = await post(clerk, 'confirm', { ...fileBody(file), fileHash: hash }, headers);
    const second = await post(clerk, 'confirm', { ...fileBody(file), fileHash: hash }, headers);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await waitForJob(t, clerk, first)).result).toMatchObject({ created: 3, skipped: 0 });
    const third = await post(clerk, 'confirm', { ...fileBody(file), fileHash: hash }, headers);
    expect(third.json().data).toMatchObject({ id: first.json().data.id, status: 'succeeded' });
    expect(await countOf(a.id, 'water_users')).toBe(53);
    const other = await buildSheet(rows(1, 150));
    const reused = await post(
      clerk,
      'confirm',
      {
        ...fileBody(other),
        fileHash: (await post(clerk, 'preview', fileBody(other))).json().data.fileHash,
      },
      headers,
    );
    expect(reused.statusCode).toBe(409);
  });

  it('refuses a confirm whose file changed since the preview (409)', async () => {
    const clerk = await a.login('clerk');
    const file = await buildSheet(rows(2, 200));
    const res = await post(clerk, 'confirm', { ...fileBody(file), fileHash: 'a'.repeat(64) });
    expect(res.statusCode).toBe(409);
  });

  it('refuses an auditor at preview and confirm (403)', async () => {
    const auditor = await a.login('auditor');
    expect((await post(auditor, 'preview', fileBody(good))).statusCode).toBe(403);
    const confirm = await post(auditor, 'confirm', {
      ...fileBody(good),
      fileHash: preview.fileHash,
    });
    expect(confirm.statusCode).toBe(403);
  });
});
