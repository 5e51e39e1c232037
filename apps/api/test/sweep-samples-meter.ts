import { randomUUID } from 'node:crypto';
import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import type { SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of meter stock and meter work (issue 26; see sweep-samples.ts): each
// makes its own meter in stock or its own order, as the clerk would.

export const meterSamples = (k: SweepKit): Record<string, Maker> => {
  const { pool, as, meterUser } = k;
  const delivery = () => ({
    receivedOn: today(),
    supplier: 'ร้านประปาพัฒนา',
    meterSizeId: pool.meterSizeId,
    digits: 4,
    unitCost: 90_000,
    serials: [`SWP-${randomUUID().slice(0, 8)}`],
  });
  const stockMeter = async () => {
    const data = await as('clerk', 'POST', '/api/v1/meter-stock/deliveries', delivery());
    return String((data.meters as { id: string }[])[0]?.id);
  };
  const order = async (kind = 'inspect') =>
    String(
      (
        await as('clerk', 'POST', '/api/v1/meter-work-orders', {
          waterUserId: await meterUser(),
          kind,
          plannedOn: today(),
        })
      ).id,
    );
  return {
    'POST /api/v1/meter-stock/deliveries': () => ({ body: delivery() }),
    'GET /api/v1/meter-stock/{id}/history': async () => ({ params: { id: await stockMeter() } }),
    'POST /api/v1/meter-stock/{id}/move': async () => ({
      params: { id: await stockMeter() },
      body: { kind: 'sent_to_test', happenedOn: today(), reason: 'ตรวจความเที่ยงตรง' },
    }),
    'POST /api/v1/meter-work-orders': async () => ({
      body: { waterUserId: await meterUser(), kind: 'broken', plannedOn: today() },
    }),
    'GET /api/v1/meter-work-orders/pdf': async () => ({ query: { ids: await order() } }),
    'POST /api/v1/meter-work-orders/printed': async () => ({ body: { ids: [await order()] } }),
    'POST /api/v1/meter-work-orders/{id}/done': async () => ({
      params: { id: await order() },
      body: { doneOn: today(), note: 'มาตรปกติ' },
    }),
    'POST /api/v1/meter-work-orders/{id}/cancel': async () => ({
      params: { id: await order() },
      body: { reason: 'ผู้ใช้น้ำย้ายออก' },
    }),
    'POST /api/v1/meter-work-plan': async () => ({
      body: { waterUserIds: [await meterUser()], plannedOn: today() },
    }),
  };
};
