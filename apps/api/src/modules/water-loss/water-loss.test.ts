import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Bill,
  BillRow,
  ProductionMonth,
  WaterCostAnswer,
  WaterLossAnswer,
  WaterSource,
} from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { billRound } from '../billing/late-fee-fixtures.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';

// Issue 27, water cost and lost water on one small utility: a well read monthly, an area
// meter, costs and unbilled use entered for October 2026 (ตุลาคม 2569), the round of
// that month billed; every figure to the m³ and the satang.

const ctx = useWaterApp();
let finance: Session;
let manager: Session;
let reader: Session;
let well: WaterSource;
let areaMeter: WaterSource;
let oct: { round: string; users: string[] };

const put = (path: string, body: object, s: Session = ctx.clerk) =>
  send(ctx.t, s, 'PUT', `/api/v1/production/${path}`, body);

const saved = async (res: Awaited<ReturnType<typeof put>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; volume?: number | null };
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  manager = await ctx.a.login('manager');
  reader = await ctx.a.login('meter_reader');
  const source = async (body: object) => {
    const res = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/water-sources', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as WaterSource;
  };
  well = await source({
    code: 'W1',
    name: 'บ่อบาดาลหมู่ 1',
    kind: 'well',
    digits: 6,
    initialReading: 1_000,
  });
  areaMeter = await source({
    code: 'AM1',
    name: 'มาตรพื้นที่หมู่ 1',
    kind: 'area_meter',
    areaId: ctx.basicsA.areaId,
  });
  // July–September read 10 m³ a month; October: 10 m³, a meter running backwards (read as
  // last month: 0 billed against its average of 10), 15 m³.
  oct = await roundAfterThreeMonths(
    ctx,
    reader,
    3,
    [
      [40, '00'],
      [30, '22'],
      [45, '00'],
    ],
    7,
  );
  await billRound(ctx, finance, oct.round);
});

