import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MeterHistoryAnswer, MeterStockItem } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { readXlsx } from '../../../test/read-xlsx.ts';
import { withSystem } from '../../db/tenant.ts';
import { connectionWithMeter } from '../readings/reading-fixtures.ts';
import { createUser, getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';

// Issue 26, meter stock: a delivery brings meters in by serial, each meter's life is an
// append-only list of events and its status is the last event's; an installed meter
// leaves only through a work order.

const ctx = useWaterApp();
let auditor: Session;
let reader: Session;

beforeAll(async () => {
  auditor = await ctx.a.login('auditor');
  reader = await ctx.a.login('meter_reader');
});

const delivery = (serials: string[], over: Record<string, unknown> = {}) => ({
  receivedOn: '2026-10-05',
  supplier: 'บริษัท มาตรน้ำไทย จำกัด',
  batch: 'L2569-10',
  brand: 'Asahi',
  meterSizeId: ctx.basicsA.meterSizes['0.5'],
  digits: 4,
  unitCost: 85_000,
  serials,
  note: null,
  ...over,
});

const receive = async (serials: string[], over: Record<string, unknown> = {}) => {
  const res = await send(
    ctx.t,
    ctx.clerk,
    'POST',
    '/api/v1/meter-stock/deliveries',
    delivery(serials, over),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { delivery: { id: string; count: number }; meters: MeterStockItem[] };
};

const move = (id: string, kind: string, reason: string | null = null, s = ctx.clerk) =>
  send(ctx.t, s, 'POST', `/api/v1/meter-stock/${id}/move`, {
    kind,
    happenedOn: '2026-10-20',
    reason,
  });

const history = async (id: string) =>
  (await getData(ctx, `/api/v1/meter-stock/${id}/history`)) as MeterHistoryAnswer;

describe('receiving a delivery', () => {
  it('brings every serial into stock with its delivery, cost and a received event', async () => {
    const { delivery: d, meters } = await receive(['ST-001', 'ST-002', 'ST-003']);
    expect(d.count).toBe(3);
    expect(meters.map((m) => [m.serial, m.status, m.batch, m.unitCost, m.receivedOn])).toEqual([
      ['ST-001', 'in_stock', 'L2569-10', 85_000, '2026-10-05'],
      ['ST-002', 'in_stock', 'L2569-10', 85_000, '2026-10-05'],
      ['ST-003', 'in_stock', 'L2569-10', 85_000, '2026-10-05'],
    ]);
    const h = await history(meters[0]?.id ?? '');
    expect(h.events.map((e) => [e.kind, e.happenedOn])).toEqual([['received', '2026-10-05']]);
  });

  it('refuses a serial already in the register, or listed twice, with a Thai 409 and saves nothing', async () => {
    const before = await getData(ctx, '/api/v1/meter-stock?pageSize=1');
    const taken = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      '/api/v1/meter-stock/deliveries',
      delivery(['ST-009', 'ST-001']),
    );
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().message).toContain('ST-001');
    expect(taken.json().message).toContain('มีอยู่ในทะเบียนมาตรแล้ว');
    const twice = await send(
      ctx.t,
      ctx.clerk,
      'POST',
      '/api/v1/meter-stock/deliveries',
      delivery(['ST-010', 'ST-010']),
    );
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().message).toContain('ST-010');
    const after = await getData(ctx, '/api/v1/meter-stock?pageSize=1');
    expect(after).toMatchObject({ total: (before as { total: number }).total });
  });

  it('refuses a reader (403) and lets the auditor read but not receive', async () => {
    expect((await send(ctx.t, reader, 'GET', '/api/v1/meter-stock')).statusCode).toBe(403);
    expect((await send(ctx.t, auditor, 'GET', '/api/v1/meter-stock')).statusCode).toBe(200);
    const res = await send(
      ctx.t,
      auditor,
      'POST',
      '/api/v1/meter-stock/deliveries',
      delivery(['ST-AUD']),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('moving a meter by hand', () => {
  it('sends for test, takes back, scraps with a reason; the history keeps each step', async () => {
    const { meters } = await receive(['MV-001']);
    const id = meters[0]?.id ?? '';
    const sent = await move(id, 'sent_to_test', 'ตรวจความเที่ยงตรง');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'at_test', since: '2026-10-20' });
    expect((await move(id, 'sent_to_test')).statusCode).toBe(409);
    expect((await move(id, 'returned')).json().data.status).toBe('in_stock');
    const noReason = await move(id, 'scrapped');
    expect(noReason.statusCode, noReason.body).toBe(400);
    const scrapped = await move(id, 'scrapped', 'หน้าปัดแตก ซ่อมไม่คุ้ม');
    expect(scrapped.json().data).toMatchObject({
      status: 'scrapped',
      lastReason: 'หน้าปัดแตก ซ่อมไม่คุ้ม',
    });
    // A scrapped meter does not come back.
    expect((await move(id, 'returned')).statusCode).toBe(409);
    const h = await history(id);
    expect(h.events.map((e) => e.kind)).toEqual([
      'received',
      'sent_to_test',
      'returned',
      'scrapped',
    ]);
    expect(h.events[1]?.actorName).toBeTruthy();
  });

  it('refuses to install a meter at test or scrapped by typing its serial (409) and changes nothing', async () => {
    const { meters } = await receive(['MV-T01', 'MV-S01']);
    const [atTest, scrap] = meters.map((m) => m.id);
    expect((await move(atTest ?? '', 'sent_to_test', 'ตรวจ')).statusCode).toBe(200);
    expect((await move(scrap ?? '', 'scrapped', 'แตก')).statusCode).toBe(200);
    const user = await createUser(ctx, { customerNo: 'MV-U1' });
    for (const serial of ['MV-T01', 'MV-S01']) {
      const res = await send(ctx.t, ctx.clerk, 'POST', `/api/v1/water-users/${user.id}/meter`, {
        serial,
        brand: 'Asahi',
        meterSizeId: ctx.basicsA.meterSizes['0.5'],
        digits: 4,
        installedOn: '2026-10-25',
        initialReading: 0,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('ไม่ได้อยู่ในคลัง');
    }
    expect((await history(atTest ?? '')).meter.status).toBe('at_test');
    expect((await history(scrap ?? '')).meter.status).toBe('scrapped');
    expect(await getData(ctx, `/api/v1/water-users/${user.id}/meters`)).toEqual([]);
  });

  it('refuses to scrap or send an installed meter (409, Thai) and changes nothing', async () => {
    const user = await connectionWithMeter(ctx, 10);
    const installed = (await getData(ctx, `/api/v1/water-users/${user}/meters`)) as {
      meterId: string;
    }[];
    const meterId = installed[0]?.meterId ?? '';
    const res = await move(meterId, 'scrapped', 'เก่า');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('ติดตั้งอยู่กับผู้ใช้น้ำ');
    expect((await move(meterId, 'sent_to_test')).statusCode).toBe(409);
    const h = await history(meterId);
    expect(h.meter.status).toBe('installed');
    // The register's own install wrote the event.
    expect(h.events.map((e) => e.kind)).toEqual(['installed']);
  });

  it('keeps the history append-only in the database itself', async () => {
    const { meters } = await receive(['AO-001']);
    const id = meters[0]?.id ?? '';
    await expect(
      withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`update meter_events set reason = 'x' where meter_id = ${id}`),
      ),
    ).rejects.toThrow();
    await expect(
      withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`delete from meter_events where meter_id = ${id}`),
      ),
    ).rejects.toThrow();
  });
});

