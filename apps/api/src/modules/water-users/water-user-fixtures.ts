import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { WaterUser, WaterUserInput } from '@prapa/contracts';
import { withCheckDigit } from '@prapa/domain';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Shared by the water-user, meter and route-order tests (not a test file itself): a
// fresh database, two organisations with areas and routes, and a valid connection body.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An organisation's basic data as a connection needs it. */
export type Basics = {
  /** Area A1 (หมู่ 1) with routes R1 and R2; area A2 with route R3. */
  areaId: string;
  area2Id: string;
  routeId: string;
  route2Id: string;
  route3Id: string;
  userTypes: Record<string, string>;
  meterSizes: Record<string, string>;
  statuses: Record<string, string>;
  schemes: Record<string, string>;
};

export type WaterCtx = {
  t: TestApp;
  a: TestOrg;
  b: TestOrg;
  basicsA: Basics;
  basicsB: Basics;
  /** A clerk of organisation A: an editor who writes water users. */
  clerk: Session;
};

export const send = (
  t: TestApp,
  s: Session,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { ...s.headers, ...headers },
    ...(payload ? { payload } : {}),
  });

/** The distinct field paths of an error answer, sorted. */
export const pathsOf = (res: LightMyRequestResponse) =>
  [...new Set((res.json().errors as { path: string }[]).map((e) => e.path))].sort();

const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const codes = async (t: TestApp, s: Session, path: string) =>
  Object.fromEntries(
    (
      (await ok(await send(t, s, 'GET', `/api/v1/basic/${path}?pageSize=100`))).items as {
        id: string;
        code: string;
      }[]
    ).map((r) => [r.code, r.id]),
  ) as Record<string, string>;

/** Two areas and three routes (created through the API), and the defaults' ids by code. */
export const basicsOf = async (t: TestApp, org: TestOrg): Promise<Basics> => {
  const manager = await org.login('manager');
  const post = async (path: string, body: object) =>
    (await ok(await send(t, manager, 'POST', `/api/v1/basic/${path}`, body))).id as string;
  const areaId = await post('areas', { code: 'A1', name: 'บ้านหนองบัว', villageNo: 1 });
  const area2Id = await post('areas', { code: 'A2', name: 'บ้านโนนสว่าง', villageNo: 3 });
  return {
    areaId,
    area2Id,
    routeId: await post('routes', { areaId, code: 'R1', name: 'สายหนึ่ง' }),
    route2Id: await post('routes', { areaId, code: 'R2', name: 'สายสอง' }),
    route3Id: await post('routes', { areaId: area2Id, code: 'R3', name: 'สายสาม' }),
    userTypes: await codes(t, manager, 'user-types'),
    meterSizes: await codes(t, manager, 'meter-sizes'),
    statuses: await codes(t, manager, 'usage-statuses'),
    schemes: await codes(t, manager, 'discount-schemes'),
  };
};

/** A fresh database with organisations A and B, for one test file. */
export const useWaterApp = (): WaterCtx => {
  const ctx = {} as WaterCtx;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.a = await createOrg(ctx.t, 'ประปา ก');
    ctx.b = await createOrg(ctx.t, 'ประปา ข');
    ctx.basicsA = await basicsOf(ctx.t, ctx.a);
    ctx.basicsB = await basicsOf(ctx.t, ctx.b);
    ctx.clerk = await ctx.a.login('clerk');
  });
  afterAll(() => ctx.t.close());
  return ctx;
};

/** A 13-digit national id with a valid check digit, from 12 digits. */
export const nationalId = withCheckDigit;

/** The `data` of a 200 answer to a GET (the clerk asks unless told). */
export const getData = async (ctx: WaterCtx, url: string, s: Session = ctx.clerk) => {
  const res = await send(ctx.t, s, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** A page of the /user list for a query string. */
export const listUsers = async (ctx: WaterCtx, query: string) =>
  (await getData(ctx, `/api/v1/water-users?${query}`)) as { items: WaterUser[]; total: number };

/** A valid connection of area A1, route R1, residential, ½″, normal. */
export const userBody = (b: Basics, over: Partial<WaterUserInput> = {}): WaterUserInput => ({
  title: 'นาย',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  nationalId: nationalId('110370001234'),
  phone: '081-234-5678',
  address: {
    houseNo: '12/3',
    moo: 1,
    road: null,
    subdistrict: 'ในเมือง',
    district: 'เมืองขอนแก่น',
    province: 'ขอนแก่น',
    postcode: '40000',
  },
  areaId: b.areaId,
  routeId: b.routeId,
  userTypeId: b.userTypes.RES ?? '',
  meterSizeId: b.meterSizes['0.5'] ?? '',
  usageStatusId: b.statuses.NORMAL ?? '',
  depositPaid: 40_000,
  latitude: 16.4419,
  longitude: 102.836,
  connectedOn: '2025-01-15',
  notes: null,
  ...over,
});

export const createUser = async (
  ctx: WaterCtx,
  over: Partial<WaterUserInput> = {},
  s: Session = ctx.clerk,
  basics: Basics = ctx.basicsA,
): Promise<WaterUser> =>
  ok(await send(ctx.t, s, 'POST', '/api/v1/water-users', userBody(basics, over)));
