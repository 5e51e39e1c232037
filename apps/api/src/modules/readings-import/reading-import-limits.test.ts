import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reportWatch, underLoad, watched } from '../../../test/upload-watch.ts';
import { sheetOfRows, workbookZip } from '../../../test/zip-fixtures.ts';

// Hostile reading sheets (issue 23 §6): counted as they inflate, refused at the first
// limit passed, naming a reading sheet (not water-user data), before any round is read.

let t: TestApp;
let clerk: Session;
// The file is read before the round is looked up: any round refuses the same.
const url = `/api/v1/service-rounds/${randomUUID()}/readings/import/preview`;

beforeAll(async () => {
  t = await createTestApp();
  clerk = await (await createOrg(t)).login('clerk');
});
afterAll(() => t.close());

const previewOf = (content: Buffer, lang = 'th') => ({
  method: 'POST' as const,
  url,
  headers: { ...clerk.headers, 'accept-language': lang, 'content-type': 'application/json' },
  payload: JSON.stringify({ fileName: 'readings.xlsx', contentBase64: content.toString('base64') }),
});

describe('reading sheet limits', () => {
  it('refuses a sheet of 2,000,000 rows at the row limit, naming a reading sheet', async () => {
    const w = await watched(t, previewOf(workbookZip(sheetOfRows(2_000_000))));
    reportWatch('reading sheet of 2,000,000 rows', w);
    expect(w.res.statusCode, w.res.body).toBe(413);
    expect(w.res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      errors: [{ path: 'file', message: 'ไฟล์เลขมาตรมีข้อมูลเกิน 20,000 แถว กรุณาแบ่งเป็นหลายไฟล์' }],
    });
    expect(w.ms).toBeLessThan(underLoad(3_000));
    expect(w.health.max).toBeLessThan(underLoad(1_000));
  });

  it('calls a zip bomb a reading sheet, in the caller’s language', async () => {
    const bomb = workbookZip(Buffer.alloc(120 * 1024 * 1024, 0x20), 1024);
    const th = await t.app.inject(previewOf(bomb));
    expect(th.statusCode, th.body).toBe(413);
    expect(th.json().errors[0].message).toMatch(/^ไฟล์เลขมาตรเมื่อแตกออกมีขนาดเกิน 100 MB/);
    expect(th.json().errors[0].message).not.toMatch(/ผู้ใช้น้ำ/);
    const de = await t.app.inject(previewOf(bomb, 'de'));
    expect(de.json().errors[0].message).toMatch(
      /^Die Ablesetabelle ist entpackt größer als 100 MB/,
    );
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const res = await t.app.inject(previewOf(Buffer.alloc(10.5 * 1024 * 1024, 0x41), 'en'));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().errors[0].message).toBe(
      'The reading sheet is 10.5 MB, over the 10 MB limit. Split it into several files',
    );
  });

  it('refuses what is not an .xlsx (415), as before', async () => {
    const res = await t.app.inject(previewOf(Buffer.from('date,reading\n1,2\n')));
    expect(res.statusCode, res.body).toBe(415);
  });
});