describe('lists, export, other organisations', () => {
  it('filters by status, size, brand and batch, and exports the same rows', async () => {
    await receive(['FB-001', 'FB-002'], { brand: 'Sensus', batch: 'B-77' });
    const list = (await getData(
      ctx,
      '/api/v1/meter-stock?brand=Sensus&batch=B-77&status=in_stock',
    )) as {
      items: MeterStockItem[];
      total: number;
    };
    expect(list.items.map((m) => m.serial)).toEqual(['FB-001', 'FB-002']);
    const none = (await getData(
      ctx,
      `/api/v1/meter-stock?batch=B-77&meterSizeId=${ctx.basicsA.meterSizes['1']}`,
    )) as {
      total: number;
    };
    expect(none.total).toBe(0);
    const res = await send(ctx.t, ctx.clerk, 'GET', '/api/v1/meter-stock/export?batch=B-77');
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res);
    expect(sheet.rows.map((r) => r[0])).toEqual(['FB-001', 'FB-002']);
    expect(sheet.rows[0]?.[10]).toBe(850);
  });

  it("answers 404 for another organisation's meter and shows none of it", async () => {
    const { meters } = await receive(['XO-001']);
    const id = meters[0]?.id ?? '';
    const other = await ctx.b.login('clerk');
    expect((await send(ctx.t, other, 'GET', `/api/v1/meter-stock/${id}/history`)).statusCode).toBe(
      404,
    );
    const moved = await send(ctx.t, other, 'POST', `/api/v1/meter-stock/${id}/move`, {
      kind: 'sent_to_test',
      happenedOn: '2026-10-20',
    });
    expect(moved.statusCode).toBe(404);
    const list = (await getData(ctx, '/api/v1/meter-stock?q=XO-001', other)) as { total: number };
    expect(list.total).toBe(0);
  });
});
