import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  MeterHistoryAnswer,
  MeterInstallation,
  MeterStockItem,
  MeterWorkOrder,
} from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { withSystem } from '../../db/tenant.ts';
import { expectPdf, pageCount, pageText } from '../../documents/pdf-test-decode.ts';
import { connectionWithMeter } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';

// Issue 26, meter work: numbered orders open → printed → done | cancelled; done replaces
// the meter through the register's own replacement, with a new meter from stock.

const ctx = useWaterApp();
let other: Session;
let reader: Session;
let n = 0;

beforeAll(async () => {
  other = await ctx.b.login('clerk');
  reader = await ctx.a.login('meter_reader');
});

const PATH = '/api/v1/meter-work-orders';

/** A meter in stock (a delivery of one). */
const stockMeter = async (serial = `WK-${++n}`) => {
  const res = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/meter-stock/deliveries', {
    receivedOn: '2026-10-01',
    supplier: 'ร้านประปาพัฒนา',
    meterSizeId: ctx.basicsA.meterSizes['0.5'],
    digits: 4,
    unitCost: 90_000,
    serials: [serial],
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.meters as MeterStockItem[])[0] as MeterStockItem;
};

const create = (waterUserId: string, kind = 'broken', s = ctx.clerk) =>
  send(ctx.t, s, 'POST', PATH, { waterUserId, kind, plannedOn: '2026-11-10', reason: 'มาตรไม่หมุน' });

const opened = async (waterUserId: string, kind = 'broken') => {
  const res = await create(waterUserId, kind);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MeterWorkOrder;
};

const done = (id: string, body: object, s = ctx.clerk) =>
  send(ctx.t, s, 'POST', `${PATH}/${id}/done`, { doneOn: '2026-11-12', ...body });

const meterOf = async (waterUserId: string) =>
  ((await getData(ctx, `/api/v1/water-users/${waterUserId}/meters`)) as MeterInstallation[]).find(
    (i) => i.removedOn === null,
  );

describe('opening an order', () => {
  it('numbers orders gaplessly in the fiscal year and keeps one in hand a connection', async () => {
    const a = await opened(await connectionWithMeter(ctx, 10));
    const b = await opened(await connectionWithMeter(ctx, 10));
    expect(a.number).toMatch(/^MW\d{4}\d{6}$/);
    expect(Number(b.number.slice(6))).toBe(Number(a.number.slice(6)) + 1);
    expect(a).toMatchObject({ state: 'open', kind: 'broken', source: 'office' });
    expect(a.oldSerial).toMatch(/^RD-/);
    const again = await create(a.waterUserId, 'old');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toContain(a.number);
  });

  it('refuses the reader (403), and answers 404 for another organisation', async () => {
    const user = await connectionWithMeter(ctx, 10);
    expect((await create(user, 'broken', reader)).statusCode).toBe(403);
    expect((await create(user, 'broken', other)).statusCode).toBe(404);
    const order = await opened(user);
    expect((await done(order.id, { note: 'x' }, other)).statusCode).toBe(404);
    const cancel = await send(ctx.t, other, 'POST', `${PATH}/${order.id}/cancel`, { reason: 'x' });
    expect(cancel.statusCode).toBe(404);
    expect((await send(ctx.t, other, 'GET', `${PATH}/pdf?ids=${order.id}`)).statusCode).toBe(404);
    const list = (await getData(ctx, `${PATH}?q=${order.number}`, other)) as { total: number };
    expect(list.total).toBe(0);
  });
});

describe('printing', () => {
  it('prints one order a page in Thai, and marks the open ones printed', async () => {
    const a = await opened(await connectionWithMeter(ctx, 10));
    const b = await opened(await connectionWithMeter(ctx, 10), 'inspect');
    const pdf = await send(ctx.t, ctx.clerk, 'GET', `${PATH}/pdf?ids=${a.id}&ids=${b.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expectPdf(pdf.rawPayload);
    expect(await pageCount(pdf.rawPayload)).toBe(2);
    const text = await pageText(pdf.rawPayload, 1);
    expect(text).toContain('ใบสั่งงานมาตรวัดน้ำ');
    expect(text).toContain(a.number);
    expect(text).toContain('เลขอ่านครั้งสุดท้ายของมาตรเดิม');
    if (spawnSync('pdftotext', ['-v']).status === 0) {
      const run = spawnSync('pdftotext', ['-q', '-', '-'], { input: pdf.rawPayload });
      expect(run.stdout.toString('utf8')).toContain('ใบสั่งงานมาตรวัดน้ำ');
    }
    const list = await send(
      ctx.t,
      ctx.clerk,
      'GET',
      `${PATH}/pdf?ids=${a.id}&ids=${b.id}&list=true`,
    );
    expect(await pageText(list.rawPayload, 1)).toContain('รายการใบสั่งงานมาตรวัดน้ำ');
    // The PDF changes nothing; handing it out does.
    expect(
      ((await getData(ctx, `${PATH}?q=${a.number}`)) as { items: MeterWorkOrder[] }).items[0]
        ?.state,
    ).toBe('open');
    const printed = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/printed`, { ids: [a.id, b.id] });
    expect(printed.statusCode, printed.body).toBe(200);
    expect((printed.json().data as MeterWorkOrder[]).map((o) => o.state)).toEqual([
      'printed',
      'printed',
    ]);
  });
});

