import { describe, expect, it } from 'vitest';
import type { NoticeDetail, NoticeList } from '@prapa/contracts';
import { addDays } from '@prapa/domain';
import { pageCount, pageText } from '../../documents/pdf-test-decode.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { alerts, issue, issued, useDebtVillage } from './debt-fixtures.ts';

// Debt in a village (issue 12): four connections billed June–September 2569 at 80.00 ฿ a
// month, nothing paid, then u2 pays three months (one left: no warning) and u3 two (two
// left: a warning). warnAfterRounds 2, cutoffAfterRounds 3. The alerts, and warning
// letters: numbered, idempotent, printed, delivered, sent, closed when paid.
const ctx: WaterCtx = useWaterApp();
const v = useDebtVillage(ctx);
const { u, counts, payBills, notice } = v;

describe('debt alerts', () => {
  it('lists who owes, by debt, with unpaid rounds, sums and the next step', async () => {
    const list = await alerts(ctx, v.manager);
    expect(list.rows.map((r) => [r.waterUserId, r.unpaidRounds, r.owing, r.step])).toEqual([
      [u(0), 4, 32_000, 'warning'],
      [u(1), 4, 32_000, 'warning'],
      [u(3), 2, 16_000, 'warning'],
      [u(2), 1, 8_000, 'none'],
    ]);
    expect(list.rows[0]?.oldest).toEqual({ yearBe: 2569, month: 6 });
    expect(list.sums).toEqual({
      connections: 4,
      debtors: 4,
      owing: 88_000,
      unpaidRounds: 11,
      steps: {
        none: 1,
        warning: 3,
        waitNotice: 0,
        cutoff: 0,
        cutoffPending: 0,
        reconnection: 0,
        reconnectionPending: 0,
      },
    });
    expect(list.settings).toEqual({ warnAfterRounds: 2, cutoffAfterRounds: 3 });
  });

  it('filters by rounds, amount, step and route; an v.auditor reads but never writes', async () => {
    expect((await alerts(ctx, v.manager, '&minRounds=3')).total).toBe(2);
    expect(
      (await alerts(ctx, v.manager, '&maxRounds=2&minAmount=10000')).rows.map((r) => r.waterUserId),
    ).toEqual([u(3)]);
    expect((await alerts(ctx, v.manager, '&step=none')).total).toBe(1);
    expect((await alerts(ctx, v.manager, `&routeId=${ctx.basicsA.route3Id}`)).total).toBe(0);
    expect((await alerts(ctx, v.auditor)).total).toBe(4);
    const before = await counts();
    const res = await issue(ctx, v.auditor, {
      kind: 'warning',
      waterUserIds: [u(0)],
      noticeDate: v.today,
      payBy: addDays(v.today, 7),
    });
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with a Thai message and writes nothing', async () => {
    const before = await counts();
    const short = await issue(ctx, v.manager, {
      kind: 'warning',
      waterUserIds: [u(0)],
      noticeDate: v.today,
      payBy: addDays(v.today, 6),
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().errors)).toContain('7 วัน');
    const ahead = await issue(ctx, v.manager, {
      kind: 'warning',
      waterUserIds: [u(0)],
      noticeDate: addDays(v.today, 1),
      payBy: addDays(v.today, 9),
    });
    expect(ahead.statusCode).toBe(400);
    for (const body of [
      { kind: 'warning', noticeDate: v.today, payBy: addDays(v.today, 7) },
      { kind: 'letter', waterUserIds: [u(0)], noticeDate: v.today, payBy: v.today },
      { kind: 'warning', waterUserIds: ['nope'], noticeDate: v.today, payBy: addDays(v.today, 7) },
    ]) {
      const res = await issue(ctx, v.manager, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(
      (await send(ctx.t, v.manager, 'GET', '/api/v1/debt/alerts?minRounds=x')).statusCode,
    ).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('warning letters', () => {
  let jobId = '';
  it('issues warnings to everyone at that step, numbered gapless in walk order', async () => {
    // Dated three weeks ago: its seven days have passed, so a cut-off may follow.
    const noticeDate = addDays(v.today, -21);
    const { job, result } = await issued(
      ctx,
      v.manager,
      {
        kind: 'warning',
        filter: {},
        noticeDate,
        payBy: addDays(noticeDate, 7),
      },
      'warn-1',
    );
    jobId = job.id;
    expect(result).toEqual({
      kind: 'warning',
      issued: 3,
      skipped: 0,
      firstNumber: 'W2570000001',
      lastNumber: 'W2570000003',
      total: 80_000,
    });
    const list = (await getData(
      ctx,
      `/api/v1/debt/notices?jobId=${jobId}`,
      v.manager,
    )) as NoticeList;
    expect(list.rows.map((r) => [r.number, r.waterUserId, r.total, r.state])).toEqual([
      ['W2570000001', u(0), 32_000, 'due'],
      ['W2570000002', u(1), 32_000, 'due'],
      ['W2570000003', u(3), 16_000, 'due'],
    ]);
    const first = await notice(list.rows[0]?.id ?? '');
    expect(first.debt.map((d) => [d.month, d.amount])).toEqual([
      [6, 8_000],
      [7, 8_000],
      [8, 8_000],
      [9, 8_000],
    ]);
  });

  it('issuing again makes no second notice; a retried key answers the first job', async () => {
    const before = await counts();
    const again = await issued(ctx, v.manager, {
      kind: 'warning',
      waterUserIds: [u(0), u(1), u(2), u(3)],
      noticeDate: v.today,
      payBy: addDays(v.today, 7),
    });
    expect(again.result).toMatchObject({ issued: 0, skipped: 4, firstNumber: null });
    const retry = await issue(
      ctx,
      v.manager,
      {
        kind: 'warning',
        filter: {},
        noticeDate: addDays(v.today, -21),
        payBy: addDays(v.today, -14),
      },
      'warn-1',
    );
    expect(retry.statusCode).toBe(202);
    expect(retry.json().data.id).toBe(jobId);
    expect(await counts()).toEqual(before);
  });

  it('prints the batch in walk order with the debt, the QR refs and the signature line', async () => {
    const res = await send(ctx.t, v.manager, 'GET', `/api/v1/debt/notices/pdf?jobId=${jobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = res.rawPayload;
    expect(await pageCount(pdf)).toBe(3);
    const text = await pageText(pdf, 1);
    // pdf.js reads สระอำ apart (ํ + า): the check keeps to words without it.
    for (const part of ['ขอให้ช', 'หนี้ค้างค่าน', 'W2570000001', '320.00', 'ขอแสดงความนับถือ']) {
      expect(text).toContain(part);
    }
    const auditorPdf = await send(
      ctx.t,
      v.auditor,
      'GET',
      `/api/v1/debt/notices/pdf?jobId=${jobId}`,
    );
    expect(auditorPdf.statusCode).toBe(200);
  });

  it('records delivery once per notice, kind and day', async () => {
    const list = (await getData(
      ctx,
      `/api/v1/debt/notices?jobId=${jobId}`,
      v.manager,
    )) as NoticeList;
    const body = { noticeIds: list.rows.map((r) => r.id), kind: 'printed', onDate: v.today };
    const first = await send(ctx.t, v.manager, 'POST', '/api/v1/debt/notices/deliveries', body);
    expect(first.json().data).toEqual({ recorded: 3, already: 0 });
    const second = await send(ctx.t, v.manager, 'POST', '/api/v1/debt/notices/deliveries', body);
    expect(second.json().data).toEqual({ recorded: 0, already: 3 });
    const handed = await send(ctx.t, v.manager, 'POST', '/api/v1/debt/notices/deliveries', {
      noticeIds: [list.rows[1]?.id],
      kind: 'handed',
      onDate: v.today,
      note: 'ยื่นให้ภรรยา',
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((await notice(list.rows[1]?.id ?? '')).delivered.sort()).toEqual(['handed', 'printed']);
    // Handed over tomorrow: refused, with the field named, and nothing recorded.
    const ahead = await send(ctx.t, v.manager, 'POST', '/api/v1/debt/notices/deliveries', {
      noticeIds: [list.rows[0]?.id],
      kind: 'handed',
      onDate: addDays(v.today, 1),
    });
    expect(ahead.statusCode).toBe(400);
    expect(JSON.stringify(ahead.json())).toContain('onDate');
    expect((await notice(list.rows[0]?.id ?? '')).delivered).toEqual(['printed']);
  });

  it('sends by SMS through the outbox once, never twice', async () => {
    const [row] = (
      (await getData(ctx, `/api/v1/debt/notices?jobId=${jobId}`, v.manager)) as NoticeList
    ).rows;
    const id = row?.id ?? '';
    const sent = await send(ctx.t, v.manager, 'POST', `/api/v1/debt/notices/${id}/send`, {
      channel: 'sms',
      recipient: '0812345678',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = sent.json().data as NoticeDetail;
    expect(detail.messages).toHaveLength(1);
    expect(detail.messages[0]).toMatchObject({
      provider: 'outbox',
      status: 'recorded',
      recipient: '0812345678',
    });
    expect(detail.messages[0]?.body).toContain('W2570000001');
    expect(detail.messages[0]?.body).toContain('320.00');
    const twice = await send(ctx.t, v.manager, 'POST', `/api/v1/debt/notices/${id}/send`, {
      channel: 'sms',
      recipient: '0812345678',
    });
    expect(twice.statusCode).toBe(409);
    expect((await notice(id)).messages).toHaveLength(1);
  });

  it('closes a warning paid in time; the debt it named no longer follows', async () => {
    await payBills(u(1), 4);
    const list = (await getData(
      ctx,
      `/api/v1/debt/notices?waterUserId=${u(1)}`,
      v.manager,
    )) as NoticeList;
    expect(list.rows.map((r) => [r.number, r.state, r.stillOwing])).toEqual([
      ['W2570000002', 'closed', 0],
    ]);
    const row = (await alerts(ctx, v.manager)).rows.find((r) => r.waterUserId === u(1));
    expect(row).toBeUndefined();
  });
});
