import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { makeRound } from '../readings/reading-fixtures.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { BILLER, botFile, channelBook, confirmed, fileBody, previewed } from './bank-fixtures.ts';

// 1,000 connections billed by the app's job, and a BOT file paying every bill exactly:
// 1,000 receipts numbered 1..1,000 from the channel's book, every bill paid, the money of
// the file equal to the bills', confirming twice the same as once; the ledger balances.
const ctx: WaterCtx = useWaterApp();
const N = 1_000;
let finance: Session;
let qr = '';
const today = bangkokDate(new Date());
type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  const orgId = ctx.a.id;
  const b = ctx.basicsA;
  const round = await makeRound(ctx, 2569, 10);
  await withSystem(ctx.t.database.db, async (tx) => {
    await tx.execute(
      sql`update organisations set promptpay_biller_id = ${BILLER} where id = ${orgId}`,
    );
    await tx.execute(sql`
      insert into water_users (org_id, customer_no, title, first_name, last_name, house_no, moo,
        subdistrict, district, province, postcode, area_id, route_id, route_seq, user_type_id,
        meter_size_id, usage_status_id, connected_on, meter_serial)
      select ${orgId}, 'V' || lpad(g::text, 5, '0'), 'นาง', 'ผู้ใช้น้ำ', 'ที่ ' || g, g::text, 1,
        'บ้านเป็ด', 'เมืองขอนแก่น', 'ขอนแก่น', '40000', ${b.areaId}, ${b.routeId}, g,
        ${b.userTypes.RES}::uuid, ${b.meterSizes['0.5']}::uuid, ${b.statuses.NORMAL}::uuid,
        date '2020-01-01', 'V' || lpad(g::text, 6, '0')
      from generate_series(1, ${N}) g`);
    await tx.execute(sql`update service_rounds set status = 'reading' where id = ${round}`);
    await tx.execute(sql`
      insert into readings (org_id, round_id, water_user_id, previous, current, usage, average,
        code, anomaly, held, status, source, read_at)
      select u.org_id, ${round}, u.id, 100, 100 + x.usage, x.usage, x.usage, '00', 'normal',
        false, 'checked', 'phone', ${`2026-10-22T09:30:00+07:00`}::timestamptz
      from water_users u
      cross join lateral (select 1 + (substr(u.customer_no, 2)::int % 30) as usage) x
      where u.org_id = ${orgId} and u.customer_no like 'V%'`);
  });
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  expect(((await waitForJob(ctx.t, finance, run)).result as BillingPreview).bills).toBe(N);
  const channels = await send(ctx.t, finance, 'GET', '/api/v1/basic/payment-channels?pageSize=50');
  qr =
    (channels.json().data.items as { id: string; code: string }[]).find((c) => c.code === 'QR')
      ?.id ?? '';
  await channelBook(ctx, finance, 'QR-V', qr, today);
});

describe('a BOT file of 1,000 payments, all matching', () => {
  it('makes 1,000 receipts paying every bill to the satang, once', async () => {
    const bills = rowsOf(
      await withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`select b.number, u.customer_no, b.total::float8 as total
          from bills b join water_users u on u.org_id = b.org_id and u.id = b.water_user_id
          where b.org_id = ${ctx.a.id} and u.customer_no like 'V%' order by b.number`),
      ),
    );
    expect(bills).toHaveLength(N);
    const owed = bills.reduce((s, b) => s + Number(b.total), 0);
    const body = fileBody(
      'all.txt',
      botFile(
        today,
        bills.map((b) => ({
          ref1: String(b.customer_no),
          ref2: String(b.number),
          amount: Number(b.total),
        })),
      ),
      qr,
    );
    const p = await previewed(ctx, finance, body);
    expect(p).toMatchObject({
      rowCount: N,
      total: owed,
      trailer: { count: N, total: owed },
      toReceipt: { count: N, amount: owed },
      toQueue: { count: 0, amount: 0 },
      classes: [{ match: 'bill', count: N, amount: owed }],
    });
    expect(p.rows.every((r) => r.flags.length === 0 && r.toCredit === 0)).toBe(true);
    const r = await confirmed(ctx, finance, body, p.fileHash);
    expect(r.receipts.map((x) => x.number)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(r.receiptAmount).toBe(owed);
    const again = await confirmed(ctx, finance, body, p.fileHash);
    expect(again).toMatchObject({ created: false, receiptAmount: owed });
    const [state] = rowsOf(
      await withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`select
          (select count(*) from bills where org_id = ${ctx.a.id} and status = 'paid')::int as paid,
          (select count(*) from receipts where org_id = ${ctx.a.id})::int as receipts,
          (select coalesce(sum(amount), 0) from receipts where org_id = ${ctx.a.id})::float8 as money`),
      ),
    );
    expect(state).toEqual({ paid: N, receipts: N, money: owed });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
