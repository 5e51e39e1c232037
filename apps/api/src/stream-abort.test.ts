import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from './db/tenant.ts';
import { operationsOf, type Operation } from '../test/openapi-walk.ts';
import { getAll, getAndAbort, type Answer } from '../test/raw-http.ts';
import { seedAbortOrg, type AbortSeed } from '../test/stream-abort-seed.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 23 §1: no request can end the process. Every download of the OpenAPI document (a
// GET whose 200 answer is not JSON: PDFs, .xlsx, photos) is started over real HTTP and
// abandoned three ways (before the answer, at its first bytes, after stalling the server);
// after each the server must answer /api/health and the same download in full. A client
// that left once crashed the server with ERR_STREAM_PREMATURE_CLOSE (the round's bills).

// Two print batches of the round's bills (100 a batch): its PDF is still being written
// when the reader leaves.
const CONNECTIONS = 120;

let t: TestApp;
let port = 0;
let seed: AbortSeed;
let downloads: Operation[] = [];
/** Errors the server logged (level error): an abort is no error. */
const logged: string[] = [];

type DocPaths = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

/** GETs whose 200 answer declares no JSON: what a browser downloads or shows as a file. */
const downloadsOf = (doc: unknown): Operation[] => {
  const paths = (doc as { paths: DocPaths }).paths;
  return operationsOf(doc).filter((op) => {
    if (op.method !== 'GET') return false;
    const ok = paths[op.path]?.[op.method.toLowerCase()]?.responses?.['200'] as
      { content?: Record<string, unknown> } | undefined;
    return !ok?.content?.['application/json'];
  });
};

const urlOf = (op: Operation) => {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    // `{id}` names the resource of the segment before it.
    const segment = op.path.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
    // A name that means something else on other paths is named with its path.
    return (
      seed.pool[`${op.path}:${name}`] ??
      seed.pool[name === 'id' ? segment : name] ??
      `missing-${segment}`
    );
  });
  // Only what a download needs: the optional filters keep their defaults (the whole round).
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p as { required?: boolean }).required)
    .map((p) => {
      const value = seed.pool[`${op.path}?${p.name}`] ?? seed.pool[p.name] ?? '';
      return `${p.name}=${encodeURIComponent(value)}`;
    });
  return query.length ? `${path}?${query.join('&')}` : path;
};

/** The answer is a whole file of its kind, not a cut one. */
const complete = (a: Answer) => {
  if (a.type.includes('pdf')) {
    return (
      a.body.subarray(0, 5).toString() === '%PDF-' &&
      a.body.subarray(-8).toString().includes('%%EOF')
    );
  }
  // A zip (.xlsx) ends with its end-of-central-directory record.
  if (a.type.includes('spreadsheetml')) {
    return a.body.subarray(0, 2).toString() === 'PK' && a.body.subarray(-64).includes('PK\x05\x06');
  }
  return a.body.length > 0;
};

const health = async () => {
  const res = await getAll(port, '/api/health');
  expect(res.status, res.body.toString()).toBe(200);
  return res.ms;
};

const printsOf = async () => {
  const res = await withSystem(t.database.db, (tx) =>
    tx.execute(sql`select count(*)::int as n from bill_prints where org_id = ${seed.orgId}`),
  );
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
};

beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    write: (line) => {
      logged.push(line);
    },
  });
  seed = await seedAbortOrg(t, CONNECTIONS);
  downloads = downloadsOf(t.app.swagger());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** Aborts the download every way, checking the server after each; answers its headers. */
const abandon = async (url: string, headers: Record<string, string>) => {
  let slowest = 0;
  const first = await getAndAbort(port, url, 'sent', headers);
  slowest = Math.max(slowest, await health());
  const early = await getAndAbort(port, url, 'first-bytes', headers);
  slowest = Math.max(slowest, await health());
  // Written as it is made (no length known up front): also stall the server, then leave.
  const seen = early.headers ?? first.headers;
  if (seen && seen['content-length'] === undefined) {
    await getAndAbort(port, url, 'stalled', headers);
    slowest = Math.max(slowest, await health());
  }
  return { status: early.status ?? first.status, headers: seen, slowest };
};

describe('a client that leaves mid-download (issue 23)', () => {
  it('keeps serving after each download is abandoned, and the next one is whole', async () => {
    const started = Date.now();
    expect(downloads.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const streamed: string[] = [];
    let slowest = 0;
    const billsPdf = `/api/v1/service-rounds/${seed.roundId}/bills/pdf`;
    const billPdf = `/api/v1/bills/${seed.pool.bills}/pdf`;
    let printsBefore = 0;
    for (const op of downloads) {
      const url = urlOf(op);
      if (url === billsPdf || url === billPdf) printsBefore = await printsOf();
      // The IT officer reads everything; the others are tried when a position is refused.
      let session = seed.sessions[0];
      let aborted = await abandon(url, session?.headers ?? {});
      for (const other of seed.sessions.slice(1)) {
        if (aborted.status !== 403) break;
        session = other;
        aborted = await abandon(url, other.headers);
      }
      slowest = Math.max(slowest, aborted.slowest);
      if (aborted.headers?.['content-length'] === undefined) streamed.push(op.path);
      if (url === billsPdf) {
        // Nothing counts as printed for a reader who left (and the print stopped).
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await printsOf()).toBe(printsBefore);
      }
      const whole = await getAll(port, url, session?.headers ?? {});
      if (whole.status !== 200 || !complete(whole)) {
        failures.push(`${op.path}: ${whole.status} ${whole.type} ${whole.body.length} bytes`);
      }
      if (url === billsPdf) {
        expect(whole.body.length).toBeGreaterThan(200_000);
        expect(await printsOf()).toBe(printsBefore + seed.bills);
      }
      // One bill: a reader gone before it was made counts nothing; one who had its first
      // bytes had the whole (small) PDF handed over, as the reader who read it all.
      if (url === billPdf) expect(await printsOf()).toBe(printsBefore + 2);
    }
    expect(failures).toEqual([]);
    expect(logged.filter((l) => /ERR_STREAM|ECONNRESET|EPIPE|premature|failed/i.test(l))).toEqual(
      [],
    );
    expect(streamed).toEqual(
      expect.arrayContaining([
        '/api/v1/debt/notices/pdf',
        '/api/v1/debtor-accounts/ledgers.pdf',
        '/api/v1/service-rounds/{id}/bills/pdf',
      ]),
    );
    console.log(
      `abort sweep: ${downloads.length} downloads (${streamed.length} streamed), slowest /api/health ${slowest} ms, ${Date.now() - started} ms`,
    );
  }, 180_000);
});
