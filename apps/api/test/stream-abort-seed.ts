import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BillRow, Receipt } from '@prapa/contracts';
import { addDays } from '@prapa/domain';
import { withSystem } from '../src/db/tenant.ts';
import { saveJobFile } from '../src/jobs/jobs.repo.ts';
import { stepSheet } from '../src/modules/move-in/move-in-fixtures.ts';
import { issued } from '../src/modules/debt/debt-fixtures.ts';
import { connectionWithMeter, makeRound } from '../src/modules/readings/reading-fixtures.ts';
import { file, newConnection, survey } from '../src/modules/requests/request-fixtures.ts';
import { bookFor, paid, pay, today } from '../src/modules/receipts/receipt-fixtures.ts';
import {
  basicsOf,
  getData,
  send,
  type WaterCtx,
} from '../src/modules/water-users/water-user-fixtures.ts';
import { createOrg, type Session, type TestOrg } from './factories.ts';
import { waitForJob } from './jobs.ts';
import type { TestApp } from './test-app.ts';

// An organisation with enough money history that every download answers a real document
// (the abort sweep, src/stream-abort.test.ts): `count` connections (one in eight on route
// R2, the rest on R1) read and billed for October 2569 (set-based, then a real billing
// run), two of them paid at the counter today, ten warned, a meter photo, a printer.

