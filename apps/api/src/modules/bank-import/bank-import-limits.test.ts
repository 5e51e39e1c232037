import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../db/tenant.ts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reportWatch, underLoad, watched } from '../../../test/upload-watch.ts';
import { sheetOfRows, workbookZip } from '../../../test/zip-fixtures.ts';
import { runInWorker } from '../../lib/run-worker.ts';
import { SHEET_WORKER_LIMITS, workbookLimits } from '../../lib/sheet-import/read-sheet-file.ts';
import type { WorkerAnswer } from '../../lib/sheet-import/worker-answer.ts';
import { fileBody } from './bank-fixtures.ts';
import type { BankWorkerData } from './bank-file-worker.ts';
import type { BankFileRead } from './bank-lines.ts';
import { BANK_TEXT_LIMITS } from './read-bank-file.ts';

// Hostile bank files (issue 23 §6): counted as they are read and refused at the first
// limit passed, naming a bank file, before anything is parsed; the server answers other
// requests meanwhile and nothing is written.

let t: TestApp;
let org: TestOrg;
let finance: Session;
let channel = '';

const written = () =>
  withSystem(t.database.db, async (tx) => {
    const res = await tx.execute(sql`select
      (select count(*) from bank_files where org_id = ${org.id})::int as files,
      (select count(*) from bank_rows where org_id = ${org.id})::int as rows,
      (select count(*) from receipts where org_id = ${org.id})::int as receipts`);
    return (res as unknown as { rows: Record<string, number>[] }).rows[0];
  });

const previewOf = (content: Buffer, name = 'bank.txt', lang = 'th') => ({
  method: 'POST' as const,
  url: '/api/v1/bank-files/preview',
  headers: { ...finance.headers, 'accept-language': lang, 'content-type': 'application/json' },
  // Made into JSON here, so a watch measures the server, not the test making its body.
  payload: JSON.stringify(fileBody(name, content, channel)),
});

const refusal = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { code: string; errors?: { message: string }[] };
  return { status: res.statusCode, code: body.code, message: body.errors?.[0]?.message ?? '' };
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t, 'ประปา ธนาคาร');
  finance = await org.login('finance_officer');
  const res = await t.app.inject({
    url: '/api/v1/basic/payment-channels?pageSize=50',
    headers: finance.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().data.items as { id: string; kind: string }[];
  channel = items.find((c) => c.kind !== 'cash')?.id ?? '';
  // The route's first answer pays for compiling its code: not what a limit costs.
  const warm = await t.app.inject(previewOf(Buffer.from('a\n'.repeat(200_000))));
  expect(warm.statusCode).toBe(413);
});
afterAll(() => t.close());

