import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fileBody } from './import-fixtures.ts';
import { sheetOfRows, workbookZip } from '../../../test/zip-fixtures.ts';

// Hostile workbooks (issue 13 and 14 §3): refused early, from a streaming count of what
// they unpack to, while the server keeps answering and its memory stays flat.

const base = '/api/v1/water-users/import';
let t: TestApp;
let clerk: Session;

beforeAll(async () => {
  t = await createTestApp();
  clerk = await (await createOrg(t)).login('clerk');
});
afterAll(() => t.close());

/** Runs the preview while GET /api/health is asked again and again; RSS sampled all along. */
const previewWatched = async (content: Buffer) => {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  let done = false;
  const health: number[] = [];
  const prober = (async () => {
    while (!done) {
      const started = performance.now();
      await t.app.inject({ url: '/api/health' });
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/preview`,
    headers: clerk.headers,
    payload: fileBody(content, 'bomb.xlsx'),
  });
  const ms = performance.now() - started;
  done = true;
  await prober;
  clearInterval(sampler);
  return { res, ms, healthMax: Math.max(0, ...health), grewMb: (peak - rssBefore) / 2 ** 20 };
};

describe('import: hostile workbooks', () => {
  it('refuses a sheet of 2,000,000 rows (96 MB unpacked, 0.2 MB packed) at the row limit', async () => {
    const bomb = workbookZip(sheetOfRows(2_000_000));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const { res, ms, healthMax, grewMb } = await previewWatched(bomb);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0].message).toMatch(/เกิน 50,000 แถว/);
    // It stops counting at the limit: a few MB inflated, not 96.
    expect(ms).toBeLessThan(3_000);
    expect(healthMax).toBeLessThan(500);
    // The bound this test states: the server grows by less than 150 MB (the request
    // body and its base64 copy are most of it), not the gigabytes exceljs would take.
    expect(grewMb).toBeLessThan(150);
  });

  it('refuses a zip that declares 1 kB and inflates to 120 MB, counting what it inflates', async () => {
    const liar = workbookZip(Buffer.alloc(120 * 1024 * 1024, 0x20), 1024);
    const { res, healthMax, grewMb } = await previewWatched(liar);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().errors[0].message).toMatch(/100 MB/);
    expect(healthMax).toBeLessThan(500);
    expect(grewMb).toBeLessThan(150);
  });

  it('refuses a zip whose directory declares more than the unpacked limit, before inflating', async () => {
    const big = workbookZip(Buffer.from('<worksheet/>'), 200 * 1024 * 1024);
    const { res } = await previewWatched(big);
    expect(res.statusCode).toBe(413);
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
