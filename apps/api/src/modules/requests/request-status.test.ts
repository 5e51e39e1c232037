import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, RequestInput, WaterUser } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { connectionWithMeter } from '../readings/reading-fixtures.ts';
import { bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import { act, answer, file } from './request-fixtures.ts';

// Issue 26: suspension and resumption change the usage status from their effective date;
// a reconnection, once paid and done, puts a cut-off connection back in service the way
// the debt module's reconnection order does.
const ctx = useWaterApp();
let cashier: Session;
let finance: Session;
let cash = '';

const statusOf = async (user: string) =>
  ((await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser).usageStatusId;

const approved = async (kind: RequestInput['kind'], waterUserId: string) => {
  const r = await file(ctx, ctx.clerk, { kind, filedOn: '2026-11-02', waterUserId });
  return answer(await act(ctx, ctx.clerk, r.id, 'approve', {}));
};

const payAll = async (waterUserId: string, billIds: string[], amount: number) =>
  paid(
    await pay(ctx, cashier, { waterUserId, billIds, amount, channelId: cash, tendered: amount }),
  );

beforeAll(async () => {
  cashier = await ctx.a.login('cashier');
  finance = await ctx.a.login('finance_officer');
  await bookFor(ctx, finance, 'ST1', { officerId: cashier.user.id });
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
});

describe('temporary suspension and resumption', () => {
  it('suspends a connection in service, resumes a suspended one, refuses the rest', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const s = await approved('suspension', user);
    const noDate = await act(ctx, ctx.clerk, s.id, 'complete', {});
    expect(noDate.statusCode, noDate.body).toBe(400);
    const done = answer(await act(ctx, ctx.clerk, s.id, 'complete', { effectiveOn: '2026-11-05' }));
    expect(done.effect).toEqual({
      kind: 'status',
      effectiveOn: '2026-11-05',
      fromStatus: 'ปกติ',
      toStatus: 'ระงับชั่วคราว',
    });
    expect(await statusOf(user)).toBe(ctx.basicsA.statuses.SUSPEND);

    const twice = await approved('suspension', user);
    const refused = await act(ctx, ctx.clerk, twice.id, 'complete', { effectiveOn: '2026-11-06' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('ระงับชั่วคราว');

    const inService = await connectionWithMeter(ctx, 0);
    const notSuspended = await approved('resumption', inService);
    const no = await act(ctx, ctx.clerk, notSuspended.id, 'complete', {
      effectiveOn: '2026-11-06',
    });
    expect(no.statusCode).toBe(409);
    expect(no.json().message).toContain('ไม่ได้ระงับ');
    expect(await statusOf(inService)).toBe(ctx.basicsA.statuses.NORMAL);

    const back = await approved('resumption', user);
    const resumed = answer(
      await act(ctx, ctx.clerk, back.id, 'complete', { effectiveOn: '2026-11-20' }),
    );
    expect(resumed.effect).toMatchObject({ fromStatus: 'ระงับชั่วคราว', toStatus: 'ปกติ' });
    expect(await statusOf(user)).toBe(ctx.basicsA.statuses.NORMAL);
  });

  it('answers 404 to another organisation and 403 to the cashier', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const s = await approved('suspension', user);
    const other = await ctx.b.login('clerk');
    const body = { effectiveOn: '2026-11-05' };
    expect((await act(ctx, other, s.id, 'complete', body)).statusCode).toBe(404);
    expect((await act(ctx, cashier, s.id, 'complete', body)).statusCode).toBe(403);
    expect(await statusOf(user)).toBe(ctx.basicsA.statuses.NORMAL);
  });
});

describe('reconnection', () => {
  it('puts a cut-off connection back in service once its fee and debt are paid', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const r = await approved('reconnection', user);
    const billed = answer(await act(ctx, ctx.clerk, r.id, 'fees', { connectionFee: 10_000 }));
    expect(billed.fees.map((f) => [f.feeKind, f.amount])).toEqual([['reconnection', 10_000]]);
    await payAll(user, [billed.fees[0]?.billId ?? ''], 10_000);

    const notCut = await act(ctx, ctx.clerk, r.id, 'done', { doneOn: '2026-11-10' });
    expect(notCut.statusCode).toBe(409);
    expect(notCut.json().message).toContain('ไม่ได้ถูกงดจ่ายน้ำ');

    // Cut off (as the debt module's order would), still owing a bill.
    await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`update water_users set usage_status_id = ${ctx.basicsA.statuses.CUTOFF}
        where id = ${user}`),
    );
    const owed = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
      waterUserId: user,
      sundryKind: 'other',
      amount: 5_025,
      description: 'ค่าน้ำค้าง',
    });
    expect(owed.statusCode, owed.body).toBe(200);
    const owing = await act(ctx, ctx.clerk, r.id, 'done', { doneOn: '2026-11-10' });
    expect(owing.statusCode).toBe(409);
    expect(owing.json().message).toContain('50.25');
    expect(await statusOf(user)).toBe(ctx.basicsA.statuses.CUTOFF);

    await payAll(user, [(owed.json().data as Bill).id], 5_025);
    const done = answer(await act(ctx, ctx.clerk, r.id, 'done', { doneOn: '2026-11-10' }));
    expect(done.effect).toMatchObject({ kind: 'status', fromStatus: 'ตัดน้ำ', toStatus: 'ปกติ' });
    expect(await statusOf(user)).toBe(ctx.basicsA.statuses.NORMAL);
    const manager = await ctx.a.login('manager');
    const log = await send(
      ctx.t,
      manager,
      'GET',
      `/api/v1/audit?entity=water_user&entityId=${user}`,
    );
    expect(log.body).toContain('water_user.reconnect');
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
