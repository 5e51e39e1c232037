import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { withSystem, type Tx } from '../src/db/tenant.ts';
import { setPasswordCostForTests } from '../src/lib/passwords.ts';
import { areaWrites } from '../src/modules/basic/areas/areas.repo.ts';
import { routeWrites } from '../src/modules/basic/routes/routes.repo.ts';
import { createOrganisation, type NewOfficer } from '../src/modules/orgs/org-create.ts';
import { insertRound, updateRound } from '../src/modules/rounds/rounds.repo.ts';

// An organisation of many connections and read rounds, written set-based, for the tests
// that run real server processes on it (server-process.ts).

export const ORG_CODE = 'SRVTEST';
export const PASSWORD = 'server1234';

export type SeededRound = {
  orgId: string;
  /** The first round's id (October 2569). */
  roundId: string;
  /** Every round seeded, October 2569 onwards. */
  rounds: string[];
  users: string[];
};

/**
 * The round of `month` 2569 (bills dated the 28th) with every connection read, 1–30 m³,
 * checked and nothing held: a run bills each connection once.
 */
const readRound = async (tx: Tx, orgId: string, month: number) => {
  const m = String(month).padStart(2, '0');
  const round = await insertRound(tx, orgId, {
    yearBe: 2569,
    month,
    periodFrom: `2026-${m}-01`,
    periodTo: `2026-${m}-28`,
    readingFrom: `2026-${m}-20`,
    readingTo: `2026-${m}-25`,
    billDate: `2026-${m}-28`,
    note: null,
  });
  await updateRound(tx, orgId, round.id, { status: 'reading' });
  await tx.execute(sql`
    insert into readings (org_id, round_id, water_user_id, previous, current, usage, average,
      code, anomaly, held, status, source, read_at, client_id)
    select u.org_id, ${round.id}, u.id, 100, 100 + x.usage, x.usage, x.usage, '00', 'normal',
      false, 'checked', 'phone', ${`2026-${m}-22T09:30:00+07:00`}::timestamptz,
      'seed-' || ${m} || '-' || u.customer_no
    from water_users u
    cross join lateral (select 1 + (u.customer_no::int + ${month}) % 30 as usage) x
    where u.org_id = ${orgId}`);
  return round.id;
};

/**
 * Migrates the database (a no-op when it is) and writes an organisation (the default user
 * types and tariffs, in force from 2026-10-01; officers `finance`, `clerk` and `manager`) with
 * `connections` residential connections on two routes, and `rounds` rounds from October
 * 2569 on, every connection read (see readRound). Set-based: thousands take a second.
 */
