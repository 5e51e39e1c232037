import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reportWatch, underLoad, watched } from '../../../test/upload-watch.ts';
import { sheetOfRows, workbookZip } from '../../../test/zip-fixtures.ts';
import { fileBody } from './import-fixtures.ts';

// Hostile workbooks (issues 13, 14 §3 and 23 §6): refused early, from a streaming count of
// what they unpack to and their rows, naming a water-user sheet, while the server keeps
// answering and its memory stays flat.

const base = '/api/v1/water-users/import';
let t: TestApp;
let clerk: Session;

beforeAll(async () => {
  t = await createTestApp();
  clerk = await (await createOrg(t)).login('clerk');
});
afterAll(() => t.close());

const previewOf = (content: Buffer, lang = 'th') => ({
  method: 'POST' as const,
  url: `${base}/preview`,
  headers: { ...clerk.headers, 'accept-language': lang, 'content-type': 'application/json' },
  payload: JSON.stringify(fileBody(content, 'sheet.xlsx')),
});

describe('import: hostile workbooks', () => {
  it('refuses a sheet of 2,000,000 rows (96 MB unpacked, 0.2 MB packed) at the row limit', async () => {
    const bomb = workbookZip(sheetOfRows(2_000_000));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const w = await watched(t, previewOf(bomb));
    reportWatch('water-user sheet of 2,000,000 rows', w);
    expect(w.res.statusCode, w.res.body).toBe(413);
    expect(w.res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(w.res.json().errors[0].message).toBe(
      'ไฟล์ข้อมูลผู้ใช้น้ำมีข้อมูลเกิน 50,000 แถว กรุณาแบ่งเป็นหลายไฟล์',
    );
    // It stops counting at the limit: a few MB inflated, not 96.
    expect(w.ms).toBeLessThan(underLoad(3_000));
    expect(w.health.max).toBeLessThan(underLoad(1_000));
    // The bound this test states: the server grows by less than 150 MB (the request
    // body and its base64 copy are most of it), not the gigabytes exceljs would take.
    expect(w.rss.peak - w.rss.before).toBeLessThan(150);
  });

  it('refuses a zip that declares 1 kB and inflates to 120 MB, counting what it inflates', async () => {
    const liar = workbookZip(Buffer.alloc(120 * 1024 * 1024, 0x20), 1024);
    const w = await watched(t, previewOf(liar));
    reportWatch('water-user sheet zip bomb (120 MB inflated)', w);
    expect(w.res.statusCode, w.res.body).toBe(413);
    expect(w.res.json().errors[0].message).toMatch(/^ไฟล์ข้อมูลผู้ใช้น้ำเมื่อแตกออกมีขนาดเกิน 100 MB/);
    expect(w.health.max).toBeLessThan(underLoad(1_000));
    expect(w.rss.peak - w.rss.before).toBeLessThan(150);
    const en = await t.app.inject(previewOf(liar, 'en'));
    expect(en.json().errors[0].message).toMatch(
      /^The water-user sheet unpacks to more than 100 MB/,
    );
  });

  it('refuses a zip whose directory declares more than the unpacked limit, before inflating', async () => {
    const big = workbookZip(Buffer.from('<worksheet/>'), 200 * 1024 * 1024);
    const res = await t.app.inject(previewOf(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].message).toMatch(/^ไฟล์ข้อมูลผู้ใช้น้ำเมื่อแตกออก/);
  });

  it('refuses a file over 10 MB before reading it, naming a water-user sheet', async () => {
    const res = await t.app.inject(previewOf(Buffer.alloc(10.5 * 1024 * 1024, 0x41), 'en'));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: [
        {
          path: 'file',
          message:
            'The water-user sheet is 10.5 MB, over the 10 MB limit. Split it into several files',
        },
      ],
    });
  });

  it('refuses a body over the import limit before reading it (413)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/preview`,
      headers: { ...clerk.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ fileName: 'x.xlsx', contentBase64: 'A'.repeat(30 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
