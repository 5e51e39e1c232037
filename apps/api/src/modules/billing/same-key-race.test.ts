import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill, JobView } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { samePair, twinApp, type Twin } from '../../../test/twin-app.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import {
  createUser,
  send,
  useWaterApp,
  type WaterCtx,
} from '../water-users/water-user-fixtures.ts';

// Issue 23 §5 for billing: a sundry fee and a round's billing run sent twice at the same
// moment with one Idempotency-Key answer the first request's bill or job, and make it
// once; on one process, and on two processes on one PostgreSQL database.
const ctx: WaterCtx = useWaterApp();
const PAIRS = 10;
let finance: Session;
let roundId = '';
let twin: Twin = null;

const count = (query: ReturnType<typeof sql>) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const res = (await tx.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]?.n);
  });

const sameAnswer = (pair: LightMyRequestResponse[], statuses: number[]) => {
  expect(
    pair.map((r) => r.statusCode),
    pair.map((r) => r.body).join('\n'),
  ).toEqual(statuses);
  const [a, b] = pair.map((r) => (r.json() as { data: { id: string } }).data);
  expect(b?.id).toBe(a?.id);
  return a as { id: string };
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  const reader = await ctx.a.login('meter_reader');
  ({ round: roundId } = await roundAfterThreeMonths(
    ctx,
    reader,
    3,
    [
      [40, '00'],
      [50, '00'],
      [30, '00'],
    ],
    7,
  ));
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

  run('a sundry fee: one bill, both answers carry it', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < PAIRS; i++) {
      const body = {
        waterUserId: user.id,
        sundryKind: 'meter_change',
        amount: 10_000 + i,
        description: 'ค่าเปลี่ยนมาตร',
      };
      const key = randomUUID();
      const pair = await samePair(
        ctx.t,
        mode.on(),
        finance,
        'POST',
        '/api/v1/bills/sundry',
        body,
        key,
      );
      const bill = sameAnswer(pair, [200, 200]) as Bill;
      expect(bill.total).toBe(body.amount);
      expect(
        await count(sql`select count(*)::int as n from bills
          where org_id = ${ctx.a.id} and water_user_id = ${user.id} and total = ${body.amount}`),
      ).toBe(1);
    }
    // A retry after the first answer is the same bill; another fee under that key is refused.
    const body = {
      waterUserId: user.id,
      sundryKind: 'other',
      amount: 777,
      description: 'ค่าธรรมเนียม',
    };
    const key = randomUUID();
    const first = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', body, {
      'idempotency-key': key,
    });
    const again = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', body, {
      'idempotency-key': key,
    });
    sameAnswer([first, again], [200, 200]);
    const other = await send(
      ctx.t,
      finance,
      'POST',
      '/api/v1/bills/sundry',
      { ...body, amount: 778 },
      { 'idempotency-key': key },
    );
    expect(other.statusCode, other.body).toBe(409);
    expect(other.body).toContain('Idempotency-Key');
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  run('a void of a bill: voided once, both answers carry it', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < PAIRS; i++) {
      const made = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
        waterUserId: user.id,
        sundryKind: 'other',
        amount: 3_000 + i,
        description: 'ค่าธรรมเนียม',
      });
      expect(made.statusCode, made.body).toBe(200);
      const id = (made.json().data as Bill).id;
      const url = `/api/v1/bills/${id}/void`;
      const body = { reason: 'คิดซ้ำ' };
      const pair = await samePair(ctx.t, mode.on(), finance, 'POST', url, body, randomUUID());
      expect(
        pair.map((r) => r.statusCode),
        pair.map((r) => r.body).join('\n'),
      ).toEqual([200, 200]);
      const [a, b] = pair.map((r) => (r.json() as { data: { voided: Bill } }).data.voided);
      expect(a?.status).toBe('void');
      expect(b?.id).toBe(a?.id);
      expect(
        await count(sql`select count(*)::int as n from audit_log
          where org_id = ${ctx.a.id} and action = 'bill.void' and entity_id = ${id}`),
      ).toBe(1);
    }
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  run("a round's billing run: one job, both answers carry it", async () => {
    const before = await count(sql`select count(*)::int as n from bills
      where org_id = ${ctx.a.id} and round_id = ${roundId} and status <> 'void'`);
    for (let i = 0; i < PAIRS; i++) {
      const key = randomUUID();
      const url = `/api/v1/service-rounds/${roundId}/billing`;
      const pair = await samePair(ctx.t, mode.on(), finance, 'POST', url, undefined, key);
      for (const res of pair) expect(res.statusCode, res.body).toBe(202);
      const [a, b] = pair.map((r) => (r.json() as { data: JobView }).data);
      expect(b?.id).toBe(a?.id);
      expect(
        await count(sql`select count(*)::int as n from jobs
          where org_id = ${ctx.a.id} and idempotency_key = ${key}`),
      ).toBe(1);
      const job = await waitForJob(ctx.t, finance, a?.id ?? '');
      expect(job.status).toBe('succeeded');
    }
    expect(
      await count(sql`select count(*)::int as n from bills
        where org_id = ${ctx.a.id} and round_id = ${roundId} and status <> 'void'`),
    ).toBe(mode.postgresOnly ? before : 3);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