export type AbortSeed = {
  sessions: Session[];
  org: TestOrg;
  ctx: WaterCtx;
  /** The first bills of the round (up to 10), two of them paid. */
  billRows: BillRow[];
  cashChannelId: string;
  /** Ids by the name a path or query parameter uses (see pathOf in the test). */
  pool: Record<string, string>;
  orgId: string;
  roundId: string;
  bills: number;
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export const seedAbortOrg = async (t: TestApp, count: number): Promise<AbortSeed> => {
  const org = await createOrg(t, 'ประปาดาวน์โหลดขาด');
  const basics = await basicsOf(t, org);
  const clerk = await org.login('clerk');
  const ctx: WaterCtx = { t, a: org, b: org, basicsA: basics, basicsB: basics, clerk };
  const [it, manager, finance, cashier, reader] = await Promise.all(
    (['it', 'manager', 'finance_officer', 'cashier', 'meter_reader'] as const).map((p) =>
      org.login(p),
    ),
  );
  if (!it || !manager || !finance || !cashier || !reader) throw new Error('login');
  const roundId = await makeRound(ctx, 2569, 10);
  await withSystem(t.database.db, async (tx) => {
    // One round overdue is enough for a warning here (the default waits for two).
    await tx.execute(sql`update organisations set warn_after_rounds = 1 where id = ${org.id}`);
    await tx.execute(sql`
      insert into water_users (org_id, customer_no, title, first_name, last_name, house_no, moo,
        subdistrict, district, province, postcode, area_id, route_id, route_seq, user_type_id,
        meter_size_id, usage_status_id, connected_on, meter_serial)
      select ${org.id}, lpad(g::text, 6, '0'), 'นาย', 'ผู้ใช้น้ำ', 'ที่ ' || g, g::text, 1,
        'บ้านเป็ด', 'เมืองขอนแก่น', 'ขอนแก่น', '40000', ${basics.areaId},
        case when g % 8 = 0 then ${basics.route2Id}::uuid else ${basics.routeId}::uuid end, g,
        ${basics.userTypes.RES}, ${basics.meterSizes['0.5']}, ${basics.statuses.NORMAL},
        date '2020-01-01', 'M' || lpad(g::text, 6, '0')
      from generate_series(1, ${count}) g`);
    await tx.execute(sql`update service_rounds set status = 'reading' where id = ${roundId}`);
    await tx.execute(sql`
      insert into readings (org_id, round_id, water_user_id, previous, current, usage, average,
        code, anomaly, held, status, source, read_at, client_id)
      select u.org_id, ${roundId}, u.id, 100, 100 + x.usage, x.usage, x.usage, '00', 'normal',
        false, 'checked', 'phone', '2026-10-22T09:30:00+07:00'::timestamptz,
        'abort-' || u.customer_no
      from water_users u cross join lateral (select 1 + u.customer_no::int % 30 as usage) x
      where u.org_id = ${org.id}`);
  });
  // A meter photo is taken while the round is read, before it is billed.
  const [reading] = rowsOf(
    await withSystem(t.database.db, (tx) =>
      tx.execute(sql`select id from readings where round_id = ${roundId} limit 1`),
    ),
  );
  const jpeg = Buffer.alloc(40_000, 0x20);
  jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
  const photo = await send(t, reader, 'POST', `/api/v1/readings/${String(reading?.id)}/photo`, {
    mimeType: 'image/jpeg',
    contentBase64: jpeg.toString('base64'),
  });
  expect(photo.statusCode, photo.body).toBe(200);
  const run = await send(t, finance, 'POST', `/api/v1/service-rounds/${roundId}/billing`);
  expect(run.statusCode, run.body).toBe(202);
  expect((await waitForJob(t, finance, run, 60_000)).status).toBe('succeeded');

  const bills = (
    (await getData(ctx, `/api/v1/bills?roundId=${roundId}&pageSize=10`, finance)) as {
      items: BillRow[];
      total: number;
    }
  ).items;
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', manager)) as {
    items: { id: string; code: string }[];
  };
  const cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
  await bookFor(ctx, finance, 'AB1', { officerId: cashier.user.id });
  const receipts: Receipt[] = [];
  for (const b of bills.slice(0, 2)) {
    receipts.push(
      await paid(
        await pay(ctx, cashier, {
          waterUserId: b.waterUserId,
          billIds: [b.id],
          amount: b.total,
          channelId: cash,
          tendered: b.total,
        }),
      ),
    );
  }
  const notices = await issued(ctx, manager, {
    kind: 'warning',
    waterUserIds: bills.map((b) => b.waterUserId),
    noticeDate: today(),
    payBy: addDays(today(), 7),
  });
  const office = (await getData(ctx, '/api/v1/offices?pageSize=5', it)) as {
    items: { id: string }[];
  };
  const printer = await send(t, it, 'POST', '/api/v1/basic/devices', {
    officeId: office.items[0]?.id,
    name: 'เครื่องพิมพ์ทดสอบ',
    paper: 'a4',
    connection: 'browser',
  });
  expect(printer.statusCode, printer.body).toBeLessThan(300);
  // A request as filed and a meter work order: each prints a document of its own.
  const filed = await file(ctx, clerk, newConnection(basics));
  // A scan filed with it, large enough that a cut download is cut mid-way.
  const scan = Buffer.alloc(900 * 1024, 0x41);
  scan.set([0xff, 0xd8, 0xff, 0xe0]);
  const attached = await send(t, clerk, 'POST', `/api/v1/requests/${filed.id}/attachments`, {
    kind: 'house_registration',
    fileName: 'ทะเบียนบ้าน.jpg',
    contentBase64: scan.toString('base64'),
  });
  expect(attached.statusCode, attached.body).toBe(200);
  // Surveyed, approved and its contract issued: its survey, installation order and
  // contract print too (each answers 409 before its state).
  for (const [step, body] of [
    ['survey', survey],
    ['approve', {}],
    ['contract', undefined],
  ] as const) {
    const moved = await send(t, clerk, 'POST', `/api/v1/requests/${filed.id}/${step}`, body);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const order = await send(t, clerk, 'POST', '/api/v1/meter-work-orders', {
    waterUserId: await connectionWithMeter(ctx, 10),
    kind: 'broken',
    plannedOn: today(),
    reason: 'มาตรไม่หมุน',
  });
  expect(order.statusCode, order.body).toBe(200);
  // A deposit refunded: its voucher prints, and the register has a row of each kind.
  const refunded = await send(
    t,
    finance,
    'POST',
    `/api/v1/deposits/${await connectionWithMeter(ctx, 20)}/refund`,
    { refundedOn: today(), amount: 40_000, channel: 'cash' },
  );
  expect(refunded.statusCode, refunded.body).toBe(200);
  const [notice] = rowsOf(
    await withSystem(t.database.db, (tx) =>
      tx.execute(sql`select id from debt_notices where org_id = ${org.id} limit 1`),
    ),
  );
  const movedIn = await keptMoveInFile(t, org.id, manager.user.id);
  return {
    sessions: [it, manager, finance, cashier],
    org,
    ctx,
    billRows: bills,
    cashChannelId: cash,
    orgId: org.id,
    roundId,
    bills: count,
    pool: {
      'service-rounds': roundId,
      bills: bills[0]?.id ?? '',
      receipts: receipts[0]?.id ?? '',
      readings: String(reading?.id),
      notices: String(notice?.id),
      devices: (printer.json() as { data: { id: string } }).data.id,
      requests: filed.id,
      'deposit-vouchers': (refunded.json() as { data: { id: string } }).data.id,
      attachmentId: (attached.json() as { data: { id: string }[] }).data[0]?.id ?? '',
      // A query parameter of one operation only (`ids` means notices elsewhere).
      '/api/v1/meter-work-orders/pdf?ids': (order.json() as { data: { id: string } }).data.id,
      'water-users': bills[0]?.waterUserId ?? '',
      // The ledgers of a route: the short one, one ledger a connection is slow to read.
      routeId: basics.route2Id,
      officerId: cashier.user.id,
      cashierId: cashier.user.id,
      jobId: notices.job.id,
      fiscalYear: '2570',
      date: today(),
      from: today(),
      to: today(),
      // 'YYYY-MM': the income report's month (and any month-view download).
      month: today().slice(0, 7),
      // `step` is a query parameter of the debt alerts too, with other values.
      '/api/v1/move-in/{step}/template:step': 'debts',
      batches: movedIn,
    },
  };
};

/**
 * A move-in file kept with its batch (issue 28), for its download. This organisation bills,
 * so its move-in is closed to the API: the rows are written as a confirm's publish and a
 * step's undo write them (undone: an active batch would hold its billing back).
 */
const keptMoveInFile = (t: TestApp, orgId: string, officerId: string) =>
  withSystem(t.database.db, async (tx) => {
    const content = await stepSheet('credit', [{ customerNo: '000001', amount: 1 }]);
    const [job] = rowsOf(
      await tx.execute(sql`insert into jobs (org_id, kind, key, status, input, created_by, finished_at)
        values (${orgId}, 'move-in', 'move-in', 'succeeded', ${JSON.stringify({ step: 'credit' })}::jsonb,
          ${officerId}, now()) returning id`),
    );
    await saveJobFile(tx, orgId, String(job?.id), content);
    const [batch] = rowsOf(
      await tx.execute(sql`insert into move_in_batches (org_id, step, job_id, file_name, file_hash,
          row_count, connections, amount, created_by, undo_job, undone_at, undone_by)
        values (${orgId}, 'credit', ${job?.id}, 'credit.xlsx', ${'0'.repeat(64)}, 1, 1, 100, ${officerId},
          ${job?.id}, now(), ${officerId})
        returning id`),
    );
    return String(batch?.id);
  });
