import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillingPreview, BillRow } from '@prapa/contracts';
import { withSystem, withTenant } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';

// Billing a village round (issue 9), every amount in satang: RES flat 7 ฿/m³, minimum
// 30 ฿, a 10 ฿ meter fee, no VAT; last reading 30, average 10 m³.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let round: string;
let users: string[] = [];
const u = (i: number) => users[i] ?? '';

const preview = async (s: Session = finance, id = round) =>
  send(ctx.t, s, 'GET', `/api/v1/service-rounds/${id}/billing/preview`);

const runBilling = async () => {
  const res = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(res.statusCode, res.body).toBe(202);
  const job = await waitForJob(ctx.t, finance, res);
  expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
  return job.result as BillingPreview;
};

const billsOf = async (query = `roundId=${round}`) =>
  ((await getData(ctx, `/api/v1/bills?${query}&pageSize=100`, finance)) as { items: BillRow[] })
    .items;

const billOf = async (waterUserId: string) => {
  const row = (await billsOf(`roundId=${round}&waterUserId=${waterUserId}`)).find(
    (b) => b.status !== 'void',
  );
  if (!row) throw new Error(`no bill for ${waterUserId}`);
  return (await getData(ctx, `/api/v1/bills/${row.id}`, finance)) as Bill;
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  const reader = await ctx.a.login('meter_reader');
  // July–September read 10 m³ a month; October 2569 (bills dated 2026-10-28) read as planned.
  ({ round, users } = await roundAfterThreeMonths(
    ctx,
    reader,
    8,
    [
      [40, '00'], // 0: 10 m³
      [32, '00'], // 1: 2 m³, under the minimum
      [100, '00'], // 2: 70 m³, very high: held
      [55, '00'], // 3: 25 m³, welfare card
      [null, '01'], // 4: house locked, estimated at the average
      [50, '00'], // 5: 20 m³, elderly 10 % of the water charge
      [30, '00'], // 6: zero use, the minimum
      // 7: not read
    ],
    7,
  ));
  const entitle = async (user: string, code: string) => {
    const finance = await ctx.a.login('finance_officer');
    const res = await send(ctx.t, finance, 'POST', `/api/v1/water-users/${user}/entitlements`, {
      schemeId: ctx.basicsA.schemes[code],
      evidence: 'บัตร',
      validFrom: '2026-10-01',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await entitle(u(3), 'WELFARE');
  await entitle(u(5), 'ELDERLY');
});

describe('billing a round', () => {
  it('previews what the run will bill, and who is left out and why', async () => {
    const res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data as BillingPreview;
    // 8000 + 4000 + 8500 + 8000 + 13600 + 4000
    expect(p).toMatchObject({
      bills: 6,
      total: 46_100,
      usage: 10 + 2 + 25 + 10 + 20 + 0,
      alreadyBilled: 0,
      dueDate: '2026-11-12',
      paymentRoundProposed: true,
      skippedCount: { held: 1, notRead: 1, noBillByStatus: 0 },
    });
    expect(p.skipped.map((s) => [s.waterUserId, s.reason, s.detail])).toEqual([
      [u(2), 'held', 'veryHigh'],
      [u(7), 'notRead', null],
    ]);
  });

  it('works the preview out as a job with progress, the same as the request; 404 elsewhere', async () => {
    const direct = (await preview()).json().data as BillingPreview;
    const url = `/api/v1/service-rounds/${round}/billing/preview`;
    const res = await send(ctx.t, finance, 'POST', url);
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(ctx.t, finance, res);
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    expect(job.result).toEqual(direct);
    // It wrote nothing: no bill, no payment round yet.
    expect(await billsOf()).toEqual([]);
    const other = await ctx.b.login('finance_officer');
    expect((await send(ctx.t, other, 'POST', url)).statusCode).toBe(404);
    const reader = await ctx.a.login('meter_reader');
    expect((await send(ctx.t, reader, 'POST', url)).statusCode).toBe(403);
  });

  it('bills each connection to the satang, numbered gaplessly in walk order', async () => {
    const summary = await runBilling();
    expect(summary).toMatchObject({ bills: 6, total: 46_100, alreadyBilled: 0 });
    // The run made the payment round the preview proposed: its summary says so (issue 25).
    expect(summary.paymentRoundProposed).toBe(false);
    const rows = await billsOf();
    expect(rows.map((b) => b.number)).toEqual([
      '2570000001',
      '2570000002',
      '2570000003',
      '2570000004',
      '2570000005',
      '2570000006',
    ]);
    const lines = async (i: number) =>
      (await billOf(u(i))).lines.map((l) => [l.kind, l.quantity, l.rate, l.amount]);
    expect(await lines(0)).toEqual([
      ['block', 10, 700, 7_000],
      ['meter_fee', null, null, 1_000],
    ]);
    expect(await lines(1)).toEqual([
      ['block', 2, 700, 1_400],
      ['minimum_top_up', null, null, 1_600],
      ['meter_fee', null, null, 1_000],
    ]);
    // Welfare card: 185 ฿ before the discount is under the 315 ฿ ceiling; 100 ฿ off.
    expect(await lines(3)).toEqual([
      ['block', 25, 700, 17_500],
      ['meter_fee', null, null, 1_000],
      ['discount', null, null, -10_000],
    ]);
    const estimated = await billOf(u(4));
    expect(estimated).toMatchObject({ usage: 10, total: 8_000 });
    expect(estimated.snapshot.reading).toMatchObject({ estimated: true, code: '01' });
    const elderly = await billOf(u(5));
    expect(elderly.total).toBe(14_000 - 1_400 + 1_000);
    const zero = await billOf(u(6));
    expect(zero.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['minimum_top_up', 3_000],
      ['meter_fee', 1_000],
    ]);
    expect(estimated).toMatchObject({ dueDate: '2026-11-12', status: 'issued', paid: 0 });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('bills nothing on a re-run, and the held reading once it is accepted', async () => {
    expect(await runBilling()).toMatchObject({ bills: 0, alreadyBilled: 6 });
    const held = (await getData(ctx, `/api/v1/water-users/${u(2)}/readings`, finance)) as {
      id: string;
      roundId: string;
    }[];
    const reading = held.find((r) => r.roundId === round);
    const accept = await send(ctx.t, finance, 'POST', `/api/v1/readings/${reading?.id}/accept`);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(await runBilling()).toMatchObject({ bills: 1, total: 49_000 + 1_000, alreadyBilled: 6 });
    expect((await billOf(u(2))).number).toBe('2570000007');
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('voids a bill with a reason and issues its replacement with a new number', async () => {
    const old = await billOf(u(0));
    const bad = await send(ctx.t, finance, 'POST', `/api/v1/bills/${old.id}/void`, { reason: '' });
    expect(bad.statusCode).toBe(400);
    const res = await send(ctx.t, finance, 'POST', `/api/v1/bills/${old.id}/void`, {
      reason: 'พิมพ์ชื่อผิด ออกใบใหม่',
      rebill: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { voided, replacement } = res.json().data as { voided: Bill; replacement: Bill };
    expect(voided).toMatchObject({
      status: 'void',
      number: old.number,
      voidReason: 'พิมพ์ชื่อผิด ออกใบใหม่',
    });
    expect(replacement).toMatchObject({ number: '2570000008', replacesId: old.id, total: 8_000 });
    const again = await send(ctx.t, finance, 'POST', `/api/v1/bills/${old.id}/void`, {
      reason: 'อีกครั้ง',
    });
    expect(again.statusCode).toBe(409);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('issues a sundry fee with the next number of the year', async () => {
    const res = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
      waterUserId: u(1),
      sundryKind: 'reconnection',
      amount: 20_000,
      description: 'ค่าต่อน้ำกลับ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'sundry', total: 20_000, roundId: null });
    expect((res.json().data as Bill).number.startsWith('257')).toBe(true);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('prints a bill (a copy the second time), a round in walk order, and exports the list', async () => {
    const b = await billOf(u(1));
    const pdf = await ctx.t.app.inject({
      url: `/api/v1/bills/${b.id}/pdf`,
      headers: finance.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const all = await ctx.t.app.inject({
      url: `/api/v1/service-rounds/${round}/bills/pdf?paper=A4&perPage=3`,
      headers: finance.headers,
    });
    expect(all.statusCode, all.body.slice(0, 200)).toBe(200);
    expect(all.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    const prints = await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from bill_prints where bill_id = ${b.id}`),
    );
    expect((prints as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    const xlsx = await ctx.t.app.inject({
      url: `/api/v1/bills/export?roundId=${round}`,
      headers: finance.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('never lets a bill or a line be edited or deleted, by the app role or the owner', async () => {
    const b = await billOf(u(1));
    const attempts = [
      sql`update bills set total = total + 1 where id = ${b.id}`,
      // The frozen columns are checked whenever an UPDATE names one (migration 0016).
      sql`update bills set snapshot = jsonb_set(snapshot, '{x}', '1') where id = ${b.id}`,
      sql`update bills set paid = paid, customer_no = 'X' where id = ${b.id}`,
      sql`delete from bills where id = ${b.id}`,
      sql`update bill_lines set amount = 0 where bill_id = ${b.id}`,
      sql`delete from bill_lines where bill_id = ${b.id}`,
      sql`update bill_counters set last_seq = 1 where org_id = ${ctx.a.id}`,
    ];
    for (const attempt of attempts) {
      await expect(
        withTenant(ctx.t.database.db, ctx.a.id, (tx) => tx.execute(attempt)),
      ).rejects.toThrow();
      await expect(withSystem(ctx.t.database.db, (tx) => tx.execute(attempt))).rejects.toThrow();
    }
    expect((await billOf(u(1))).total).toBe(b.total);
  });

  it('answers 404 to another organisation and 403 to an auditor', async () => {
    const other = await ctx.b.login('finance_officer');
    expect((await preview(other)).statusCode).toBe(404);
    const b = await billOf(u(1));
    expect((await send(ctx.t, other, 'GET', `/api/v1/bills/${b.id}`)).statusCode).toBe(404);
    expect(
      (await send(ctx.t, other, 'POST', `/api/v1/bills/${b.id}/void`, { reason: 'ไม่ใช่ของเรา' }))
        .statusCode,
    ).toBe(404);
    const auditor = await ctx.a.login('auditor');
    expect(
      (await send(ctx.t, auditor, 'POST', `/api/v1/service-rounds/${round}/billing`)).statusCode,
    ).toBe(403);
    expect((await send(ctx.t, auditor, 'GET', `/api/v1/bills/${b.id}`)).statusCode).toBe(200);
  });

  it('keeps the reading of a bill voided without a re-bill: corrected, never sent back (409)', async () => {
    const b = await billOf(u(6));
    const voided = await send(ctx.t, finance, 'POST', `/api/v1/bills/${b.id}/void`, {
      reason: 'จดเลขผิด',
      rebill: false,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const [reading] = (
      (await withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`select r.id, s.status from bills b join readings r on r.id = b.reading_id
          join service_rounds s on s.id = r.round_id where b.id = ${b.id}`),
      )) as unknown as { rows: { id: string; status: string }[] }
    ).rows;
    // The round is open to correction again.
    expect(reading?.status).toBe('reading');
    const clerk = await ctx.a.login('clerk');
    const back = await send(ctx.t, clerk, 'POST', `/api/v1/readings/${reading?.id}/reread`, {
      reason: 'ส่งไปจดใหม่',
    });
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json()).toMatchObject({ code: 'CONFLICT' });
    expect((back.json() as { message: string }).message).toContain(b.number);
    const fixed = await send(ctx.t, clerk, 'POST', `/api/v1/readings/${reading?.id}/correct`, {
      current: 31,
      code: '00',
      reason: 'จดเลขผิด แก้เป็น 31',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
