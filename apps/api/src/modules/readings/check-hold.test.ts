import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview, RoundReadingSummary, ServiceRound } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { withSystem } from '../../db/tenant.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { roundAfterThreeMonths } from './reading-fixtures.ts';

// Issue 25 item 7: a reading held by hand, with its reason, is left out of billing until
// accepted; item 10: the round's progress is one rule on /operation/set_service and /check.

const ctx: WaterCtx = useWaterApp();
let reader: Session;
let manager: Session;
let round: string;
let users: string[] = [];

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  manager = await ctx.a.login('manager');
  // Four connections, three read normally this round, one not read.
  ({ round, users } = await roundAfterThreeMonths(ctx, reader, 4, [
    [40, '00'],
    [41, '00'],
    [42, '00'],
  ]));
});

const data = async <T>(s: Session, method: 'GET' | 'POST', url: string, body?: object) => {
  const res = await send(ctx.t, s, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const readingOf = async (user: string) => {
  const list = await data<{ items: { waterUserId: string; reading: { id: string } | null }[] }>(
    manager,
    'GET',
    `/api/v1/service-rounds/${round}/readings?pageSize=50`,
  );
  return list.items.find((r) => r.waterUserId === user)?.reading?.id ?? '';
};

describe('/check: a manual hold', () => {
  it('holds a reading with its reason (audited), and billing leaves it out until accepted', async () => {
    const id = await readingOf(users[0] ?? '');
    const noReason = await send(ctx.t, manager, 'POST', `/api/v1/readings/${id}/hold`, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const summaryOf = () =>
      data<RoundReadingSummary>(manager, 'GET', `/api/v1/service-rounds/${round}/readings/summary`);
    expect((await summaryOf()).held).toBe(0);

    const held = await data<{ held: boolean; status: string }>(
      manager,
      'POST',
      `/api/v1/readings/${id}/hold`,
      { reason: 'เลขดูไม่ชัด รอดูรูปถ่าย' },
    );
    expect(held).toMatchObject({ held: true, status: 'recorded' });
    expect((await summaryOf()).held).toBe(1);
    const audit = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select reason, after->>'held' as held from audit_log
        where entity_id = ${id} and action = 'reading.hold'`),
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { reason: 'เลขดูไม่ชัด รอดูรูปถ่าย', held: 'true' },
    ]);

    const preview = await data<BillingPreview>(
      manager,
      'GET',
      `/api/v1/service-rounds/${round}/billing/preview`,
    );
    expect(preview.skippedCount).toMatchObject({ held: 1, notRead: 1 });
    expect(preview.skipped.find((r) => r.reason === 'held')?.waterUserId).toBe(users[0]);

    // "Accept" lets it be billed again.
    await data(manager, 'POST', `/api/v1/readings/${id}/accept`);
    expect((await summaryOf()).held).toBe(0);
  });

  it('leaves the hold to the office: the reader is refused, another organisation gets 404', async () => {
    const id = await readingOf(users[1] ?? '');
    const body = { reason: 'ตรวจอีกครั้ง' };
    expect(
      (await send(ctx.t, reader, 'POST', `/api/v1/readings/${id}/hold`, body)).statusCode,
    ).toBe(403);
    const other = await ctx.b.login('manager');
    expect((await send(ctx.t, other, 'POST', `/api/v1/readings/${id}/hold`, body)).statusCode).toBe(
      404,
    );
    const still = await data<RoundReadingSummary>(
      manager,
      'GET',
      `/api/v1/service-rounds/${round}/readings/summary`,
    );
    expect(still.held).toBe(0);
  });
});

describe("a round's progress, one rule on the rounds list, its routes and /check", () => {
  it('counts a connection read before its status stopped asking for a reading on both', async () => {
    // Read this round, then suspended (its status reads no meter): still the round's.
    await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`update water_users u set usage_status_id = s.id from usage_statuses s
        where u.id = ${users[2] ?? ''} and s.org_id = u.org_id and s.code = 'SUSPEND'`),
    );
    const summary = await data<RoundReadingSummary>(
      manager,
      'GET',
      `/api/v1/service-rounds/${round}/readings/summary`,
    );
    const listed = await data<ServiceRound>(manager, 'GET', `/api/v1/service-rounds/${round}`);
    const routes = await data<{ expected: number; read: number }[]>(
      manager,
      'GET',
      `/api/v1/service-rounds/${round}/progress`,
    );
    expect(summary).toMatchObject({ expected: 4, read: 3, notRead: 1 });
    expect({ expected: listed.expected, read: listed.read }).toEqual({ expected: 4, read: 3 });
    const sum = (k: 'expected' | 'read') => routes.reduce((s, r) => s + r[k], 0);
    expect({ expected: sum('expected'), read: sum('read') }).toEqual({ expected: 4, read: 3 });
    const page = await data<{ items: ServiceRound[] }>(
      manager,
      'GET',
      '/api/v1/service-rounds?page=1&pageSize=10',
    );
    expect(page.items.find((r) => r.id === round)).toMatchObject({ expected: 4, read: 3 });
  });
});
