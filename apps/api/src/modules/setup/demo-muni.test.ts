import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MUNI_CODE, type PublicOrg, type SessionUser } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import { withSystem } from '../../db/tenant.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { createOrg, login, type Session } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ALL_DEMO_CODES, DEMO_PASSWORD, ensureDemo } from './demo-seed.ts';

// The second demo (issue 25): a municipality whose bills take every path of computeBill.
// Seeded alone here: the village costs seconds this file does not need.
let t: TestApp;
let orgId = '';
let manager: Session;

const query = <T>(text: ReturnType<typeof sql>) =>
  withSystem(t.database.db, async (tx) => rowsOf<T>(await tx.execute(text)));

const counts = () =>
  query<{ orgs: number; bills: number; receipts: number; readings: number; notices: number }>(sql`
    select (select count(*) from organisations)::int as orgs,
      (select count(*) from bills)::int as bills,
      (select count(*) from receipts)::int as receipts,
      (select count(*) from readings)::int as readings,
      (select count(*) from debt_notices)::int as notices`);

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  const made = await ensureDemo(t.database.db, [DEMO_MUNI_CODE]);
  console.info(`municipality demo seeded in ${Math.round(performance.now() - started)} ms`);
  const muni = made.made.find((m) => m.code === DEMO_MUNI_CODE);
  if (!muni) throw new Error('no municipality demo');
  orgId = muni.orgId;
  manager = await login(t, orgId, 'manager', DEMO_PASSWORD);
}, 120_000);
afterAll(() => t.close());

