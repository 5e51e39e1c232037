import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BankConfirmResult, BankPreview, BillRow, JobView } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  asTestApp,
  freePort,
  makeTarget,
  ORG_CODE,
  PASSWORD,
  seedRound,
  signIn,
  startServer,
  stopped,
  withDatabase,
  type Client,
  type Target,
} from '../../../test/server-process.ts';
import { BILLER, botFile, fileBody } from './bank-fixtures.ts';

// Issue 13 with the real server: a bank file of 1,500 payments posted by its job in
// batches of 50 lines, killed with SIGKILL half-way. Nothing of the file is visible then
// (MONEY.md §7: all or none); the restarted server posts it again with the numbers it
// had taken: 1,500 receipts numbered 1..1,500, every bill paid once, the ledger balanced.

const CONNECTIONS = 1_500;
const BATCH = 50;

const children: ChildProcess[] = [];
let target: Target | null = null;
afterAll(async () => {
  for (const c of children) await stopped(c, 'SIGKILL');
  await target?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = async (client: Client, id: string, done: (j: JobView) => boolean) => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const job = (await client.call('GET', `/api/v1/jobs/${id}`)).body.data as JobView;
    if (done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id}: ${job.status} ${job.phase}`);
    await sleep(5);
  }
};
const ended = (j: JobView) => j.status === 'succeeded' || j.status === 'failed';

describe('bank file: killed mid-posting', () => {
  it('shows nothing after kill -9, and the restarted server posts the whole file once', async () => {
    target = await makeTarget();
    const env = { ...target.env, JOB_STALE_SECONDS: '1', IMPORT_BATCH_ROWS: String(BATCH) };
    const { orgId, roundId } = await withDatabase(target, (d) => seedRound(d, CONNECTIONS));
    await withDatabase(target, (d) =>
      withSystem(d.db, (tx) =>
        tx.execute(sql`update organisations set promptpay_biller_id = ${BILLER}
          where id = ${orgId}`),
      ),
    );
    const port = await freePort();
    let server = await startServer(port, env);
    children.push(server);
    let finance = await signIn(port, ORG_CODE, 'finance', PASSWORD);

    const billing = await finance.call('POST', `/api/v1/service-rounds/${roundId}/billing`);
    expect(billing.status).toBe(202);
    const billed = await until(finance, (billing.body.data as JobView).id, ended);
    expect(billed.status, JSON.stringify(billed.error)).toBe('succeeded');

    const today = bangkokDate(new Date());
    const channels = (await finance.call('GET', '/api/v1/basic/payment-channels?pageSize=50')).body
      .data as { items: { id: string; kind: string }[] };
    const channel = channels.items.find((c) => c.kind !== 'cash')?.id ?? '';
    const book = await finance.call('POST', '/api/v1/receipt-books', {
      bookNo: 'QR-KILL',
      kind: 'electronic',
      firstNo: 1,
      lastNo: 20_000,
      receivedAt: today,
    });
    expect(book.status, JSON.stringify(book.body)).toBe(201);
    const bookId = (book.body.data as { id: string }).id;
    const handed = await finance.call('POST', `/api/v1/receipt-books/${bookId}/hand-over`, {
      holderChannelId: channel,
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);

    // Through the server: a second PGlite opened on its directory while it runs would
    // write its own checkpoint over the server's, and a crash would then lose its work.
    const bills: BillRow[] = [];
    for (let page = 1; bills.length < CONNECTIONS; page++) {
      const got = await finance.call('GET', `/api/v1/bills?kind=water&pageSize=500&page=${page}`);
      const items = (got.body.data as { items: BillRow[] }).items;
      if (items.length === 0) break;
      bills.push(...items);
    }
    expect(bills).toHaveLength(CONNECTIONS);
    const owed = bills.reduce((s, b) => s + b.total, 0);
    const body = fileBody(
      'kill.txt',
      botFile(
        today,
        bills.map((b) => ({ ref1: b.customerNo, ref2: b.number, amount: b.total })),
      ),
      channel,
    );
    const preview = await finance.call('POST', '/api/v1/bank-files/preview', body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { fileHash, toReceipt } = preview.body.data as BankPreview;
    expect(toReceipt).toEqual({ count: CONNECTIONS, amount: owed });

    const confirm = await finance.call('POST', '/api/v1/bank-files/confirm', {
      ...body,
      fileHash,
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(202);
    const jobId = (confirm.body.data as JobView).id;
    const seen = await until(
      finance,
      jobId,
      (j) => ended(j) || (j.phase === 'post' && j.done >= CONNECTIONS / 3),
    );
    await stopped(server, 'SIGKILL');
    expect(seen.status).toBe('running');

    // What the app's role sees after the kill: nothing of the file; what is stored: its batches.
    const look = (d: Parameters<typeof asTestApp>[0]) =>
      Promise.all(
        [withTenant, withSystem].map(async (open) => {
          const [row] = rowsOf<{ receipts: number; files: number; rows: number; paid: number }>(
            await (open === withTenant
              ? withTenant(d.db, orgId, (tx) => tx.execute(counts(orgId)))
              : withSystem(d.db, (tx) => tx.execute(counts(orgId)))),
          );
          return row;
        }),
      );
    const [visible, stored] = await withDatabase(target, look);
    expect(visible).toEqual({ receipts: 0, files: 0, rows: 0, paid: 0 });
    expect(Number(stored?.receipts)).toBeGreaterThanOrEqual(CONNECTIONS / 3);
    expect(Number(stored?.paid)).toBe(0);

    server = await startServer(port, env);
    children.push(server);
    finance = await signIn(port, ORG_CODE, 'finance', PASSWORD);
    const finished = await until(finance, jobId, ended);
    expect(finished.status, JSON.stringify(finished.error)).toBe('succeeded');
    expect(finished.attempts).toBe(2);
    const fileId = (finished.result as { fileId: string }).fileId;
    const result = (await finance.call('GET', `/api/v1/bank-files/${fileId}/result`)).body
      .data as BankConfirmResult;
    expect(result).toMatchObject({ receiptAmount: owed, queued: 0, duplicates: 0 });
    expect(result.receipts.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: CONNECTIONS }, (_, i) => i + 1),
    );
    const again = await finance.call('POST', '/api/v1/bank-files/confirm', { ...body, fileHash });
    expect(again.status).toBe(202);
    expect((again.body.data as JobView).id).toBe(jobId);
    await stopped(server, 'SIGTERM');

    await withDatabase(target, async (d) => {
      const [end] = await look(d);
      expect(end).toEqual({ receipts: CONNECTIONS, files: 1, rows: CONNECTIONS, paid: owed });
      const [leaves] = rowsOf<{ voids: number; staged: number; next_no: number }>(
        await withSystem(d.db, (tx) =>
          tx.execute(sql`select
            (select count(*) from receipt_leaf_voids where org_id = ${orgId})::int as voids,
            (select count(*) from bank_post_bills where org_id = ${orgId})::int as staged,
            (select next_no from receipt_books where org_id = ${orgId} and id = ${bookId}) as next_no`),
        ),
      );
      expect(leaves).toEqual({ voids: 0, staged: 0, next_no: CONNECTIONS + 1 });
      await expectLedgerBalanced(asTestApp(d), orgId);
    });
  }, 240_000);
});

const counts = (orgId: string) => sql`select
  (select count(*) from receipts where org_id = ${orgId})::int as receipts,
  (select count(*) from bank_files where org_id = ${orgId})::int as files,
  (select count(*) from bank_rows where org_id = ${orgId})::int as rows,
  (select coalesce(sum(paid), 0) from bills where org_id = ${orgId})::int as paid`;
