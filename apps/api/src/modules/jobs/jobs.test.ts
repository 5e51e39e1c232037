import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../db/tenant.ts';
import { createOrg, type Session, type TestOrg } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildSheet, fileBody, goodRow } from '../water-users-import/import-fixtures.ts';

// The job runner and GET /api/v1/jobs (issue 13): one run per key, who may watch a job,
// and what a job's unpublished rows look like to the app (nothing).

let t: TestApp;
let a: TestOrg;
let b: TestOrg;
let clerk: Session;

const base = '/api/v1/water-users/import';

const addArea = async (org: TestOrg, code: string) => {
  const m = await org.login('manager');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/basic/areas',
    headers: m.headers,
    payload: { code, name: `บ้าน ${code}` },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const sheet = (n: number, from: number) =>
  buildSheet(
    Array.from({ length: n }, (_, i) => ({
      ...goodRow(from + i, { area: 'J01' }),
      meterSerial: `JOB${from + i}`,
    })),
  );

const confirm = async (file: Buffer, headers: Record<string, string> = {}) => {
  const preview = await t.app.inject({
    method: 'POST',
    url: `${base}/preview`,
    headers: clerk.headers,
    payload: fileBody(file),
  });
  expect(preview.statusCode, preview.body).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: `${base}/confirm`,
    headers: { ...clerk.headers, ...headers },
    payload: { ...fileBody(file), fileHash: preview.json().data.fileHash },
  });
};

/** Connections of the organisation as the app sees them (RLS) and as they are (owner). */
const counts = async (orgId: string) => {
  const seen = await withTenant(t.database.db, orgId, (tx) =>
    tx.execute(sql`select
      (select count(*)::int from water_users) as users,
      (select count(*)::int from meters) as meters,
      (select count(*)::int from meter_installations) as installs,
      (select count(*)::int from water_user_search) as searchable`),
  );
  const all = await withSystem(t.database.db, (tx) =>
    tx.execute(sql`select count(*)::int as users from water_users where org_id = ${orgId}`),
  );
  type Counts = { users: number; meters: number; installs: number; searchable: number };
  const seenRow = (seen as unknown as { rows: Counts[] }).rows[0];
  const stored = (all as unknown as { rows: { users: number }[] }).rows[0]?.users ?? 0;
  if (!seenRow) throw new Error('no counts');
  // PGlite answers count(*)::int as a number, pg too; Number() keeps both honest.
  return {
    users: Number(seenRow.users),
    meters: Number(seenRow.meters),
    installs: Number(seenRow.installs),
    searchable: Number(seenRow.searchable),
    stored: Number(stored),
  };
};

beforeAll(async () => {
  t = await createTestApp({ IMPORT_BATCH_ROWS: '50' });
  a = await createOrg(t, 'ประปา ก');
  b = await createOrg(t, 'ประปา ข');
  await addArea(a, 'J01');
  clerk = await a.login('clerk');
});
afterAll(() => t.close());

