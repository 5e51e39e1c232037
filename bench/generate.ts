/**
 * A utility of 100,000 connections for the bench, written in a few set-based SQL
 * statements (generate_series; no row-by-row inserts): 3 areas (villages) of 10 routes,
 * one route of exactly 1,000 connections and the others ~3,400 each, Thai names,
 * phones, national ids, locations around Ban Pet (Khon Kaen), a meter installed on
 * every connection, and a few discount entitlements. UtilityOptions shape another
 * utility the same way (the national bench's 500, from 200 to 20,000 connections).
 */
import { sql } from 'drizzle-orm';
import type { Position, Role } from '@prapa/contracts';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem, type Tx } from '../apps/api/src/db/tenant.ts';
import { areaWrites } from '../apps/api/src/modules/basic/areas/areas.repo.ts';
import { routeWrites } from '../apps/api/src/modules/basic/routes/routes.repo.ts';
import { createOrganisation } from '../apps/api/src/modules/orgs/org-create.ts';
import { FIRST, LAST } from './generate-names.ts';

export const BENCH_CODE = 'BENCH';
export const BENCH_PASSWORD = 'bench1234';
export const AREAS = 3;
export const ROUTES_PER_AREA = 10;
/** Route R01 holds exactly this many connections: the route-order bench. */
export const SMALL_ROUTE = 1_000;

const textArray = (items: string[]) => sql.raw(`array[${items.map((s) => `'${s}'`).join(',')}]`);

const one = async (database: Database, query: ReturnType<typeof sql>) => {
  const res = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows[0] ?? {};
};

/**
 * The rest of the transaction skips triggers, foreign-key checks included (superuser,
 * as the owner is on a bench server): a national load writes millions of rows that are
 * consistent by construction, and per-row checks would triple its time. Only for
 * set-based writes that need no trigger's work (the meter serial is written beside its
 * installation; no audit row is written under it).
 */
export const bulkWrites = (tx: Tx) => tx.execute(sql`set local session_replication_role = replica`);

export type UtilityStaff = { username: string; fullName: string; position: Position; role: Role };

/** Another utility than BENCH (the national bench's many); every field defaults to BENCH's. */
export type UtilityOptions = {
  code?: string;
  nameTh?: string;
  areas?: number;
  /** At least 2 routes in all: R01 takes `smallRoute` connections, the others share the rest. */
  routesPerArea?: number;
  smallRoute?: number;
  /**
   * Officers written in one INSERT with one precomputed hash: a nation's 2,000 officers
   * hashed one by one would cost minutes of scrypt. Without it, BENCH's manager and clerk.
   */
  staff?: { officers: UtilityStaff[]; passwordHash: string };
  /** false: the caller analyses once after writing many utilities. */
  analyze?: boolean;
  /** The connections, meters and entitlements written under bulkWrites. */
  bulk?: boolean;
};

const benchOfficers = [
  {
    username: 'manager',
    password: BENCH_PASSWORD,
    fullName: 'ผู้จัดการ ทดสอบ',
    position: 'manager',
    role: 'admin',
  },
  {
    username: 'clerk',
    password: BENCH_PASSWORD,
    fullName: 'ธุรการ ทดสอบ',
    position: 'clerk',
    role: 'editor',
  },
] as const;