describe('the municipality demo', () => {
  it('is seeded once: a second start creates nothing', async () => {
    const before = await counts();
    const again = await ensureDemo(t.database.db, ALL_DEMO_CODES);
    expect(again.created).toBe(false);
    expect(again.made).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('has about 90 connections in three areas and six billed months', async () => {
    const [size] = await query<{ users: number; areas: number; rounds: number }>(sql`
      select (select count(*) from water_users where org_id = ${orgId})::int as users,
        (select count(*) from areas where org_id = ${orgId})::int as areas,
        (select count(*) from service_rounds where org_id = ${orgId} and status = 'billed')::int
          as rounds`);
    expect(size).toEqual({ users: 90, areas: 3, rounds: 6 });
  });

  it('takes every path of computeBill in its stored bills', async () => {
    const kinds = await query<{ kind: string; n: number }>(sql`
      select l.kind, count(*)::int as n from bill_lines l
        join bills b on b.org_id = l.org_id and b.id = l.bill_id
      where l.org_id = ${orgId} and b.kind = 'water' group by l.kind`);
    const n = new Map(kinds.map((k) => [k.kind, k.n]));
    for (const kind of [
      'block',
      'minimum_top_up',
      'meter_fee',
      'discount',
      'vat',
      'late_fee',
      'credit',
    ]) {
      expect(n.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
    // Progressive: bills priced over three blocks or more, and welfare-card discounts.
    const [more] = await query<{ multi: number; welfare: number; fee: number }>(sql`
      select
        (select count(*) from (select bill_id from bill_lines where org_id = ${orgId}
           and kind = 'block' group by bill_id having count(*) >= 3) x)::int as multi,
        (select count(*) from bill_lines where org_id = ${orgId} and kind = 'discount'
           and detail->>'schemeCode' = 'WELFARE'
           -- the bill prints the scheme's name, kept with the line as it was when billed
           and detail->>'schemeName' = 'บัตรสวัสดิการแห่งรัฐ')::int as welfare,
        (select count(distinct amount) from bill_lines where org_id = ${orgId}
           and kind = 'meter_fee')::int as fee`);
    expect(more?.multi).toBeGreaterThan(0);
    expect(more?.welfare).toBeGreaterThan(0);
    // Meter rent by size: more than one rent.
    expect(more?.fee).toBeGreaterThan(1);
  });

  it('prices a welfare-card household’s first bill to the satang, checked by hand', async () => {
    // Customer 00018: a house (RES) on a ½″ meter, a welfare card, 21 m³ in the first
    // month of the history (no arrears yet, so no late fee).
    const [bill] = await query<{ usage: number; total: number; lines: string }>(sql`
      select r.usage, b.total, (select string_agg(l.kind || ':' || l.amount, ' ' order by l.seq)
          from bill_lines l where l.org_id = b.org_id and l.bill_id = b.id) as lines
      from bills b join readings r on r.org_id = b.org_id and r.id = b.reading_id
      where b.org_id = ${orgId} and b.customer_no = '00018' and b.kind = 'water'
      order by b.bill_date limit 1`);
    expect(bill?.usage).toBe(21);
    // Blocks: 10 m³ × 8.00 = 80.00; 10 m³ × 10.00 = 100.00; 1 m³ × 12.00 = 12.00.
    // Meter rent ½″ 15.00. Before any discount 207.00 ≤ 315.00: the card applies, −100.00.
    // VAT 7 % of 107.00 = 7.49. Total 114.49 ฿.
    expect(bill?.lines).toBe(
      'block:8000 block:10000 block:1200 meter_fee:1500 discount:-10000 vat:749',
    );
    expect(bill?.total).toBe(11_449);
    // The late fee is the flat 20 ฿ a month overdue, on every bill that carries one.
    const fees = await query<{ amount: number }>(sql`
      select distinct amount::int as amount from bill_lines
      where org_id = ${orgId} and kind = 'late_fee'`);
    expect(fees).toEqual([{ amount: 2_000 }]);
  });

  it('bills a fee as typed, with no VAT line (MONEY.md §4: fees follow their own setting)', async () => {
    // The cut-off household's reconnection fee, raised when the order was carried out.
    const sundry = await query<{ kinds: string; total: number }>(sql`
      select b.total::int as total, (select string_agg(l.kind, ' ') from bill_lines l
          where l.org_id = b.org_id and l.bill_id = b.id) as kinds
      from bills b where b.org_id = ${orgId} and b.kind = 'sundry'`);
    expect(sundry).toEqual([{ kinds: 'sundry', total: 20_000 }]);
  });

  it('balances its books', async () => {
    await expectLedgerBalanced(t, orgId);
  });

  it('signs in by its code and is listed on the sign-in page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/auth/login',
      payload: { org_id: DEMO_MUNI_CODE, username: 'finance', password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = (res.json() as { data: { user: SessionUser } }).data.user;
    expect(user.orgCode).toBe(DEMO_MUNI_CODE);
    expect(user.orgName).toBe('เทศบาลตำบลตัวอย่าง (สาธิต)');
    const pub = await t.app.inject({ url: '/api/v1/orgs/public' });
    const orgs = (pub.json() as { data: PublicOrg[] }).data;
    expect(orgs.map((o) => o.code)).toContain(DEMO_MUNI_CODE);
  });

  it('another organisation reads none of its bills (404)', async () => {
    const [bill] = await query<{ id: string }>(
      sql`select id from bills where org_id = ${orgId} limit 1`,
    );
    const own = await t.app.inject({ url: `/api/v1/bills/${bill?.id}`, headers: manager.headers });
    expect(own.statusCode).toBe(200);
    const other = await createOrg(t);
    const stranger = await other.login('manager');
    const res = await t.app.inject({
      url: `/api/v1/bills/${bill?.id}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a utility’s own database', () => {
  it('never gets the municipality demo, even with PRAPA_DEMO on', async () => {
    const own = await createTestApp();
    try {
      await createOrg(own);
      const made = await ensureDemo(own.database.db, ALL_DEMO_CODES);
      expect(made.created).toBe(false);
      const codes = await withSystem(own.database.db, async (tx) =>
        rowsOf<{ code: string }>(await tx.execute(sql`select code from organisations`)),
      );
      expect(codes.map((c) => c.code)).not.toContain(DEMO_MUNI_CODE);
    } finally {
      await own.close();
    }
  });
});
