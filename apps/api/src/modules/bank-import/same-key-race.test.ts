import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, JobView } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { samePair, twinApp, type Twin } from '../../../test/twin-app.ts';
import { useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import {
  BILLER,
  billedOctober,
  botFile,
  channelBook,
  fileBody,
  previewed,
} from './bank-fixtures.ts';

// Issue 23 §5 for bank files: confirming a previewed file twice at the same moment with one
// Idempotency-Key answers one job, and the file is posted once; on one process, and on two
// processes on one PostgreSQL database.
const ctx: WaterCtx = useWaterApp();
// Each pair posts a file through a job: six pairs keep the file quick on PGlite.
const PAIRS = 6;
const today = bangkokDate(new Date());
let finance: Session;
let qr = '';
let bills: BillRow[] = [];
let twin: Twin = null;

const count = (query: ReturnType<typeof sql>) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = (await tx.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]?.n);
  });

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  const found = await billedOctober(ctx, finance, [
    [40, '00'],
    [50, '00'],
    [30, '00'],
    [40, '00'],
  ]);
  bills = [...found.bills.values()];
  qr = found.channels.QR ?? '';
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(
      sql`update organisations set promptpay_biller_id = ${BILLER} where id = ${ctx.a.id}`,
    ),
  );
  await channelBook(ctx, finance, 'QR-RACE', qr, today);
  twin = await twinApp(ctx.t);
});

afterAll(async () => {
  await twin?.close();
});

const modes = [
  { name: 'one process', on: () => null, postgresOnly: false, first: 100 },
  { name: 'two processes (PostgreSQL)', on: () => twin, postgresOnly: true, first: 200 },
];

describe.each(modes)('same key at the same moment, $name', (mode) => {
  const run = mode.postgresOnly && !process.env.TEST_DATABASE_URL ? it.skip : it;

  run(
    'a bank file: one job, both answers carry it, the file posted once',
    async () => {
      for (let i = 0; i < PAIRS; i++) {
        const bill = bills[i % bills.length] as BillRow;
        // A small part of the bill, a different amount each time: another file each pair.
        const payment = { ref1: bill.customerNo, ref2: bill.number, amount: mode.first + i };
        const body = fileBody(`race-${mode.first + i}.txt`, botFile(today, [payment]), qr);
        const p = await previewed(ctx, finance, body);
        const key = randomUUID();
        const confirm = { ...body, fileHash: p.fileHash };
        const pair = await samePair(
          ctx.t,
          mode.on(),
          finance,
          'POST',
          '/api/v1/bank-files/confirm',
          confirm,
          key,
        );
        for (const res of pair) expect(res.statusCode, res.body).toBe(202);
        const [a, b] = pair.map((r) => (r.json() as { data: JobView }).data);
        expect(b?.id).toBe(a?.id);
        const job = await waitForJob(ctx.t, finance, a?.id ?? '');
        expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
        expect(
          await count(sql`select count(*)::int as n from jobs
          where org_id = ${ctx.a.id} and idempotency_key = ${key}`),
        ).toBe(1);
        expect(
          await count(sql`select count(*)::int as n from bank_files
          where org_id = ${ctx.a.id} and sha256 = ${p.fileHash}`),
        ).toBe(1);
      }
      await expectLedgerBalanced(ctx.t, ctx.a.id);
    },
    120_000,
  );
});