export const seedRound = async (
  database: Database,
  connections: number,
  rounds = 1,
  /** Officers beyond `finance` and `clerk` (cashiers `cashier1`… for the counter tests). */
  cashiers = 0,
  /** Several organisations on one database (the shared job runner's test): their codes. */
  code = ORG_CODE,
): Promise<SeededRound> => {
  setPasswordCostForTests(1024);
  await database.migrate();
  const officers: NewOfficer[] = [
    {
      username: 'finance',
      password: PASSWORD,
      fullName: 'การเงิน ทดสอบ',
      position: 'finance_officer',
      role: 'admin',
    },
    {
      username: 'clerk',
      password: PASSWORD,
      fullName: 'ธุรการ ทดสอบ',
      position: 'clerk',
      role: 'editor',
    },
    {
      username: 'manager',
      password: PASSWORD,
      fullName: 'ผู้จัดการ ทดสอบ',
      position: 'manager',
      role: 'admin',
    },
    ...Array.from({ length: cashiers }, (_, i): NewOfficer => ({
      username: `cashier${i + 1}`,
      password: PASSWORD,
      fullName: `การเงิน ช่อง ${i + 1}`,
      position: 'cashier',
      role: 'editor',
    })),
  ];
  const { org } = await withSystem(database.db, (tx) =>
    createOrganisation(
      tx,
      null,
      {
        code,
        nameTh: `ประปาทดสอบหลายกระบวนการ${code === ORG_CODE ? '' : ` ${code}`}`,
        kind: 'village',
      },
      officers,
    ),
  );
  const orgId = org.id;
  return withSystem(database.db, async (tx) => {
    const areaId = await areaWrites.insert(tx, orgId, {
      code: 'A1',
      name: 'หมู่ที่ 1',
      villageNo: 1,
      note: null,
      active: true,
    });
    for (const code of ['R1', 'R2']) {
      await routeWrites.insert(tx, orgId, {
        areaId,
        code,
        name: `สาย ${code}`,
        readerId: null,
        collectorId: null,
        note: null,
        active: true,
      });
    }
    await tx.execute(sql`
      with ref as (
        select
          (select id from collection_routes where org_id = ${orgId} and code = 'R1') as r1,
          (select id from collection_routes where org_id = ${orgId} and code = 'R2') as r2,
          (select id from user_types where org_id = ${orgId} and code = 'RES') as res,
          (select id from meter_sizes where org_id = ${orgId} and code = '0.5') as s05,
          (select id from usage_statuses where org_id = ${orgId} and code = 'NORMAL') as normal
      )
      insert into water_users (org_id, customer_no, title, first_name, last_name, house_no, moo,
        subdistrict, district, province, postcode, area_id, route_id, route_seq, user_type_id,
        meter_size_id, usage_status_id, connected_on, meter_serial)
      select ${orgId}, lpad(g::text, 6, '0'), 'นาย', 'ผู้ใช้น้ำ', 'ที่ ' || g, g::text, 1,
        'บ้านเป็ด', 'เมืองขอนแก่น', 'ขอนแก่น', '40000', ${areaId},
        case when g % 2 = 0 then ref.r1 else ref.r2 end, (g + 1) / 2,
        ref.res, ref.s05, ref.normal, date '2020-01-01', 'M' || lpad(g::text, 6, '0')
      from generate_series(1, ${connections}) g cross join ref`);
    const ids: string[] = [];
    for (let i = 0; i < rounds; i++) ids.push(await readRound(tx, orgId, 10 + i));
    const users = (
      (await tx.execute(
        sql`select id from water_users where org_id = ${orgId} order by customer_no`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    return { orgId, roundId: ids[0] ?? '', rounds: ids, users };
  });
};

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

/**
 * The round's water bills as the database holds them, for the tests' own assertions: per
 * connection, its non-void and void bills of the round; the round's counts and total; and
 * the organisation's numbers of fiscal year 2570 (every bill, every round), with the counter.
 */
export const roundBills = (database: Database, orgId: string, roundId: string) =>
  withSystem(database.db, async (tx) => {
    const perUser = rowsOf(
      await tx.execute(sql`
        select u.id, count(b.id) filter (where b.status <> 'void')::int as live,
          count(b.id) filter (where b.status = 'void')::int as voided
        from water_users u left join bills b on b.org_id = u.org_id and b.water_user_id = u.id
          and b.round_id = ${roundId} and b.kind = 'water'
        where u.org_id = ${orgId}
        group by u.id`),
    ).map((r) => ({ id: String(r.id), live: Number(r.live), voided: Number(r.voided) }));
    const [round] = rowsOf(
      await tx.execute(sql`
        select count(*)::int as bills, count(*) filter (where status <> 'void')::int as live,
          coalesce(sum(total) filter (where status <> 'void'), 0)::bigint as total,
          (select status from service_rounds where org_id = ${orgId} and id = ${roundId}) as status
        from bills where org_id = ${orgId} and round_id = ${roundId}`),
    );
    const [year] = rowsOf(
      await tx.execute(sql`
        select count(*)::int as bills, coalesce(min(seq), 0)::int as first,
          coalesce(max(seq), 0)::int as last, count(distinct seq)::int as seqs,
          (select coalesce(max(last_seq), 0)::int from bill_counters
            where org_id = ${orgId} and fiscal_year = 2570) as counter
        from bills where org_id = ${orgId} and fiscal_year = 2570`),
    );
    const n = (r: Row | undefined, k: string) => Number(r?.[k] ?? 0);
    return {
      perUser,
      round: {
        bills: n(round, 'bills'),
        live: n(round, 'live'),
        total: n(round, 'total'),
        status: String(round?.status),
      },
      year: {
        bills: n(year, 'bills'),
        first: n(year, 'first'),
        last: n(year, 'last'),
        seqs: n(year, 'seqs'),
        counter: n(year, 'counter'),
      },
    };
  });