/** Creates the bench organisation with `connections` water users; answers its ids. */
export const generateUtility = async (
  database: Database,
  connections: number,
  options: UtilityOptions = {},
) => {
  const {
    code = BENCH_CODE,
    nameTh = 'ประปาทดสอบความเร็ว',
    areas = AREAS,
    routesPerArea = ROUTES_PER_AREA,
    smallRoute = SMALL_ROUTE,
    staff,
    analyze = true,
    bulk = false,
  } = options;
  const { org } = await withSystem(database.db, async (tx) => {
    const made = await createOrganisation(
      tx,
      null,
      { code, nameTh, kind: 'sao' },
      staff ? [] : [...benchOfficers],
    );
    if (staff) {
      await tx.execute(sql`
        insert into officers (org_id, office_id, username, password_hash, full_name, position, role)
        select ${made.org.id}, (select id from offices where org_id = ${made.org.id} limit 1),
          o.username, ${staff.passwordHash}, o.full_name, o.position, o.role
        from jsonb_to_recordset(${JSON.stringify(
          staff.officers.map((o) => ({ ...o, full_name: o.fullName })),
        )}::jsonb) as o(username text, full_name text, position text, role text)`);
    }
    return made;
  });
  const orgId = org.id;
  const routeIds: string[] = [];
  const areaIds: string[] = [];
  await withSystem(database.db, async (tx) => {
    for (let a = 1; a <= areas; a++) {
      const areaId = await areaWrites.insert(tx, orgId, {
        code: `A${a}`,
        name: `บ้านเป็ด หมู่ที่ ${a * 2 - 1}`,
        villageNo: a * 2 - 1,
        note: null,
        active: true,
      });
      areaIds.push(areaId);
      for (let r = 1; r <= routesPerArea; r++) {
        const n = (a - 1) * routesPerArea + r;
        routeIds.push(
          await routeWrites.insert(tx, orgId, {
            areaId,
            code: `R${String(n).padStart(2, '0')}`,
            name: `สายหมู่ ${a * 2 - 1} ซอย ${r}`,
            readerId: null,
            collectorId: null,
            note: null,
            active: true,
          }),
        );
      }
    }
  });
  const routes = areas * routesPerArea;
  const started = performance.now();
  await withSystem(database.db, async (tx) => {
    if (bulk) await bulkWrites(tx);
    await tx.execute(sql`select setseed(0.42)`);
    // Route n (1-based, R01…R30) of connection g: R01 takes the first 1,000, the rest
    // share the others; the area follows the route.
    await tx.execute(sql`
      with r as (
        select id, area_id, row_number() over (order by code) as n
        from collection_routes where org_id = ${orgId}
      ),
      ref as (
        select
          (select id from user_types where org_id = ${orgId} and code = 'RES') as res,
          (select id from user_types where org_id = ${orgId} and code = 'BIZ') as biz,
          (select id from user_types where org_id = ${orgId} and code = 'GOV') as gov,
          (select id from user_types where org_id = ${orgId} and code = 'TEMPLE') as temple,
          (select id from meter_sizes where org_id = ${orgId} and code = '0.5') as s05,
          (select id from meter_sizes where org_id = ${orgId} and code = '0.75') as s075,
          (select id from meter_sizes where org_id = ${orgId} and code = '1') as s1,
          (select id from usage_statuses where org_id = ${orgId} and code = 'NORMAL') as normal,
          (select id from usage_statuses where org_id = ${orgId} and code = 'SUSPEND') as suspend,
          (select id from usage_statuses where org_id = ${orgId} and code = 'CUTOFF') as cutoff,
          (select id from usage_statuses where org_id = ${orgId} and code = 'CANCEL') as cancel
      ),
      g as (
        select g, case when g <= ${smallRoute} then 1 else 2 + (g % ${routes - 1}) end as rn, random() as x, random() as y
        from generate_series(1, ${connections}) g
      )
      insert into water_users (org_id, customer_no, title, first_name, last_name, national_id, phone,
        house_no, moo, subdistrict, district, province, postcode, area_id, route_id, route_seq,
        user_type_id, meter_size_id, usage_status_id, deposit_paid, latitude, longitude, connected_on,
        meter_serial)
      select ${orgId}, lpad(g.g::text, 6, '0'),
        (array['นาย','นาง','นางสาว'])[1 + g.g % 3],
        (${textArray(FIRST)})[1 + (g.g * 7) % ${FIRST.length}],
        (${textArray(LAST)})[1 + (g.g * 13) % ${LAST.length}],
        '3' || lpad(((g.g::bigint * 7919) % 999999999999)::text, 12, '0'),
        '08' || lpad(((g.g::bigint * 104729) % 100000000)::text, 8, '0'),
        (1 + g.g % 400)::text || case when g.g % 5 = 0 then '/' || (1 + g.g % 9)::text else '' end,
        (r.n - 1) / ${routesPerArea} * 2 + 1,
        'บ้านเป็ด', 'เมืองขอนแก่น', 'ขอนแก่น', '40000',
        r.area_id, r.id,
        row_number() over (partition by r.id order by g.g),
        case when g.g % 100 < 85 then ref.res when g.g % 100 < 93 then ref.biz
             when g.g % 100 < 97 then ref.gov else ref.temple end,
        case when g.g % 100 < 90 then ref.s05 when g.g % 100 < 97 then ref.s075 else ref.s1 end,
        case when g.g % 50 < 47 then ref.normal when g.g % 50 = 47 then ref.suspend
             when g.g % 50 = 48 then ref.cutoff else ref.cancel end,
        40000,
        case when g.g % 20 = 0 then null else 16.40 + ((r.n - 1) / ${routesPerArea}) * 0.03 + g.x * 0.025 end,
        case when g.g % 20 = 0 then null else 102.78 + ((r.n - 1) % ${routesPerArea}) * 0.004 + g.y * 0.02 end,
        date '2015-01-01' + (g.g % 3650),
        -- The serial installed below, as its trigger (migration 0007) would copy it.
        'M' || lpad(g.g::text, 6, '0')
      from g join r on r.n = g.rn cross join ref`);
    if (analyze) await tx.execute(sql`analyze water_users`);
    // The meter's id is derived from its connection's (a valid version-4 form), so the
    // installations need no join.
    await tx.execute(sql`
      insert into meters (id, org_id, serial, brand, meter_size_id, digits, status)
      select overlay(overlay(md5('meter' || id::text) placing '4' from 13) placing '8' from 17)::uuid, org_id, 'M' || customer_no,
        (array['Asahi','Sensus','Itron'])[1 + length(customer_no) % 3], meter_size_id, 4, 'installed'
      from water_users where org_id = ${orgId}`);
    await tx.execute(sql`
      insert into meter_installations (org_id, meter_id, water_user_id, installed_on, initial_reading)
      select org_id, overlay(overlay(md5('meter' || id::text) placing '4' from 13) placing '8' from 17)::uuid, id, connected_on, 0
      from water_users where org_id = ${orgId}`);
    await tx.execute(sql`
      insert into discount_entitlements (org_id, water_user_id, scheme_id, evidence, valid_from)
      select w.org_id, w.id, s.id, 'บัตรผู้สูงอายุ', '2024-01-01'
      from water_users w join discount_schemes s on s.org_id = w.org_id and s.code = 'ELDERLY'
      where w.org_id = ${orgId} and w.customer_no::int % 33 = 0`);
    await tx.execute(
      sql`update organisations set customer_seq = ${connections} where id = ${orgId}`,
    );
  });
  // Fresh statistics, as autovacuum would leave them on a server that has run a while.
  const analysed = analyze
    ? ['water_users', 'meters', 'meter_installations', 'discount_entitlements']
    : [];
  for (const table of analysed) await database.db.execute(sql.raw(`analyze ${table}`));
  const counted = await one(
    database,
    sql`select count(*)::int as n from water_users where org_id = ${orgId}`,
  );
  return {
    orgId,
    areaIds,
    routeIds,
    generatedMs: Math.round(performance.now() - started),
    connections: Number(counted.n),
  };
};