describe('jobs', () => {
  it('runs one import at a time: another file waits its turn with 409, the same file answers the same job', async () => {
    await t.app.jobs.stop();
    const file = await sheet(120, 0);
    const first = await confirm(file);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data).toMatchObject({ status: 'queued', done: 0 });
    const other = await confirm(await sheet(5, 500));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/กำลังทำงานอยู่/);
    const again = await confirm(file);
    expect(again.json().data.id).toBe(first.json().data.id);
    const active = await t.app.inject({
      url: '/api/v1/jobs?kind=water-user-import&active=true',
      headers: clerk.headers,
    });
    expect(active.json().data.map((j: { id: string }) => j.id)).toEqual([first.json().data.id]);
    t.app.jobs.start();
    const done = await waitForJob(t, clerk, first);
    // 120 rows in batches of 50: three transactions of writes, then the publish.
    expect(done).toMatchObject({ status: 'succeeded', phase: 'write', done: 120, total: 120 });
    expect(await counts(a.id)).toEqual({
      users: 120,
      meters: 120,
      installs: 120,
      searchable: 120,
      stored: 120,
    });
    const idle = await t.app.inject({
      url: '/api/v1/jobs?kind=water-user-import&active=true',
      headers: clerk.headers,
    });
    expect(idle.json().data).toEqual([]);
  });

  it('shows a job only to its organisation (404) and to those who may start its kind', async () => {
    const res = await confirm(await sheet(3, 900));
    const id = res.json().data.id as string;
    await waitForJob(t, clerk, res);
    const otherOrg = await b.login('manager');
    expect(
      (await t.app.inject({ url: `/api/v1/jobs/${id}`, headers: otherOrg.headers })).statusCode,
    ).toBe(404);
    const auditor = await a.login('auditor');
    expect(
      (await t.app.inject({ url: `/api/v1/jobs/${id}`, headers: auditor.headers })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      url: '/api/v1/jobs?kind=water-user-import',
      headers: auditor.headers,
    });
    expect(list.json().data).toEqual([]);
    expect((await t.app.inject({ url: `/api/v1/jobs/${id}` })).statusCode).toBe(401);
  });

  it('keeps what a cut-short run staged out of sight; the resumed run clears it and imports the file exactly', async () => {
    const before = await counts(a.id);
    await t.app.jobs.stop();
    const res = await confirm(await sheet(80, 2000));
    const id = res.json().data.id as string;
    // Stage as the runner would, then stop before the publish: a run cut short.
    await withSystem(t.database.db, (tx) =>
      tx.execute(sql`update jobs set status = 'running', attempts = 1 where id = ${id}`),
    );
    const { stageRows, placeRows } = await import('../water-users-import/bulk-write.ts');
    const areaId = await withTenant(t.database.db, a.id, async (tx) => {
      const r = await tx.execute(sql`select id from areas where code = 'J01'`);
      return (r as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
    });
    const typeAndSize = await withTenant(t.database.db, a.id, async (tx) => {
      const r = await tx.execute(sql`select
        (select id from user_types limit 1) as ut, (select id from meter_sizes limit 1) as ms,
        (select id from usage_statuses limit 1) as us`);
      return (r as unknown as { rows: { ut: string; ms: string; us: string }[] }).rows[0];
    });
    await withTenant(t.database.db, a.id, async (tx) => {
      const placed = await placeRows(tx, a.id, [
        {
          customerNo: 'HIDDEN-1',
          importKey: null,
          meter: null,
          user: {
            customerNo: 'HIDDEN-1',
            title: null,
            firstName: 'ซ่อน',
            lastName: null,
            nationalId: null,
            phone: null,
            address: {
              houseNo: '1',
              moo: null,
              road: null,
              subdistrict: 'ก',
              district: 'ข',
              province: 'ค',
              postcode: '40000',
            },
            areaId,
            routeId: null,
            userTypeId: typeAndSize?.ut ?? '',
            meterSizeId: typeAndSize?.ms ?? '',
            usageStatusId: typeAndSize?.us ?? '',
            depositPaid: 0,
            latitude: null,
            longitude: null,
            connectedOn: null,
            notes: null,
          },
        },
      ]);
      await stageRows(tx, a.id, id, placed);
    });
    const during = await counts(a.id);
    expect(during).toMatchObject({ users: before.users, searchable: before.searchable });
    expect(during.stored).toBe(before.stored + 1);
    const found = await t.app.inject({
      url: '/api/v1/water-users?q=HIDDEN-1',
      headers: clerk.headers,
    });
    expect(found.json().data.total).toBe(0);
    // The restarted runner takes the job over (attempt 2): it clears the cut-short run and
    // imports the file, exactly its 80 rows.
    t.app.jobs.start();
    const done = await waitForJob(t, clerk, id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2 });
    const after = await counts(a.id);
    expect(after.users).toBe(before.users + 80);
    expect(after.stored).toBe(before.stored + 80);
  });
});
