import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReadingImportPreview, RouteSheetRow } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { makeRound, roundAfterThreeMonths } from '../readings/reading-fixtures.ts';

// Readings from a sheet (issue 8): the round's grid as .xlsx, filled elsewhere, checked
// by row and column, then saved all rows or none.
const ctx: WaterCtx = useWaterApp();
let reader: Session;
let round: string;
let users: string[] = [];
const customerNo = new Map<string, string>();

const url = (path: string, id = round) => `/api/v1/service-rounds/${id}/readings/import/${path}`;

const template = async (s: Session = ctx.clerk, id = round) => {
  const res = await ctx.t.app.inject({ url: url('template', id), headers: s.headers });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return { res, workbook };
};

/** The template with `fill` applied: customer number → [reading, code] typed into its row. */
const filled = async (fill: Record<string, [number | string | null, string | null]>) => {
  const { workbook } = await template();
  const ws = workbook.getWorksheet('จดเลขมาตร');
  if (!ws) throw new Error('no sheet');
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const entry = fill[String(row.getCell(2).value)];
    if (!entry) return;
    row.getCell(8).value = entry[0];
    row.getCell(9).value = entry[1];
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: 'readings.xlsx', contentBase64: buffer.toString('base64') };
};

const preview = async (body: object, s: Session = ctx.clerk) =>
  send(ctx.t, s, 'POST', url('preview'), body);

const confirm = async (body: object, fileHash: string, s: Session = ctx.clerk) =>
  send(ctx.t, s, 'POST', url('confirm'), { ...body, fileHash });

const sheetRows = async () =>
  (await getData(ctx, `/api/v1/service-rounds/${round}/route-sheet`)).rows as RouteSheetRow[];

const no = (i: number) => customerNo.get(users[i] ?? '') ?? '';

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  // Six connections at 10 m³ a month (last reading 30, average 10); the first read 40.
  ({ round, users } = await roundAfterThreeMonths(ctx, reader, 6, [[40, '00']]));
  for (const r of await sheetRows()) customerNo.set(r.waterUserId, r.customerNo);
});

