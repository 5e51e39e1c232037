import { next, type SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of production data, water cost and lost water (issue 27; see
// sweep-samples.ts). Each write takes a water source of its own, so no two samples share
// a month's entry; months are long past so the seed's own rounds are not touched.
const MONTH = '2024-03';

export const productionSamples = (k: SweepKit): Record<string, Maker> => {
  const { as } = k;
  const source = async () =>
    String(
      (
        await as('clerk', 'POST', '/api/v1/water-sources', {
          code: `WS${next()}`,
          name: 'บ่อบาดาลทดสอบ',
          kind: 'well',
          initialReading: 100,
        })
      ).id,
    );
  const put = async (what: string, body: object) =>
    String((await as('clerk', 'PUT', `/api/v1/production/${what}`, body)).id);
  const reading = async () => ({ sourceId: await source(), month: MONTH, reading: 250 });
  const cost = async () => ({
    sourceId: await source(),
    month: MONTH,
    head: 'labour',
    amount: 500_000,
  });
  let unbilledMonth = 0;
  const unbilled = () => ({
    month: `2023-${String((unbilledMonth++ % 12) + 1).padStart(2, '0')}`,
    kind: 'public_tap',
    volume: 12,
    areaId: null,
    note: null,
  });
  return {
    'POST /api/v1/water-sources': () => ({
      body: { code: `WN${next()}`, name: 'น้ำผิวดินหนองบัว', kind: 'surface' },
    }),
    'PUT /api/v1/water-sources/{id}': async () => ({
      params: { id: await source() },
      body: { code: `WE${next()}`, name: 'บ่อบาดาลหมู่ 2', kind: 'well', digits: 7 },
    }),
    'GET /api/v1/production': () => ({ query: { month: MONTH } }),
    'PUT /api/v1/production/readings': async () => ({ body: await reading() }),
    'PUT /api/v1/production/costs': async () => ({ body: await cost() }),
    'PUT /api/v1/production/unbilled': () => ({ body: unbilled() }),
    'DELETE /api/v1/production/readings/{id}': async () => ({
      params: { id: await put('readings', await reading()) },
    }),
    'DELETE /api/v1/production/costs/{id}': async () => ({
      params: { id: await put('costs', await cost()) },
    }),
    'DELETE /api/v1/production/unbilled/{id}': async () => ({
      params: { id: await put('unbilled', unbilled()) },
    }),
    'GET /api/v1/water-cost': () => ({ query: { month: MONTH } }),
    'GET /api/v1/water-cost/pdf': () => ({ query: { month: MONTH } }),
    'GET /api/v1/water-cost/export': () => ({ query: { month: MONTH } }),
    'GET /api/v1/water-loss': () => ({ query: { month: MONTH } }),
    'GET /api/v1/water-loss/pdf': () => ({ query: { month: MONTH } }),
    'GET /api/v1/water-loss/export': () => ({ query: { month: MONTH } }),
    'GET /api/v1/water-loss/summary': () => ({ query: { month: MONTH } }),
  };
};
