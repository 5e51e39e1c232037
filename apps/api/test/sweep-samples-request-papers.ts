import { today } from '../src/modules/receipts/receipt-fixtures.ts';
import type { SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of a request's papers and of a voided fee issued again (issue 26; see
// sweep-samples.ts). Files travel as JSON base64, as the meter photo does.

/** The smallest JPEG the server's first-bytes check takes. */
export const sampleJpeg = () => {
  const jpeg = Buffer.alloc(2_000, 0x20);
  jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
  return jpeg.toString('base64');
};

export const requestPaperSamples = (k: SweepKit): Record<string, Maker> => {
  const { pool, as } = k;
  const filed = async () =>
    String(
      (
        await as('clerk', 'POST', '/api/v1/requests', {
          kind: 'new_connection',
          filedOn: today(),
          firstName: 'ผู้แนบเอกสาร',
          phone: '0812345678',
          address: {
            houseNo: '11',
            moo: 2,
            subdistrict: 'ในเมือง',
            district: 'เมือง',
            province: 'ขอนแก่น',
            postcode: '40000',
          },
          areaId: pool.areaId,
          userTypeId: pool.userTypeId,
          meterSizeId: pool.meterSizeId,
        })
      ).id,
    );
  const paper = { kind: 'house_registration', fileName: 'ทะเบียนบ้าน.jpg' };
  const attached = async () => {
    const id = await filed();
    const list = (await as('clerk', 'POST', `/api/v1/requests/${id}/attachments`, {
      ...paper,
      contentBase64: sampleJpeg(),
    })) as unknown as { id: string }[];
    return { id, attachmentId: String(list[0]?.id) };
  };
  return {
    'GET /api/v1/requests/{id}/attachments': async () => ({ params: { id: await filed() } }),
    'POST /api/v1/requests/{id}/attachments': async () => ({
      params: { id: await filed() },
      body: { ...paper, contentBase64: sampleJpeg() },
    }),
    'GET /api/v1/requests/{id}/attachments/{attachmentId}': async () => ({
      params: await attached(),
    }),
    'POST /api/v1/requests/{id}/attachments/{attachmentId}/remove': async () => ({
      params: await attached(),
      body: { reason: 'สแกนไม่ชัด' },
    }),
    'POST /api/v1/requests/{id}/fees/{billId}/reissue': async () => {
      const id = await filed();
      await as('clerk', 'POST', `/api/v1/requests/${id}/survey`, {
        surveyedOn: today(),
        findings: 'ใกล้ท่อเมน',
        distanceM: 3,
      });
      await as('clerk', 'POST', `/api/v1/requests/${id}/approve`, {});
      const billed = await as('clerk', 'POST', `/api/v1/requests/${id}/fees`, {});
      const billId = String((billed.fees as { billId: string }[])[0]?.billId);
      await as('finance_officer', 'POST', `/api/v1/bills/${billId}/void`, {
        reason: 'ออกผิดจำนวน',
      });
      return { params: { id, billId }, body: {} };
    },
  };
};
