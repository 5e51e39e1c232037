import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bangkokDate, toBuddhistYear } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import {
  send,
  useWaterApp,
  userBody,
  nationalId,
  pathsOf,
} from '../water-users/water-user-fixtures.ts';

// /operation/set_service: the billing cycle, rounds proposed from it, one a month, their
// status moves, and who is expected to be read.

const ctx = useWaterApp();
const path = '/api/v1/service-rounds';
const today = bangkokDate(new Date());
const [year, month] = today.split('-').map(Number) as [number, number];

/** A round of `over.month` (January 2569 by default) with dates in that month. */
const round = (over: Record<string, unknown> = {}) => {
  const yearBe = typeof over.yearBe === 'number' ? over.yearBe : 2569;
  const m = String(typeof over.month === 'number' ? over.month : 1).padStart(2, '0');
  const day = (d: string) => `${yearBe - 543}-${m}-${d}`;
  return {
    yearBe,
    month: 1,
    periodFrom: day('01'),
    periodTo: day('28'),
    readingFrom: day('20'),
    readingTo: day('25'),
    billDate: day('28'),
    note: null,
    ...over,
  };
};

const addUser = async (i: number, over: Record<string, unknown> = {}) => {
  const res = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/water-users', {
    ...userBody(ctx.basicsA, { nationalId: nationalId(`11037000${String(1000 + i)}`) }),
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
};

describe('billing cycle', () => {
  it('starts from the defaults, saves what a manager sets, refuses a window that ends before it starts', async () => {
    const manager = await ctx.a.login('manager');
    const got = await send(ctx.t, manager, 'GET', '/api/v1/billing-cycle');
    expect(got.json().data).toMatchObject({ readingFromDay: 20, readingToDay: 25, billDay: 28 });
    const cycle = { ...got.json().data, readingFromDay: 18, readingToDay: 24, billDay: 27 };
    const saved = await send(ctx.t, manager, 'PUT', '/api/v1/billing-cycle', cycle);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send(ctx.t, manager, 'GET', '/api/v1/billing-cycle')).json().data).toEqual(cycle);
    const bad = await send(ctx.t, manager, 'PUT', '/api/v1/billing-cycle', {
      ...cycle,
      readingToDay: 10,
      anomalyVeryHighAboveBp: 15_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(pathsOf(bad)).toEqual(['anomalyVeryHighAboveBp', 'readingToDay']);
    expect(bad.json().errors[0].message).toMatch(/ต้อง/);
    const clerk = await send(ctx.t, ctx.clerk, 'PUT', '/api/v1/billing-cycle', cycle);
    expect(clerk.statusCode).toBe(403);
  });
});

