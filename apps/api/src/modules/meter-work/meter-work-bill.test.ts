import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillRow, MeterStockItem, MeterWorkOrder } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';

// Issue 26 "Proof": a meter changed mid-month through a work order. The next bill charges
// the old meter's usage up to its final reading plus the new meter's from its first
// reading, exact to the satang (the default residential tariff: 7.00 ฿/m³ flat, a 10 ฿
// meter fee for ½″, VAT 0).
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let reader: Session;
const rounds: Record<number, string> = {};
let user = '';

const read = async (month: number, current: number) => {
  const res = await recordReading(ctx, readingEntry(rounds[month] ?? '', user, current), reader);
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  reader = await ctx.a.login('meter_reader');
  user = await connectionWithMeter(ctx, 0);
  // July–September: 10 m³ a month (last reading 30).
  for (const month of [7, 8, 9]) {
    rounds[month] = await makeRound(ctx, 2569, month);
    await read(month, (month - 6) * 10);
  }
  rounds[10] = await makeRound(ctx, 2569, 10);
});

describe('a meter changed mid-month through a work order', () => {
  it('bills the old meter up to its final reading plus the new one from its first', async () => {
    const delivered = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/meter-stock/deliveries', {
      receivedOn: '2026-09-20',
      supplier: 'ร้านประปาพัฒนา',
      meterSizeId: ctx.basicsA.meterSizes['0.5'],
      digits: 4,
      unitCost: 90_000,
      serials: ['BILL-NEW-1'],
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const fresh = (delivered.json().data.meters as MeterStockItem[])[0];
    const order = await send(ctx.t, ctx.clerk, 'POST', '/api/v1/meter-work-orders', {
      waterUserId: user,
      kind: 'stuck',
      plannedOn: '2026-10-10',
    });
    expect(order.statusCode, order.body).toBe(200);
    const { id } = order.json().data as MeterWorkOrder;
    const doneRes = await send(ctx.t, ctx.clerk, 'POST', `/api/v1/meter-work-orders/${id}/done`, {
      doneOn: '2026-10-10',
      oldFinalReading: 38,
      newMeterId: fresh?.id,
      newInitialReading: 0,
    });
    expect(doneRes.statusCode, doneRes.body).toBe(200);
    await read(10, 5);

    const billing = await send(
      ctx.t,
      finance,
      'POST',
      `/api/v1/service-rounds/${rounds[10]}/billing`,
    );
    expect(billing.statusCode, billing.body).toBe(202);
    expect((await waitForJob(ctx.t, finance, billing)).status).toBe('succeeded');
    const { items } = (await getData(
      ctx,
      `/api/v1/bills?roundId=${rounds[10]}&waterUserId=${user}`,
      finance,
    )) as { items: BillRow[] };
    const row = items.find((b) => b.status !== 'void');
    const bill = (await getData(ctx, `/api/v1/bills/${row?.id}`, finance)) as Bill;
    // 38 − 30 on the old meter + 5 − 0 on the new = 13 m³ × 7.00 = 91.00; + 10.00 meter fee.
    expect(bill.usage).toBe(13);
    expect(bill.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['block', 9_100],
      ['meter_fee', 1_000],
    ]);
    expect(bill.total).toBe(10_100);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
