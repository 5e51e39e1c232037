import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import type { SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of a request's documents and the contract template (issue 26; see
// sweep-samples.ts): each makes its own new connection, surveyed or approved as its
// document needs.

export const requestDocumentSamples = (k: SweepKit): Record<string, Maker> => {
  const { pool, as } = k;
  const request = async (approve: boolean) => {
    const r = await as('clerk', 'POST', '/api/v1/requests', {
      kind: 'new_connection',
      filedOn: today(),
      firstName: 'ผู้ทำสัญญา',
      lastName: 'ทดสอบ',
      phone: '0812345678',
      address: {
        houseNo: '21',
        moo: 3,
        subdistrict: 'ในเมือง',
        district: 'เมือง',
        province: 'ขอนแก่น',
        postcode: '40000',
      },
      areaId: pool.areaId,
      userTypeId: pool.userTypeId,
      meterSizeId: pool.meterSizeId,
    });
    const id = String(r.id);
    await as('clerk', 'POST', `/api/v1/requests/${id}/survey`, {
      surveyedOn: today(),
      findings: 'ห่างท่อเมน 8 เมตร',
      distanceM: 8,
      lines: [{ name: 'ท่อ PE ½″', unit: 'เมตร', quantity: 8, unitPrice: 2_550 }],
    });
    if (approve) await as('clerk', 'POST', `/api/v1/requests/${id}/approve`, {});
    return id;
  };
  return {
    'GET /api/v1/requests/{id}/survey/pdf': async () => ({ params: { id: await request(false) } }),
    'GET /api/v1/requests/{id}/installation-order/pdf': async () => ({
      params: { id: await request(true) },
    }),
    'POST /api/v1/requests/{id}/contract': async () => ({ params: { id: await request(true) } }),
    'GET /api/v1/requests/{id}/contract/pdf': async () => {
      const id = await request(true);
      await as('clerk', 'POST', `/api/v1/requests/${id}/contract`);
      return { params: { id } };
    },
    'PUT /api/v1/request-contract-template': () => ({
      body: {
        title: 'สัญญาการใช้น้ำประปา',
        clauses: [
          'ผู้ให้บริการตกลงจ่ายน้ำให้ {{customerName}} ผู้ใช้น้ำเลขที่ {{customerNo}}',
          'ผู้ใช้น้ำวางเงินประกัน {{deposit}} บาท',
        ],
      },
    }),
  };
};
