import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, Receipt } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { login, type Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  BILLER,
  billedOctober,
  botFile,
  channelBook,
  confirmed,
  fileBody,
  previewed,
} from '../bank-import/bank-fixtures.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { readManifest } from './backup-file.ts';
import { databaseSnapshot } from './backup-snapshot.ts';
import { restoreBackup } from './restore.ts';
import { writeBackup } from './write-backup.ts';

// Issue 23 §3: money made (a billing run, counter receipts, a void, a bank file), backed
// up, restored elsewhere and opened by a new server: every row, every sum and every number
// book as they were, and the next receipt takes the next number. PGlite, or PostgreSQL
// with TEST_DATABASE_URL (pg_dump / pg_restore into a database created for it).
const ctx: WaterCtx = useWaterApp();
const work = mkdtempSync(join(tmpdir(), 'prapa-backup-'));
const url = process.env.TEST_DATABASE_URL;
let finance: Session;
let cashier: Session;
let bills: BillRow[] = [];
let cash = '';
let lastCounterReceipt = 0;
let restored: { t: TestApp; drop: () => Promise<void> } | null = null;

/** A server on a restored database, configured as the test server is. */
const serve = async (database: Database): Promise<TestApp> => {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const found = await billedOctober(ctx, finance, [
    [40, '00'],
    [50, '00'],
    [30, '00'],
    [40, '00'],
    [40, '00'],
  ]);
  bills = [...found.bills.values()];
  cash = found.channels.CASH ?? '';
  const qr = found.channels.QR ?? '';
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(
      sql`update organisations set promptpay_biller_id = ${BILLER} where id = ${ctx.a.id}`,
    ),
  );
  // The counter: two receipts, the second voided with a reason.
  await bookFor(ctx, finance, '001', { officerId: cashier.user.id });
  const [b0, b1, b2, b3] = bills as [BillRow, BillRow, BillRow, BillRow];
  await paid(
    await pay(ctx, cashier, {
      waterUserId: b0.waterUserId,
      billIds: [b0.id],
      amount: b0.total,
      channelId: cash,
    }),
  );
  const second = await paid(
    await pay(ctx, cashier, {
      waterUserId: b1.waterUserId,
      billIds: [b1.id],
      amount: b1.total,
      channelId: cash,
    }),
  );
  const voided = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${second.id}/void`, {
    reason: 'รับเงินผิดราย',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  // A bank file: one bill paid whole, one paid over (the rest goes to credit).
  const today = bangkokDate(new Date());
  await channelBook(ctx, finance, 'QR-1', qr, today);
  const body = fileBody(
    'bank.txt',
    botFile(today, [
      { ref1: b2.customerNo, ref2: b2.number, amount: b2.total },
      { ref1: b3.customerNo, ref2: b3.number, amount: b3.total + 1_000 },
    ]),
    qr,
  );
  const previewedFile = await previewed(ctx, finance, body);
  const posted = await confirmed(ctx, finance, body, previewedFile.fileHash);
  expect(posted.receipts).toHaveLength(2);
  lastCounterReceipt = second.number;
});

afterAll(async () => {
  await restored?.t.close();
  await restored?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe('a backup restored elsewhere', () => {
  it('gives back every row, every sum and every number book, and the ledger balances', async () => {
    const before = await databaseSnapshot(ctx.t.database.db);
    expect(before.counts.receipts).toBeGreaterThanOrEqual(4);
    expect(before.counts.credit_moves).toBeGreaterThan(0);
    expect(before.counts.audit_log).toBeGreaterThan(0);

    const started = performance.now();
    const { path, manifest } = await writeBackup(ctx.t.database, work);
    const backupMs = performance.now() - started;
    expect(readManifest(path)).toEqual(manifest);
    expect(manifest).toMatchObject({ kind: ctx.t.database.kind, organisations: 2 });

    const restoreStarted = performance.now();
    if (url) {
      const name = `prapa_restored_${process.pid}_${Date.now()}`;
      const target = new URL(url);
      target.pathname = `/${name}`;
      await restoreBackup(path, { kind: 'postgres', databaseUrl: target.toString(), create: true });
      restored = {
        t: await serve(await openPostgres(target.toString(), 2)),
        drop: async () => {
          const admin = new pg.Client({ connectionString: url });
          await admin.connect();
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    } else {
      const dataDir = join(work, 'restored');
      const done = await restoreBackup(path, { kind: 'pglite', dataDir });
      expect(done).toMatchObject({ checked: 'sha256', organisations: 2 });
      restored = {
        t: await serve(await openPglite(join(dataDir, 'pglite'))),
        drop: async () => {},
      };
    }
    console.log(
      `backup ${(manifest.bytes / 1024).toFixed(0)} KiB in ${backupMs.toFixed(0)} ms, restore in ${(performance.now() - restoreStarted).toFixed(0)} ms (${manifest.kind})`,
    );

    expect(await databaseSnapshot(restored.t.database.db)).toEqual(before);
    await expectLedgerBalanced(restored.t, ctx.a.id);
  });

  it('takes the next payment on the restored copy under the next receipt number', async () => {
    if (!restored) throw new Error('not restored');
    const t = restored.t;
    const counter = await login(t, ctx.a.id, 'cashier');
    const b4 = bills[4] as BillRow;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/receipts',
      headers: counter.headers,
      payload: { waterUserId: b4.waterUserId, billIds: [b4.id], amount: b4.total, channelId: cash },
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json().data as Receipt;
    expect(receipt).toMatchObject({ bookNo: '001', number: lastCounterReceipt + 1 });
    await expectLedgerBalanced(t, ctx.a.id);
  });

  it('refuses to restore over a directory or database that holds data', async () => {
    const { path } = await writeBackup(ctx.t.database, join(work, 'again'));
    if (url) {
      await expect(
        restoreBackup(path, { kind: 'postgres', databaseUrl: ctx.t.database.url ?? '' }),
      ).rejects.toThrow(/not empty/);
    } else {
      await expect(
        restoreBackup(path, { kind: 'pglite', dataDir: join(work, 'restored') }),
      ).rejects.toThrow(/not empty/);
    }
  });
});