describe('recording an order done', () => {
  it('replaces the meter from stock: old removed, new installed, both in their histories', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const old = await meterOf(user);
    const order = await opened(user);
    const fresh = await stockMeter();
    const res = await done(order.id, {
      oldFinalReading: 180,
      newMeterId: fresh.id,
      newInitialReading: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'done',
      oldFinalReading: 180,
      newSerial: fresh.serial,
      newInitialReading: 0,
      doneOn: '2026-11-12',
    });
    const now = await meterOf(user);
    expect(now).toMatchObject({
      serial: fresh.serial,
      installedOn: '2026-11-12',
      initialReading: 0,
    });
    const newHistory = (await getData(
      ctx,
      `/api/v1/meter-stock/${fresh.id}/history`,
    )) as MeterHistoryAnswer;
    expect(newHistory.meter.status).toBe('installed');
    expect(newHistory.events.map((e) => [e.kind, e.workOrderNumber])).toEqual([
      ['received', null],
      ['installed', order.number],
    ]);
    const oldHistory = (await getData(
      ctx,
      `/api/v1/meter-stock/${old?.meterId}/history`,
    )) as MeterHistoryAnswer;
    expect(oldHistory.meter.status).toBe('removed');
    expect(oldHistory.events.at(-1)).toMatchObject({ kind: 'removed', reading: 180 });
    expect(oldHistory.events.at(-1)?.reason).toContain(order.number);
    // Done twice: 409, nothing changes.
    const fresh2 = await stockMeter();
    const twice = await done(order.id, {
      oldFinalReading: 5,
      newMeterId: fresh2.id,
      newInitialReading: 0,
    });
    expect(twice.statusCode, twice.body).toBe(409);
    expect((await meterOf(user))?.serial).toBe(fresh.serial);
  });

  it('refuses a new meter that is not in stock (409) or missing readings (400), changing nothing', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const order = await opened(user);
    const elsewhere = await meterOf(await connectionWithMeter(ctx, 10));
    const installed = await done(order.id, {
      oldFinalReading: 150,
      newMeterId: elsewhere?.meterId,
      newInitialReading: 0,
    });
    expect(installed.statusCode, installed.body).toBe(409);
    expect(installed.json().message).toContain('ไม่ได้อยู่ในคลัง');
    const atTest = await stockMeter();
    await send(ctx.t, ctx.clerk, 'POST', `/api/v1/meter-stock/${atTest.id}/move`, {
      kind: 'sent_to_test',
      happenedOn: '2026-10-02',
    });
    const tested = await done(order.id, {
      oldFinalReading: 150,
      newMeterId: atTest.id,
      newInitialReading: 0,
    });
    expect(tested.statusCode).toBe(409);
    const missing = await done(order.id, { newMeterId: (await stockMeter()).id });
    expect(missing.statusCode).toBe(400);
    // A final reading below the old meter's first is the register's own refusal.
    const below = await done(order.id, {
      oldFinalReading: 50,
      newMeterId: (await stockMeter()).id,
      newInitialReading: 0,
    });
    expect(below.statusCode).toBe(400);
    const still = (await getData(ctx, `${PATH}?q=${order.number}`)) as { items: MeterWorkOrder[] };
    expect(still.items[0]?.state).toBe('open');
    expect((await meterOf(user))?.serial).toBe(order.oldSerial);
  });

  it('records an inspection done without a meter change', async () => {
    const user = await connectionWithMeter(ctx, 100);
    const before = await meterOf(user);
    const order = await opened(user, 'inspect');
    const res = await done(order.id, { note: 'มาตรปกติ ไม่รั่ว' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'done',
      resultNote: 'มาตรปกติ ไม่รั่ว',
      newSerial: null,
    });
    expect((await meterOf(user))?.id).toBe(before?.id);
  });
});

describe('cancelling', () => {
  it('needs a reason, keeps the number, and is final', async () => {
    const order = await opened(await connectionWithMeter(ctx, 10));
    const bare = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/${order.id}/cancel`, { reason: '' });
    expect(bare.statusCode, bare.body).toBe(400);
    const none = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/${order.id}/cancel`, {});
    expect(none.statusCode).toBe(400);
    const res = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/${order.id}/cancel`, {
      reason: 'ผู้ใช้น้ำย้ายออก',
    });
    expect(res.json().data).toMatchObject({
      state: 'cancelled',
      cancelReason: 'ผู้ใช้น้ำย้ายออก',
      number: order.number,
    });
    const again = await send(ctx.t, ctx.clerk, 'POST', `${PATH}/${order.id}/cancel`, {
      reason: 'ซ้ำ',
    });
    expect(again.statusCode).toBe(409);
    expect((await done(order.id, { note: 'x' })).statusCode).toBe(409);
    // The database keeps a closed order as it was closed, and never deletes one.
    await expect(
      withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`delete from meter_work_orders where id = ${order.id}`),
      ),
    ).rejects.toThrow();
    // A new order may be opened for the connection now.
    expect((await create(order.waterUserId, 'old')).statusCode).toBe(200);
  });
});