describe('a bank text file', () => {
  it('of 5,000,000 one-character lines (9.5 MB) is refused at once, the server answering', async () => {
    const content = Buffer.from('x\n'.repeat(5_000_000));
    expect(content.length).toBeLessThan(10 * 1024 * 1024);
    const before = await written();
    const w = await watched(t, previewOf(content));
    reportWatch('bank text file of 5,000,000 lines', w);
    expect(refusal(w.res)).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'ไฟล์ธนาคารมีข้อมูลเกิน 50,000 แถว กรุณาแบ่งเป็นหลายไฟล์',
    });
    // Generous bounds, stretched by the machine's load; the figures are printed above.
    expect(w.ms).toBeLessThan(underLoad(3_000));
    expect(w.health.max).toBeLessThan(underLoad(1_000));
    // The file is never split into lines: the server grows by the request body and its
    // copies (tens of MB), not the gigabytes five million strings took.
    expect(w.rss.peak - w.rss.before).toBeLessThan(400);
    expect(await written()).toEqual(before);
  });

  it('of 10,000,000 blank lines is refused at the line limit, blank lines counted', async () => {
    const w = await watched(t, previewOf(Buffer.alloc(10_000_000, 0x0a)));
    reportWatch('bank text file of 10,000,000 blank lines', w);
    expect(refusal(w.res)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(refusal(w.res).message).toMatch(/^ไฟล์ธนาคารมีเกิน 100,000 บรรทัด \(นับบรรทัดว่างด้วย\)/);
    expect(w.ms).toBeLessThan(underLoad(3_000));
  });

  it('with a line longer than a bank writes is refused, naming the line', async () => {
    const content = Buffer.from(`date,amount\n2026-10-01,${'9'.repeat(5_000)}\n`);
    const res = await t.app.inject(previewOf(content, 'bank.csv'));
    expect(refusal(res)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(refusal(res).message).toMatch(/^ไฟล์ธนาคารมีบรรทัดที่ยาวเกิน 4,000 ตัวอักษร \(บรรทัดที่ 2\)/);
  });

  it('over 10 MB is refused before it is read, in the caller’s language', async () => {
    // 10.5 MB: within the request's body limit (base64 is a third larger), over the file's.
    const res = await t.app.inject(
      previewOf(Buffer.alloc(10.5 * 1024 * 1024, 0x41), 'big.txt', 'en'),
    );
    expect(refusal(res)).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The bank file is 10.5 MB, over the 10 MB limit. Split it into several files',
    });
  });

  it('of more than 50,000 payment lines is refused at the row limit', async () => {
    const lines = Array.from({ length: 50_051 }, (_, i) => `2026-10-01,${i},1.00`);
    const csv = Buffer.from(['date,ref1,amount', ...lines].join('\n'));
    const res = await t.app.inject(previewOf(csv, 'bank.csv', 'en'));
    expect(refusal(res)).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The bank file has more than 50,000 rows. Split it into several files',
    });
  });
});

describe('the reading worker', () => {
  it('counts a text file itself before it parses (whoever calls it), and ends', async () => {
    const content = new Uint8Array(Buffer.from('x\n'.repeat(5_000_000)));
    const data: BankWorkerData & { content: Uint8Array } = {
      content,
      lang: 'th',
      billerId: null,
      mapping: null,
      maxRows: 50_000,
      text: BANK_TEXT_LIMITS,
      workbook: workbookLimits(50_000),
    };
    const started = performance.now();
    const answer = await runInWorker<WorkerAnswer<BankFileRead>>(
      new URL('./bank-file-worker.ts', import.meta.url),
      data,
      SHEET_WORKER_LIMITS,
      [content.buffer],
    );
    console.info(
      `bank worker alone (boot + count) of 5,000,000 lines: ${Math.round(performance.now() - started)} ms`,
    );
    expect(answer).toEqual({ refusal: { reason: 'rows', max: 50_000 } });
  });
});

describe('a bank Excel file', () => {
  it('of 2,000,000 rows (0.2 MB packed) is refused at the row limit, as a bank file', async () => {
    const before = await written();
    const w = await watched(t, previewOf(workbookZip(sheetOfRows(2_000_000)), 'bank.xlsx'));
    reportWatch('bank .xlsx of 2,000,000 rows', w);
    expect(refusal(w.res)).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'ไฟล์ธนาคารมีข้อมูลเกิน 50,000 แถว กรุณาแบ่งเป็นหลายไฟล์',
    });
    expect(w.ms).toBeLessThan(underLoad(3_000));
    expect(w.health.max).toBeLessThan(underLoad(1_000));
    expect(await written()).toEqual(before);
  });

  it('that inflates to 120 MB while declaring 1 kB (a zip bomb) is called a bank file', async () => {
    const bomb = workbookZip(Buffer.alloc(120 * 1024 * 1024, 0x20), 1024);
    const w = await watched(t, previewOf(bomb, 'bank.xlsx'));
    reportWatch('bank .xlsx zip bomb (120 MB inflated)', w);
    const r = refusal(w.res);
    expect(r).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(r.message).toMatch(/^ไฟล์ธนาคารเมื่อแตกออกมีขนาดเกิน 100 MB/);
    expect(r.message).not.toMatch(/ผู้ใช้น้ำ/);
    expect(w.health.max).toBeLessThan(underLoad(1_000));
    const en = refusal(await t.app.inject(previewOf(bomb, 'bank.xlsx', 'en')));
    expect(en.message).toMatch(/^The bank file unpacks to more than 100 MB/);
  });
});
