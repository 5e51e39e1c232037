import { randomUUID } from 'node:crypto';
import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import type { SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of requests (issue 26; see sweep-samples.ts): each makes its own request
// and takes it as far as its move needs, as the clerk (and the cashier, at the counter) would.

type Step = 'filed' | 'surveyed' | 'approved' | 'fees' | 'paid';
const ORDER: Step[] = ['filed', 'surveyed', 'approved', 'fees', 'paid'];

export const requestSamples = (k: SweepKit): Record<string, Maker> => {
  const { pool, as, cashChannelId, session } = k;
  // The seed's finance officer has remitted the day: fees are paid at a cashier's book.
  let book: Promise<unknown> | null = null;
  const cashierBook = () =>
    (book ??= (async () => {
      const made = await as('finance_officer', 'POST', '/api/v1/receipt-books', {
        bookNo: `RQ${randomUUID().slice(0, 6)}`,
        kind: 'paper',
        firstNo: 1,
        lastNo: 50,
        receivedAt: today(),
      });
      await as('finance_officer', 'POST', `/api/v1/receipt-books/${String(made.id)}/hand-over`, {
        holderOfficerId: session('cashier').user.id,
      });
    })());
  const payFees = async (waterUserId: unknown, fees: { billId: string; amount: number }[]) => {
    await cashierBook();
    const amount = fees.reduce((s, f) => s + f.amount, 0);
    await as('cashier', 'POST', '/api/v1/receipts', {
      waterUserId,
      billIds: fees.map((f) => f.billId),
      amount,
      channelId: cashChannelId,
      tendered: amount,
    });
  };
  const filing = (kind = 'new_connection') => ({
    kind,
    filedOn: today(),
    firstName: 'ผู้ขอใช้น้ำ',
    lastName: 'ทดสอบ',
    phone: '0812345678',
    address: {
      houseNo: '9',
      moo: 1,
      subdistrict: 'ในเมือง',
      district: 'เมือง',
      province: 'ขอนแก่น',
      postcode: '40000',
    },
    areaId: pool.areaId,
    userTypeId: pool.userTypeId,
    meterSizeId: pool.meterSizeId,
  });
  const survey = {
    surveyedOn: today(),
    findings: 'ห่างท่อเมน 5 เมตร',
    distanceM: 5,
    lines: [{ name: 'ท่อ PE', unit: 'เมตร', quantity: 5, unitPrice: 2_500 }],
  };
  /** A request of its own, taken up to `upTo`. */
  const request = async (upTo: Step) => {
    const r = await as('clerk', 'POST', '/api/v1/requests', filing());
    const id = String(r.id);
    const reached = ORDER.indexOf(upTo);
    if (reached >= 1) await as('clerk', 'POST', `/api/v1/requests/${id}/survey`, survey);
    if (reached >= 2) await as('clerk', 'POST', `/api/v1/requests/${id}/approve`, {});
    if (reached >= 3) {
      const billed = await as('clerk', 'POST', `/api/v1/requests/${id}/fees`, {});
      if (reached >= 4) {
        await payFees(billed.waterUserId, billed.fees as { billId: string; amount: number }[]);
      }
    }
    return id;
  };
  const at =
    (upTo: Step, body: object = {}) =>
    async () => ({
      params: { id: await request(upTo) },
      body,
    });
  const item = () => ({
    code: `PI${randomUUID().slice(0, 6)}`,
    name: 'ท่อ PE ½″',
    unit: 'เมตร',
    price: 2_550,
  });
  const priceItem = async () =>
    String((await as('clerk', 'POST', '/api/v1/request-price-items', item())).id);
  return {
    'POST /api/v1/request-price-items': () => ({ body: item() }),
    'GET /api/v1/request-price-items/{id}': async () => ({ params: { id: await priceItem() } }),
    'PUT /api/v1/request-price-items/{id}': async () => ({
      params: { id: await priceItem() },
      body: item(),
    }),
    'POST /api/v1/request-price-items/{id}/deactivate': async () => ({
      params: { id: await priceItem() },
    }),
    'POST /api/v1/request-price-items/{id}/activate': async () => {
      const id = await priceItem();
      await as('clerk', 'POST', `/api/v1/request-price-items/${id}/deactivate`);
      return { params: { id } };
    },
    'POST /api/v1/requests': () => ({ body: filing() }),
    'GET /api/v1/requests/{id}': async () => ({ params: { id: await request('filed') } }),
    'GET /api/v1/requests/{id}/pdf': async () => ({ params: { id: await request('surveyed') } }),
    'POST /api/v1/requests/{id}/survey': at('filed', survey),
    'POST /api/v1/requests/{id}/approve': at('surveyed', { note: 'อนุมัติ' }),
    'POST /api/v1/requests/{id}/fees': at('approved'),
    'POST /api/v1/requests/{id}/install': at('paid', {
      installedOn: today(),
      serial: `RQ-${randomUUID().slice(0, 8)}`,
      initialReading: 0,
      routeId: pool.routeId,
      routeSeq: 1,
    }),
    // A relocation to where the connection already is (its place copied): the move is done
    // and nothing else in the pool changes (request-effects.test.ts moves one for real).
    'POST /api/v1/requests/{id}/done': async () => {
      const r = await as('clerk', 'POST', '/api/v1/requests', {
        kind: 'relocation',
        filedOn: today(),
        waterUserId: pool.waterUserId,
      });
      const id = String(r.id);
      await as('clerk', 'POST', `/api/v1/requests/${id}/survey`, survey);
      await as('clerk', 'POST', `/api/v1/requests/${id}/approve`, {});
      const billed = await as('clerk', 'POST', `/api/v1/requests/${id}/fees`, {});
      await payFees(pool.waterUserId, billed.fees as { billId: string; amount: number }[]);
      return { params: { id }, body: { note: 'ย้ายแล้ว', doneOn: today() } };
    },
    'POST /api/v1/requests/{id}/complete': async () => {
      const r = await as('clerk', 'POST', '/api/v1/requests', {
        ...filing('complaint'),
        subject: 'น้ำไหลอ่อน',
      });
      return { params: { id: String(r.id) }, body: { answer: 'ล้างท่อแล้ว' } };
    },
    'GET /api/v1/water-users/{id}/holders': () => ({ params: { id: String(pool.waterUserId) } }),
    'POST /api/v1/requests/{id}/reject': at('filed', { reason: 'อยู่นอกเขตบริการ' }),
    'POST /api/v1/requests/{id}/cancel': at('filed', { reason: 'ผู้ยื่นขอยกเลิก' }),
  };
};
