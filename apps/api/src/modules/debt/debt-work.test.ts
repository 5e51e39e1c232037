import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NoticeDetail, NoticeList } from '@prapa/contracts';
import { addDays } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { alerts, issued, useDebtVillage, waterBills } from './debt-fixtures.ts';

// Debt in a village (issue 12), as in debt-alerts.test.ts, warned three weeks ago: u0
// goes to cut-off and reconnection (fee 100.00 ฿); a notice voided; isolation.
const ctx: WaterCtx = useWaterApp();
const v = useDebtVillage(ctx);
const { u, counts, payBills, notice } = v;

beforeAll(async () => {
  // Warned three weeks ago: the seven days have passed, a cut-off may follow.
  const noticeDate = addDays(v.today, -21);
  await issued(ctx, v.manager, {
    kind: 'warning',
    filter: {},
    noticeDate,
    payBy: addDays(noticeDate, 7),
  });
});

describe('cut-off and reconnection', () => {
  let cutoffId = '';
  it('orders a cut-off only after the warning period, numbered per kind', async () => {
    const steps = new Map((await alerts(ctx, v.manager)).rows.map((r) => [r.waterUserId, r.step]));
    expect(steps.get(u(0))).toBe('cutoff');
    expect(steps.get(u(3))).toBe('none');
    const { result } = await issued(ctx, v.manager, {
      kind: 'cutoff',
      waterUserIds: [u(0), u(3)],
      noticeDate: v.today,
      payBy: v.today,
    });
    expect(result).toMatchObject({
      issued: 1,
      skipped: 1,
      firstNumber: 'C2570000001',
      total: 32_000,
    });
    const [row] = (
      (await getData(ctx, `/api/v1/debt/notices?kind=cutoff`, v.manager)) as NoticeList
    ).rows;
    cutoffId = row?.id ?? '';
    expect((await notice(cutoffId)).followsNumber).toBe('W2570000001');
    expect((await alerts(ctx, v.manager)).rows.find((r) => r.waterUserId === u(0))?.step).toBe(
      'cutoffPending',
    );
  });

  it('refuses a cut-off done by the v.auditor, by a warning, or dated ahead, with 0 writes', async () => {
    const before = await counts();
    const body = { onDate: v.today, meterReading: 41 };
    expect(
      (await send(ctx.t, v.auditor, 'POST', `/api/v1/debt/notices/${cutoffId}/done`, body))
        .statusCode,
    ).toBe(403);
    const [warning] = (
      (await getData(
        ctx,
        `/api/v1/debt/notices?kind=warning&waterUserId=${u(0)}`,
        v.manager,
      )) as NoticeList
    ).rows;
    const onWarning = await send(
      ctx.t,
      v.manager,
      'POST',
      `/api/v1/debt/notices/${warning?.id}/done`,
      body,
    );
    expect(onWarning.statusCode).toBe(409);
    expect(onWarning.json().message).toContain('หนังสือแจ้งเตือน');
    const ahead = await send(ctx.t, v.manager, 'POST', `/api/v1/debt/notices/${cutoffId}/done`, {
      onDate: addDays(v.today, 1),
    });
    expect(ahead.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('cut off: the status says so and the reconnection fee is billed', async () => {
    const reader = await ctx.a.login('meter_reader');
    const done = await send(ctx.t, reader, 'POST', `/api/v1/debt/notices/${cutoffId}/done`, {
      onDate: v.today,
      meterReading: 41,
      note: 'ปิดประตูน้ำหน้าบ้าน',
    });
    expect(done.statusCode, done.body).toBe(200);
    const detail = done.json().data as NoticeDetail;
    expect(detail.state).toBe('done');
    expect(detail.events.find((e) => e.kind === 'done')).toMatchObject({
      meterReading: 41,
      onDate: v.today,
    });
    const bills = await waterBills(ctx, v.finance, u(0));
    const fee = bills.find((b) => b.number === detail.feeBillNumber);
    expect(fee).toMatchObject({ kind: 'sundry', total: 10_000, status: 'issued' });
    const row = (await alerts(ctx, v.manager)).rows.find((r) => r.waterUserId === u(0));
    expect(row).toMatchObject({ owing: 42_000, step: 'none', usageStatus: { cutOff: true } });
    const again = await send(ctx.t, v.manager, 'POST', `/api/v1/debt/notices/${cutoffId}/done`, {
      onDate: v.today,
    });
    expect(again.statusCode).toBe(409);
    const voided = await send(ctx.t, v.finance, 'POST', `/api/v1/debt/notices/${cutoffId}/void`, {
      reason: 'ทดสอบยกเลิก',
    });
    expect(voided.statusCode).toBe(409);
  });

  it('reconnects once all debt and the fee are paid, back to the status before', async () => {
    const normal = ctx.basicsA.statuses.NORMAL;
    const early = await issued(ctx, v.manager, {
      kind: 'reconnection',
      waterUserIds: [u(0)],
      noticeDate: v.today,
      payBy: v.today,
    });
    expect(early.result.issued).toBe(0);
    const receipt = await payBills(u(0), 5);
    expect(receipt.amount).toBe(42_000);
    expect((await alerts(ctx, v.manager)).rows.find((r) => r.waterUserId === u(0))?.step).toBe(
      'reconnection',
    );
    const { result } = await issued(ctx, v.manager, {
      kind: 'reconnection',
      waterUserIds: [u(0)],
      noticeDate: v.today,
      payBy: addDays(v.today, 1),
    });
    expect(result).toMatchObject({ issued: 1, firstNumber: 'R2570000001', total: 0 });
    const [order] = (
      (await getData(ctx, `/api/v1/debt/notices?kind=reconnection`, v.manager)) as NoticeList
    ).rows;
    const done = await send(ctx.t, v.manager, 'POST', `/api/v1/debt/notices/${order?.id}/done`, {
      onDate: v.today,
      meterReading: 41,
    });
    expect(done.statusCode, done.body).toBe(200);
    const user = (await getData(ctx, `/api/v1/water-users/${u(0)}`, v.manager)) as {
      usageStatusId: string;
    };
    expect(user.usageStatusId).toBe(normal);
    expect((await alerts(ctx, v.manager)).rows.find((r) => r.waterUserId === u(0))).toBeUndefined();
  });
});

describe('void and isolation', () => {
  it('voids a notice with a reason; the number stays taken; the next warning is new', async () => {
    const [w] = (
      (await getData(ctx, `/api/v1/debt/notices?waterUserId=${u(3)}`, v.manager)) as NoticeList
    ).rows;
    const voided = await send(ctx.t, v.finance, 'POST', `/api/v1/debt/notices/${w?.id}/void`, {
      reason: 'ออกผิดราย',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((voided.json().data as NoticeDetail).state).toBe('void');
    const { result } = await issued(ctx, v.manager, {
      kind: 'warning',
      waterUserIds: [u(3)],
      noticeDate: v.today,
      payBy: addDays(v.today, 7),
    });
    expect(result.firstNumber).toBe('W2570000004');
    const byCashier = await send(ctx.t, v.cashier, 'POST', `/api/v1/debt/notices/${w?.id}/void`, {
      reason: 'ออกผิดราย',
    });
    expect(byCashier.statusCode).toBe(403);
  });

  it("answers 404 for another organisation's notices and connections", async () => {
    const other = await ctx.b.login('manager');
    const [w] = (
      (await getData(ctx, `/api/v1/debt/notices?waterUserId=${u(3)}`, v.manager)) as NoticeList
    ).rows;
    const before = await counts();
    expect((await send(ctx.t, other, 'GET', `/api/v1/debt/notices/${w?.id}`)).statusCode).toBe(404);
    expect((await send(ctx.t, other, 'GET', `/api/v1/debt/notices/${w?.id}/pdf`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(ctx.t, other, 'POST', `/api/v1/debt/notices/${w?.id}/done`, { onDate: v.today }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(ctx.t, other, 'POST', `/api/v1/debt/notices/${w?.id}/send`, {
          channel: 'sms',
          recipient: '0800000000',
        })
      ).statusCode,
    ).toBe(404);
    const deliveries = await send(ctx.t, other, 'POST', '/api/v1/debt/notices/deliveries', {
      noticeIds: [w?.id],
      kind: 'printed',
      onDate: v.today,
    });
    expect(deliveries.statusCode).toBe(404);
    const foreign = await issued(ctx, other, {
      kind: 'warning',
      waterUserIds: [u(0)],
      noticeDate: v.today,
      payBy: addDays(v.today, 7),
    });
    expect(foreign.result.issued).toBe(0);
    expect((await alerts(ctx, other)).total).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('keeps a notice immutable in the database, and the money balanced', async () => {
    await expect(
      withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`update debt_notices set total = 1 where org_id = ${ctx.a.id}`),
      ),
    ).rejects.toThrow();
    await expect(
      withSystem(ctx.t.database.db, (tx) =>
        tx.execute(sql`delete from notice_events where org_id = ${ctx.a.id}`),
      ),
    ).rejects.toThrow();
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
