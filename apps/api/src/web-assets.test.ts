import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 14 §4: the build's .br/.gz files are chosen by Accept-Encoding; nothing is
// compressed per request.
let t: TestApp;
const body = `console.log(${JSON.stringify('ประปา '.repeat(400))});`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'prapa-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Prapa</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), body);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(body));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(body));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => t.close());

const get = (encoding?: string) =>
  t.app.inject({
    url: '/assets/app-abc123.js',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('built assets', () => {
  it('sends the brotli file to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(body.length / 5);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
  });
});