describe('service rounds', () => {
  it('proposes this month from the cycle when there is no round', async () => {
    const res = await send(ctx.t, ctx.clerk, 'GET', `${path}/proposal`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      yearBe: toBuddhistYear(year),
      month,
      readingFrom: `${today.slice(0, 8)}18`,
      readingTo: `${today.slice(0, 8)}24`,
    });
  });

  it('creates one round a month: the same month again is a field error, nothing written', async () => {
    await addUser(1);
    await addUser(2, { routeId: ctx.basicsA.route2Id });
    // Cancelled connections are not read.
    await addUser(3, { usageStatusId: ctx.basicsA.statuses.CANCEL });
    const res = await send(ctx.t, ctx.clerk, 'POST', path, round());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'open', expected: 2, read: 0, month: 1 });
    const again = await send(ctx.t, ctx.clerk, 'POST', path, round({ note: 'ซ้ำ' }));
    expect(again.statusCode).toBe(409);
    expect(pathsOf(again)).toEqual(['month']);
    expect(again.json().errors[0].message).toBe('มีรอบบริการของเดือนนี้แล้ว (เดือนละหนึ่งรอบ)');
    const list = await send(ctx.t, ctx.clerk, 'GET', path);
    expect(list.json().data.total).toBe(1);
    const next = await send(ctx.t, ctx.clerk, 'GET', `${path}/proposal`);
    expect(next.json().data).toMatchObject({ yearBe: 2569, month: 2, readingFrom: '2026-02-18' });
  });

  it('refuses dates out of order with field errors', async () => {
    const res = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      path,
      round({ month: 3, readingTo: '2026-01-10', billDate: '2026-01-05' }),
    );
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res)).toEqual(['billDate', 'readingTo']);
  });

  it('refuses a period outside the round month (December with January dates)', async () => {
    const res = await send(ctx.t, ctx.clerk, 'POST', path, {
      yearBe: 2570,
      month: 12,
      periodFrom: '2027-01-01',
      periodTo: '2027-01-31',
      readingFrom: '2027-01-20',
      readingTo: '2027-01-25',
      billDate: '2027-01-28',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'periodFrom', message: 'ช่วงการใช้น้ำต้องอยู่ในเดือนของรอบบริการ' },
    ]);
  });

  it('moves open → reading → open while nothing is read; edits while open; never skips to closed', async () => {
    const created = await send(ctx.t, ctx.clerk, 'POST', path, round({ month: 4 }));
    const id = created.json().data.id as string;
    const move = (status: string) =>
      send(ctx.t, ctx.clerk, 'POST', `${path}/${id}/status`, { status });
    expect((await move('reading')).json().data.status).toBe('reading');
    expect((await move('open')).json().data.status).toBe('open');
    const closed = await move('closed');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/เปลี่ยนสถานะรอบบริการแบบนี้ไม่ได้/);
    const edited = await send(
      ctx.t,
      ctx.clerk,
      'PUT',
      `${path}/${id}`,
      round({ month: 4, note: 'เลื่อนวันจด' }),
    );
    expect(edited.json().data).toMatchObject({ note: 'เลื่อนวันจด', status: 'open' });
    const audit = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select action from audit_log where entity_id = ${id} order by created_at`),
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'round.create',
      'round.reading',
      'round.open',
      'round.update',
    ]);
  });

  it('closes a billed round only when every reading is checked', async () => {
    const created = await send(ctx.t, ctx.clerk, 'POST', path, round({ month: 5 }));
    const id = created.json().data.id as string;
    const userId = await addUser(5);
    await withSystem(ctx.t.database.db, async (tx) => {
      await tx.execute(sql`update service_rounds set status = 'billed' where id = ${id}`);
      await tx.execute(sql`insert into readings (org_id, round_id, water_user_id, previous, current, usage, source, read_at)
        values (${ctx.a.id}, ${id}, ${userId}, 10, 25, 15, 'web', now())`);
    });
    const refused = await send(ctx.t, ctx.clerk, 'POST', `${path}/${id}/status`, {
      status: 'closed',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('ยังปิดรอบไม่ได้ มีการจดมาตรอีก 1 รายการที่ยังไม่ได้ตรวจสอบ');
    const edit = await send(ctx.t, ctx.clerk, 'PUT', `${path}/${id}`, round({ month: 5 }));
    expect(edit.statusCode).toBe(409);
    await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`update readings set status = 'checked' where round_id = ${id}`),
    );
    const closed = await send(ctx.t, ctx.clerk, 'POST', `${path}/${id}/status`, {
      status: 'closed',
    });
    expect(closed.json().data).toMatchObject({ status: 'closed', read: 1, expected: 1 });
    expect(closed.json().data.closedAt).not.toBeNull();
  });

  it('shows progress per route in code order', async () => {
    const list = await send(ctx.t, ctx.clerk, 'GET', path);
    const open = (list.json().data.items as { id: string; status: string }[]).find(
      (r) => r.status === 'open',
    );
    const res = await send(ctx.t, ctx.clerk, 'GET', `${path}/${open?.id}/progress`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { routeCode: string; expected: number; read: number }[];
    expect(rows.map((r) => r.routeCode)).toEqual(['R1', 'R2']);
    expect(rows.every((r) => r.read === 0)).toBe(true);
  });

  it('keeps rounds to their organisation (404) and to the office (403 for the reader and the auditor)', async () => {
    const list = await send(ctx.t, ctx.clerk, 'GET', path);
    const id = list.json().data.items[0].id as string;
    const other = await ctx.b.login('manager');
    expect((await send(ctx.t, other, 'GET', `${path}/${id}`)).statusCode).toBe(404);
    expect((await send(ctx.t, other, 'GET', `${path}/${id}/progress`)).statusCode).toBe(404);
    expect((await send(ctx.t, other, 'PUT', `${path}/${id}`, round({ month: 9 }))).statusCode).toBe(
      404,
    );
    expect(
      (await send(ctx.t, other, 'POST', `${path}/${id}/status`, { status: 'reading' })).statusCode,
    ).toBe(404);
    expect((await send(ctx.t, other, 'GET', path)).json().data.total).toBe(0);
    for (const position of ['meter_reader', 'auditor', 'cashier'] as const) {
      const s = await ctx.a.login(position);
      expect((await send(ctx.t, s, 'POST', path, round({ month: 10 }))).statusCode).toBe(403);
      // The reader reads the rounds to record; the counter has no use for them (issue 24).
      const read = (await send(ctx.t, s, 'GET', path)).statusCode;
      expect(read, position).toBe(position === 'cashier' ? 403 : 200);
    }
  });
});
