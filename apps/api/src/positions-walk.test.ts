import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, permissionTable, positions, type Permission, type Position } from '@prapa/contracts';
import { createOrg, type Session, type TestOrg } from '../test/factories.ts';
import { encode, operationsOf, sampleOf, type Operation } from '../test/openapi-walk.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { basicsOf, type WaterCtx } from './modules/water-users/water-user-fixtures.ts';
import { connectionWithMeter, makeRound } from './modules/readings/reading-fixtures.ts';

// Issue 24 (positions): every operation of the OpenAPI document, called by a signed-in
// officer of every position of one fresh organisation. The answer is 403 exactly where
// packages/contracts refuses the operation's right (its `x-permission`), and anything but
// 403 where the table allows it (400, 404, 409, 422, 200: the request went past the door).
// Operations come from the document, so a new endpoint is walked without a list.

let t: TestApp;
let org: TestOrg;
let ops: Operation[];
const sessions = new Map<Position, Session>();
const pool: Record<string, string> = {};
let sent = 0;

/** `{id}` names the resource of the segment before it; other params name themselves. */
const pathOf = (op: Operation, own: Record<string, string>) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const segment = op.path.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
    const value = own[name] ?? pool[name === 'id' ? segment : name] ?? pool[name];
    return encode(value ?? '00000000-0000-4000-8000-000000000000');
  });

/** A request the schema accepts, the acting officer's own id wherever one is asked for. */
const call = (op: Operation, session: Session) => {
  const own = { ...pool, officerId: session.user.id, cashierId: session.user.id };
  const query = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) => [p.name, sampleOf(p.schema, p.name, own, sent)] as const)
    .filter(([name, v]) => v !== null && v !== undefined && name !== 'q')
    .map(([name, v]) => `${name}=${encode(String(v))}`)
    .join('&');
  const body = op.body ? sampleOf(op.body, 'body', own, sent) : undefined;
  sent += 1;
  return t.app.inject({
    method: op.method as 'GET',
    url: `${pathOf(op, own)}?${query}`,
    // Rate limits key on the address: each request from its own, as from many callers.
    remoteAddress: `10.9.${(sent >> 8) & 255}.${sent & 255}`,
    headers: {
      ...session.headers,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t, 'ประปาเดินตรวจสิทธิ์');
  const other = await createOrg(t, 'ประปาอื่น');
  for (const position of positions) sessions.set(position, await org.login(position));
  const ctx: WaterCtx = {
    t,
    a: org,
    b: other,
    basicsA: await basicsOf(t, org),
    basicsB: await basicsOf(t, other),
    clerk: await org.login('clerk'),
  };
  const roundId = await makeRound(ctx, 2569, 10);
  const waterUserId = await connectionWithMeter(ctx, 100);
  Object.assign(pool, {
    areaId: ctx.basicsA.areaId,
    routeId: ctx.basicsA.routeId,
    userTypeId: ctx.basicsA.userTypes.RES,
    meterSizeId: ctx.basicsA.meterSizes['0.5'],
    usageStatusId: ctx.basicsA.statuses.NORMAL,
    schemeId: Object.values(ctx.basicsA.schemes)[0],
    roundId,
    waterUserId,
    'water-users': waterUserId,
    'service-rounds': roundId,
    areas: ctx.basicsA.areaId,
    routes: ctx.basicsA.routeId,
  });
  ops = operationsOf(t.app.swagger());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('every operation × every position', () => {
  it('answers 403 exactly where the permission table refuses', async () => {
    const started = Date.now();
    const walked = ops.filter((op) => op.permission !== 'public');
    expect(walked.length).toBeGreaterThan(200);
    const undeclared = walked.filter((op) => !op.permission || !(op.permission in permissionTable));
    expect(undeclared.map((op) => `${op.method} ${op.path}`)).toEqual([]);

    const wrong: string[] = [];
    let refused = 0;
    for (const op of walked) {
      for (const position of positions) {
        const session = sessions.get(position);
        if (!session) throw new Error(`no session for ${position}`);
        const allowed = can(session.user, op.permission as Permission);
        const res = await call(op, session);
        if (!allowed) refused += 1;
        // A 401 would be a session the walk itself ended: every later answer would lie.
        if (allowed === (res.statusCode === 403) || res.statusCode === 401) {
          wrong.push(
            `${position} ${op.method} ${op.path} (${op.permission}): ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // The walk is worth something only if the table refuses a fair share of it.
    expect(refused).toBeGreaterThan(walked.length);
    console.log(
      `positions walk: ${walked.length} operations × ${positions.length} positions, ${refused} refused, ${Date.now() - started} ms`,
    );
  }, 300_000);
});