describe('the reading sheet', () => {
  it('is the grid of the round with the reading and code to fill, and names its round', async () => {
    const { res, workbook } = await template();
    expect(res.headers['content-disposition']).toContain('readings_2569-09.xlsx');
    const ws = workbook.getWorksheet('จดเลขมาตร');
    expect(ws?.getRow(1).values).toEqual([
      undefined,
      'ลำดับ',
      'เลขผู้ใช้น้ำ',
      'ชื่อ-สกุล',
      'ที่อยู่',
      'หมายเลขมาตร',
      'เลขอ่านครั้งก่อน',
      'เฉลี่ย 3 เดือน (ลบ.ม.)',
      'เลขอ่านครั้งนี้',
      'รหัสการอ่าน',
      'หมายเหตุ',
    ]);
    const rows: unknown[][] = [];
    ws?.eachRow((row, n) => {
      if (n > 1) rows.push([row.getCell(2).value, row.getCell(6).value, row.getCell(8).value]);
    });
    expect(rows).toContainEqual([no(0), 30, 40]);
    expect(rows).toContainEqual([no(1), 30, null]);
    const meta = workbook.getWorksheet('prapa');
    expect(meta?.state).toBe('veryHidden');
    expect(meta?.getRow(1).values).toEqual([undefined, 'roundId', round]);
    expect(workbook.getWorksheet('รหัสการอ่าน')?.getRow(3).values).toEqual([
      undefined,
      '01',
      'บ้านปิด',
    ]);
  });

  it('is checked by row and column, and a file with a problem saves nothing', async () => {
    const body = await filled({
      [no(1)]: [41, null],
      [no(2)]: [null, '1'],
      [no(3)]: [70, '00'],
      [no(5)]: [25, null],
    });
    const res = await preview(body);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data as ReadingImportPreview;
    expect(p).toMatchObject({
      rowCount: 6,
      toSave: 3,
      same: 1,
      blank: 1,
      held: 1,
      problemCount: 1,
    });
    expect(p.problems).toEqual([
      {
        row: expect.any(Number),
        column: 'เลขอ่านครั้งนี้ (H)',
        cell: expect.stringMatching(/^H\d+$/),
        message: expect.stringContaining('น้อยกว่าครั้งก่อน'),
      },
    ]);
    const refused = await confirm(body, p.fileHash);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors[0].message).toMatch(/^แถวที่ \d+ เลขอ่านครั้งนี้ \(H\)/);
    const read = (await sheetRows()).filter((r) => r.reading);
    expect(read.map((r) => r.waterUserId)).toEqual([users[0]]);
  });

  it('saves every row at once with exact usages, then a second confirm saves nothing', async () => {
    const body = await filled({
      [no(1)]: [41, null],
      [no(2)]: [null, '01 บ้านปิด'],
      [no(3)]: [70, '00'],
      [no(5)]: ['35', '0'],
    });
    const p = (await preview(body)).json().data as ReadingImportPreview;
    expect(p).toMatchObject({ toSave: 4, same: 1, blank: 1, held: 1, problemCount: 0 });
    expect(p.rows.map((r) => [r.customerNo, r.usage, r.estimated, r.anomaly, r.held])).toEqual([
      [no(1), 11, false, 'normal', false],
      [no(2), 10, true, 'normal', false],
      [no(3), 40, false, 'veryHigh', true],
      [no(5), 5, false, 'normal', false],
    ]);
    const res = await confirm(body, p.fileHash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ saved: 4, same: 1, held: 1 });
    const byUser = new Map((await sheetRows()).map((r) => [r.waterUserId, r.reading]));
    expect(byUser.get(users[1] ?? '')).toMatchObject({ current: 41, usage: 11, source: 'import' });
    expect(byUser.get(users[2] ?? '')).toMatchObject({ current: null, code: '01', usage: 10 });
    expect(byUser.get(users[3] ?? '')).toMatchObject({ usage: 40, held: true });
    expect(byUser.get(users[4] ?? '')).toBeNull();

    const again = await confirm(body, p.fileHash);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ saved: 0, same: 5, held: 0 });
  });

  it('names the cell of each problem: unknown customer, repeated row, bad code and number', async () => {
    const body = await filled({ [no(4)]: ['สี่สิบ', '77'] });
    const buffer = Buffer.from(body.contentBase64, 'base64');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    const ws = workbook.getWorksheet('จดเลขมาตร');
    ws?.addRow([99, 'ZZ-404', '', '', '', null, null, 40, '00']);
    ws?.addRow([100, no(4), '', '', '', null, null, 40, '00']);
    const out = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const p = (await preview({ fileName: 'x.xlsx', contentBase64: out })).json()
      .data as ReadingImportPreview;
    expect(p.problems.map((x) => [x.column, x.message])).toEqual([
      ['เลขอ่านครั้งนี้ (H)', 'ต้องเป็นตัวเลข'],
      ['รหัสการอ่าน (I)', expect.stringContaining('"77"')],
      ['เลขผู้ใช้น้ำ (B)', expect.stringContaining('ZZ-404')],
      ['เลขผู้ใช้น้ำ (B)', expect.stringMatching(/ซ้ำกับแถวที่ \d+/)],
    ]);
  });

  it('refuses a file made for another round, or changed since its check', async () => {
    const body = await filled({ [no(4)]: [50, null] });
    const next = await makeRound(ctx, 2569, 10);
    const other = await send(ctx.t, ctx.clerk, 'POST', url('preview', next), body);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().errors[0].message).toContain('กันยายน 2569');
    const changed = await confirm(body, 'a'.repeat(64));
    expect(changed.statusCode).toBe(409);
  });

  it('is 404 for another organisation and 403 for an auditor', async () => {
    const body = await filled({});
    const outsider = await ctx.b.login('clerk');
    expect((await preview(body, outsider)).statusCode).toBe(404);
    const far = await ctx.t.app.inject({ url: url('template'), headers: outsider.headers });
    expect(far.statusCode).toBe(404);
    const auditor = await ctx.a.login('auditor');
    expect((await preview(body, auditor)).statusCode).toBe(403);
  });
});