describe('entering production data', () => {
  it('works each month volume out of the readings and keeps a typed volume with its reason', async () => {
    expect(
      (await saved(await put('readings', { sourceId: well.id, month: '2026-09', reading: 1_050 })))
        .volume,
    ).toBe(50);
    expect(
      (await saved(await put('readings', { sourceId: well.id, month: '2026-10', reading: 1_150 })))
        .volume,
    ).toBe(100);
    const typed = await put('readings', { sourceId: areaMeter.id, month: '2026-10', volume: 90 });
    expect(typed.statusCode).toBe(400);
    const withReason = await put('readings', {
      sourceId: areaMeter.id,
      month: '2026-10',
      volume: 90,
      reason: 'มาตรพื้นที่ชำรุด ประมาณจากเวลาสูบ',
    });
    expect((await saved(withReason)).volume).toBe(90);
  });

  it('refuses a correction that would make a later month read lower than the one before', async () => {
    const res = await put('readings', { sourceId: well.id, month: '2026-09', reading: 1_200 });
    expect(res.statusCode, res.body).toBe(422);
    const month = (await getData(ctx, '/api/v1/production?month=2026-10')) as ProductionMonth;
    expect(month.readings.find((r) => r.sourceId === well.id)?.volume).toBe(100);
  });

  it('replaces a month entry in place, the audit log keeping what it said', async () => {
    const cost = {
      sourceId: well.id,
      month: '2026-10',
      head: 'electricity',
      quantity: 300,
      unit: 'kWh',
    };
    const first = await saved(await put('costs', { ...cost, amount: 100_000 }));
    const again = await saved(await put('costs', { ...cost, amount: 123_456 }));
    expect(again.id).toBe(first.id);
    await saved(
      await put('costs', {
        sourceId: well.id,
        month: '2026-10',
        head: 'chlorine',
        quantity: 15,
        unit: 'kg',
        amount: 45_000,
      }),
    );
    await saved(
      await put('costs', { sourceId: well.id, month: '2026-10', head: 'labour', amount: 300_000 }),
    );
    await saved(await put('unbilled', { month: '2026-10', kind: 'public_tap', volume: 5 }));
    await saved(
      await put('unbilled', {
        month: '2026-10',
        areaId: ctx.basicsA.areaId,
        kind: 'flushing',
        volume: 3,
      }),
    );
    const log = await send(
      ctx.t,
      manager,
      'GET',
      `/api/v1/audit?entity=production_cost&entityId=${first.id}`,
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(JSON.stringify(log.json().data)).toContain('production.cost.correct');
    const month = (await getData(ctx, '/api/v1/production?month=2026-10')) as ProductionMonth;
    expect(month.costs.map((c) => [c.head, c.amount, c.quantity])).toEqual([
      ['chlorine', 45_000, 15],
      ['electricity', 123_456, 300],
      ['labour', 300_000, null],
    ]);
    expect(month.unbilled.map((u) => [u.kind, u.volume]).sort()).toEqual([
      ['flushing', 3],
      ['public_tap', 5],
    ]);
  });
});

describe('water cost and the water balance of October 2026', () => {
  it('gives the cost per m³ produced and sold, the billed tariff and the recovery ratio', async () => {
    const cost = (await getData(
      ctx,
      '/api/v1/water-cost?month=2026-10',
      finance,
    )) as WaterCostAnswer;
    const c = cost.current;
    expect(c.produced).toBe(100);
    expect(c.heads).toEqual({
      electricity: 123_456,
      chlorine: 45_000,
      alum: 0,
      lime: 0,
      labour: 300_000,
      repairs: 0,
      other: 0,
    });
    expect(c.totalCost).toBe(468_456);
    expect(c.costPerM3Produced).toBe(4_685); // 4 684.56 satang, half-up
    expect(c.sold).toBe(25);
    expect(c.costPerM3Sold).toBe(18_738); // 18 738.24
    let water = 0;
    for (const u of oct.users) {
      const { items } = (await getData(
        ctx,
        `/api/v1/bills?roundId=${oct.round}&waterUserId=${u}`,
        finance,
      )) as { items: BillRow[] };
      const bill = (await getData(ctx, `/api/v1/bills/${items[0]?.id}`, finance)) as Bill;
      water += bill.lines
        .filter((l) => l.kind === 'block' || l.kind === 'minimum_top_up')
        .reduce((t, l) => t + l.amount, 0);
    }
    expect(water).toBeGreaterThan(0);
    expect(c.waterBilled).toBe(water);
    expect(c.averageTariff).toBe(Math.floor((water * 2 + 25) / 50));
    expect(c.recoveryBp).toBe(Math.floor((water * 20_000 + 468_456) / (2 * 468_456)));
    expect(cost.sources.map((s) => [s.code, s.produced, s.totalCost])).toEqual([
      ['W1', 100, 468_456],
    ]);
    expect(cost.trend).toHaveLength(12);
    expect(cost.trend.find((t) => t.month === '2026-09')?.produced).toBe(50);
  });

  it('splits the input into billed, unbilled, apparent and real losses that sum exactly', async () => {
    const loss = (await getData(
      ctx,
      '/api/v1/water-loss?month=2026-10',
      manager,
    )) as WaterLossAnswer;
    const b = loss.current;
    expect([b.systemInput, b.billedMetered, b.unbilled]).toEqual([100, 25, 8]);
    expect(b.meterShortfall).toBe(10); // the backwards meter: average 10 − billed 0
    expect(b.underRegistration).toBe(1); // 2 % of 25 = 0.5, half-up
    expect([b.apparentLosses, b.realLosses, b.nonRevenue, b.nrwBp]).toEqual([11, 56, 75, 7_500]);
    expect(b.billedMetered + b.billedUnmetered + b.unbilled + b.apparentLosses + b.realLosses).toBe(
      100,
    );
    expect(b.connections).toBe(3);
    expect(b.litresPerConnectionDay).toBe(806); // 75 000 L / (3 × 31 days) = 806.45
    expect(loss.unbilledByKind.find((u) => u.kind === 'public_tap')?.volume).toBe(5);
    expect(loss.areas.map((a) => [a.input, a.billed, a.unbilled, a.loss, a.lossBp])).toEqual([
      [90, 25, 3, 62, 6_889],
    ]);
    expect(loss.worstMonth).toBe('2026-09'); // produced 50 m³, billed nothing: 100 %
    const none = (await getData(
      ctx,
      '/api/v1/water-loss?month=2026-10&underRegistrationBp=0',
      manager,
    )) as WaterLossAnswer;
    expect([none.current.underRegistration, none.current.realLosses]).toEqual([0, 57]);
  });

  it('answers the dashboard one month NRW, or null without production', async () => {
    expect(await getData(ctx, '/api/v1/water-loss/summary?month=2026-10', manager)).toEqual({
      month: '2026-10',
      nonRevenue: 75,
      nrwBp: 7_500,
    });
    expect(await getData(ctx, '/api/v1/water-loss/summary?month=2026-05', manager)).toBeNull();
  });

  it('prints both reports as PDF and exports them as xlsx', async () => {
    for (const path of ['water-cost', 'water-loss']) {
      const pdf = await send(ctx.t, manager, 'GET', `/api/v1/${path}/pdf?month=2026-10`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      const xlsx = await send(ctx.t, manager, 'GET', `/api/v1/${path}/export?month=2026-10`);
      expect(xlsx.statusCode).toBe(200);
    }
  });
});

describe('who may', () => {
  it('keeps another organisation out with 404', async () => {
    const other = await ctx.b.login('clerk');
    const month = (await getData(
      ctx,
      '/api/v1/production?month=2026-10',
      other,
    )) as ProductionMonth;
    expect(month.sources).toEqual([]);
    expect(month.readings).toEqual([]);
    const res = await put(
      'readings',
      { sourceId: well.id, month: '2026-10', reading: 1_300 },
      other,
    );
    expect(res.statusCode).toBe(404);
    const cost = (await getData(ctx, '/api/v1/production?month=2026-10')) as ProductionMonth;
    const del = await send(ctx.t, other, 'DELETE', `/api/v1/production/costs/${cost.costs[0]?.id}`);
    expect(del.statusCode).toBe(404);
    const edit = await send(ctx.t, other, 'PUT', `/api/v1/water-sources/${well.id}`, {
      code: 'X',
      name: 'x',
      kind: 'well',
    });
    expect(edit.statusCode).toBe(404);
  });

  it('lets finance read but not enter, and keeps the meter reader out', async () => {
    const res = await put(
      'costs',
      { sourceId: well.id, month: '2026-10', head: 'repairs', amount: 1 },
      finance,
    );
    expect(res.statusCode).toBe(403);
    expect((await send(ctx.t, reader, 'GET', '/api/v1/water-cost?month=2026-10')).statusCode).toBe(
      403,
    );
    expect((await send(ctx.t, reader, 'GET', '/api/v1/water-loss?month=2026-10')).statusCode).toBe(
      403,
    );
  });

  it('removes an entry made in error', async () => {
    const made = await saved(
      await put('costs', { sourceId: well.id, month: '2026-10', head: 'repairs', amount: 9_900 }),
    );
    const del = await send(ctx.t, ctx.clerk, 'DELETE', `/api/v1/production/costs/${made.id}`);
    expect(del.statusCode, del.body).toBe(200);
    const cost = (await getData(ctx, '/api/v1/water-cost?month=2026-10')) as WaterCostAnswer;
    expect(cost.current.totalCost).toBe(468_456);
  });
});
