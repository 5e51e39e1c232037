import { beforeAll, describe, expect, it } from 'vitest';
import type { NoticeDetail, NoticeList } from '@prapa/contracts';
import { addDays } from '@prapa/domain';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { paid, pay } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { alerts, issued, useDebtVillage, waterBills } from '../debt/debt-fixtures.ts';
import { act, answer, file } from './request-fixtures.ts';

// Issue 26: water cut by the debt module (warning, cut-off order done, the reconnection fee
// billed then), back on through a reconnection request: the request takes the fee the
// cut-off billed as its own (nobody pays it twice), and once it and the debt are paid the
// work done puts the connection back in the status it had, off the debt screens' cut list.
const ctx: WaterCtx = useWaterApp();
const v = useDebtVillage(ctx);
const { u } = v;

beforeAll(async () => {
  const noticeDate = addDays(v.today, -21);
  await issued(ctx, v.manager, {
    kind: 'warning',
    filter: {},
    noticeDate,
    payBy: addDays(noticeDate, 7),
  });
  await issued(ctx, v.manager, {
    kind: 'cutoff',
    waterUserIds: [u(0)],
    noticeDate: v.today,
    payBy: v.today,
  });
});

describe('reconnection after a cut-off', () => {
  it('takes the cut-off’s fee as its own and puts the water back on', async () => {
    const [order] = (
      (await getData(ctx, '/api/v1/debt/notices?kind=cutoff', v.manager)) as NoticeList
    ).rows;
    const cut = await send(ctx.t, v.manager, 'POST', `/api/v1/debt/notices/${order?.id}/done`, {
      onDate: v.today,
      meterReading: 41,
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const feeNumber = (cut.json().data as NoticeDetail).feeBillNumber;
    const before = (await getData(ctx, `/api/v1/water-users/${u(0)}`, v.manager)) as {
      usageStatusId: string;
    };
    expect(before.usageStatusId).toBe(ctx.basicsA.statuses.CUTOFF);

    const filed = await file(ctx, ctx.clerk, {
      kind: 'reconnection',
      filedOn: v.today,
      waterUserId: u(0),
    });
    answer(await act(ctx, ctx.clerk, filed.id, 'approve', {}));
    const billed = answer(await act(ctx, ctx.clerk, filed.id, 'fees', {}));
    expect(billed.fees.map((f) => [f.feeKind, f.billNumber, f.amount])).toEqual([
      ['reconnection', feeNumber, 10_000],
    ]);

    // The fee and the water debt paid at the counter: the request is paid, the work done.
    const open = (await waterBills(ctx, v.finance, u(0))).filter((b) => b.status !== 'paid');
    const amount = open.reduce((s, b) => s + b.total - b.paid, 0);
    await paid(
      await pay(ctx, v.cashier, {
        waterUserId: u(0),
        billIds: open.map((b) => b.id),
        amount,
        channelId: v.cash,
        tendered: amount,
      }),
    );
    // The debt module sends its own reconnection order once the debt is paid.
    const sent = await issued(ctx, v.manager, {
      kind: 'reconnection',
      waterUserIds: [u(0)],
      noticeDate: v.today,
      payBy: addDays(v.today, 1),
    });
    expect(sent.result.issued).toBe(1);
    const done = answer(await act(ctx, ctx.clerk, filed.id, 'done', { doneOn: v.today }));
    expect(done.effect).toMatchObject({ kind: 'status', fromStatus: 'ตัดน้ำ', toStatus: 'ปกติ' });
    const after = (await getData(ctx, `/api/v1/water-users/${u(0)}`, v.manager)) as {
      usageStatusId: string;
    };
    expect(after.usageStatusId).toBe(ctx.basicsA.statuses.NORMAL);
    const row = (await alerts(ctx, v.manager)).rows.find((r) => r.waterUserId === u(0));
    expect(row?.usageStatus.cutOff ?? false).toBe(false);
    // The request put the water back on: the order is done, nobody is sent a second time.
    const [reconnect] = (
      (await getData(ctx, '/api/v1/debt/notices?kind=reconnection', v.manager)) as NoticeList
    ).rows;
    expect(reconnect?.state).toBe('done');
    expect(row?.step ?? 'none').not.toBe('reconnection');
    const again = await send(
      ctx.t,
      v.manager,
      'POST',
      `/api/v1/debt/notices/${reconnect?.id}/done`,
      {
        onDate: v.today,
      },
    );
    expect(again.statusCode).toBe(409);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
