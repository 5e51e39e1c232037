import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RequestInput, ServiceRequest } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import {
  nationalId,
  send,
  type Basics,
  type WaterCtx,
} from '../water-users/water-user-fixtures.ts';

// Shared by the request tests (not a test file itself): a new household's request and
// each move as the screen sends it.

export const newConnection = (b: Basics, over: Partial<RequestInput> = {}): RequestInput => ({
  kind: 'new_connection',
  filedOn: '2026-10-15',
  title: 'นาง',
  firstName: 'มาลี',
  lastName: 'ศรีสุข',
  nationalId: nationalId('310050012345'),
  phone: '089-111-2233',
  address: {
    houseNo: '45',
    moo: 1,
    road: null,
    subdistrict: 'ในเมือง',
    district: 'เมืองขอนแก่น',
    province: 'ขอนแก่น',
    postcode: '40000',
  },
  areaId: b.areaId,
  routeId: b.routeId,
  latitude: 16.44,
  longitude: 102.83,
  userTypeId: b.userTypes.RES ?? '',
  meterSizeId: b.meterSizes['0.5'] ?? '',
  documents: { houseRegistration: true, idCardCopy: true, landPapers: false },
  note: 'บ้านสร้างใหม่ ต้องการใช้น้ำประปา',
  ...over,
});

export const answer = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as ServiceRequest;
};

export const file = async (ctx: WaterCtx, s: Session, body: RequestInput) =>
  answer(await send(ctx.t, s, 'POST', '/api/v1/requests', body));

export const act = (
  ctx: WaterCtx,
  s: Session,
  id: string,
  step: string,
  body: object = {},
): Promise<LightMyRequestResponse> =>
  send(ctx.t, s, 'POST', `/api/v1/requests/${id}/${step}`, body);

export const survey = {
  surveyedOn: '2026-10-18',
  findings: 'ห่างจากท่อเมน 12.5 เมตร วางท่อใต้ถนนซอย',
  distanceM: 13,
  lines: [
    { name: 'ท่อ PE ½″', unit: 'เมตร', quantity: 12.5, unitPrice: 2_550 },
    { name: 'ค่าแรงติดตั้ง', unit: 'งาน', quantity: 1, unitPrice: 50_000 },
  ],
};
