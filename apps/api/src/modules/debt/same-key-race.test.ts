import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '@prapa/contracts';
import { addDays } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { samePair, twinApp, type Twin } from '../../../test/twin-app.ts';
import { useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { useDebtVillage } from './debt-fixtures.ts';

// Issue 23 §5 for debt notices: a batch of warnings sent twice at the same moment with one
// Idempotency-Key answers one job, and the notices are issued once; on one process, and on
// two processes on one PostgreSQL database.
const ctx: WaterCtx = useWaterApp();
const v = useDebtVillage(ctx);
const PAIRS = 10;
let twin: Twin = null;

const jobsOfKey = (key: string) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = (await tx.execute(sql`select count(*)::int as n from jobs
      where org_id = ${ctx.a.id} and idempotency_key = ${key}`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(res.rows[0]?.n);
  });

beforeAll(async () => {
  twin = await twinApp(ctx.t);
});

afterAll(async () => {
  await twin?.close();
});

const modes = [
  { name: 'one process', on: () => null, postgresOnly: false },
  { name: 'two processes (PostgreSQL)', on: () => twin, postgresOnly: true },
];

describe.each(modes)('same key at the same moment, $name', (mode) => {
  const run = mode.postgresOnly && !process.env.TEST_DATABASE_URL ? it.skip : it;

  run('warning letters: one job, both answers carry it, each notice once', async () => {
    let afterEach = -1;
    for (let i = 0; i < PAIRS; i++) {
      const key = randomUUID();
      const body = {
        kind: 'warning',
        waterUserIds: [v.u(i % 4)],
        noticeDate: v.today,
        payBy: addDays(v.today, 7 + i),
      };
      const pair = await samePair(
        ctx.t,
        mode.on(),
        v.manager,
        'POST',
        '/api/v1/debt/notices',
        body,
        key,
      );
      for (const res of pair) expect(res.statusCode, res.body).toBe(202);
      const [a, b] = pair.map((r) => (r.json() as { data: JobView }).data);
      expect(b?.id).toBe(a?.id);
      expect(await jobsOfKey(key)).toBe(1);
      const job = await waitForJob(ctx.t, v.manager, a?.id ?? '');
      expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
      // Every connection was asked once after four pairs: one warning at a step, however
      // often it is asked again.
      if (i === 3) afterEach = Number((await v.counts())?.notices);
    }
    expect(afterEach).toBeGreaterThan(0);
    expect(Number((await v.counts())?.notices)).toBe(afterEach);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
