import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, RequestInput, WaterUser, WaterUserHolder } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { connectionWithMeter } from '../readings/reading-fixtures.ts';
import { getData, nationalId, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import { act, answer, file } from './request-fixtures.ts';

// Issue 26: a transfer of name (โอนสิทธิ์). The connection keeps its number, meter and bills;
// the holder changes from the effective date, and the debt rule holds: pay first, or the
// new holder consents to carry the debt.
const ctx = useWaterApp();
let finance: Session;

const transferOf = (waterUserId: string, over: Partial<RequestInput> = {}): RequestInput => ({
  kind: 'transfer',
  filedOn: '2026-11-10',
  waterUserId,
  title: 'นางสาว',
  firstName: 'วิไล',
  lastName: 'รุ่งเรือง',
  nationalId: nationalId('110070012345'),
  phone: '081-234-5678',
  ...over,
});

const approved = async (body: RequestInput) => {
  const r = await file(ctx, ctx.clerk, body);
  return answer(await act(ctx, ctx.clerk, r.id, 'approve', {}));
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
});

describe('transfer of name', () => {
  it('changes the holder from the date, keeps the connection, and lists the holders', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const before = (await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser;
    const r = await approved(transferOf(user));
    expect(r).toMatchObject({ applicantName: 'นางสาววิไล รุ่งเรือง', waterUserId: user });
    expect(r.phone).toBe('0812345678');

    const noDate = await act(ctx, ctx.clerk, r.id, 'complete', {});
    expect(noDate.statusCode, noDate.body).toBe(400);
    const future = await act(ctx, ctx.clerk, r.id, 'complete', { effectiveOn: '2099-01-01' });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toContain('วันที่มีผล');

    const done = answer(
      await act(ctx, ctx.clerk, r.id, 'complete', { effectiveOn: '2026-11-15', note: 'ซื้อบ้าน' }),
    );
    expect(done.state).toBe('completed');
    expect(done.effect).toEqual({
      kind: 'transfer',
      effectiveOn: '2026-11-15',
      from: { name: before.fullName, nationalId: before.nationalId, phone: before.phone },
      to: { name: 'นางสาววิไล รุ่งเรือง', nationalId: expect.any(String), phone: '0812345678' },
      owing: 0,
      debtCarried: false,
      consentNote: null,
    });
    const after = (await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser;
    expect(after).toMatchObject({
      customerNo: before.customerNo,
      fullName: 'นางสาววิไล รุ่งเรือง',
      phone: '0812345678',
      meter: { serial: before.meter?.serial },
    });
    const holders = (await getData(
      ctx,
      `/api/v1/water-users/${user}/holders`,
    )) as WaterUserHolder[];
    expect(holders.map((h) => [h.name, h.from, h.to, h.requestNumber])).toEqual([
      [before.fullName, before.connectedOn, '2026-11-15', null],
      ['นางสาววิไล รุ่งเรือง', '2026-11-15', null, r.number],
    ]);
    // Holders follow each other: the next transfer cannot take effect before this one.
    const next = await approved(transferOf(user, { firstName: 'ต่อ' }));
    const early = await act(ctx, ctx.clerk, next.id, 'complete', { effectiveOn: '2026-11-10' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('ครั้งก่อน');
  });

  it('refuses a connection that owes, unless the new holder consents to carry the debt', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const before = (await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser;
    const billed = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
      waterUserId: user,
      sundryKind: 'other',
      amount: 123_450,
      description: 'ค่าซ่อมท่อ',
    });
    expect(billed.statusCode, billed.body).toBe(200);
    const bill = billed.json().data as Bill;
    const r = await approved(
      transferOf(user, { title: 'นาย', firstName: 'ประยุทธ', lastName: 'มั่นคง' }),
    );

    const owing = await act(ctx, ctx.clerk, r.id, 'complete', { effectiveOn: '2026-11-20' });
    expect(owing.statusCode, owing.body).toBe(409);
    expect(owing.json().message).toContain('1,234.50');
    const noNote = await act(ctx, ctx.clerk, r.id, 'complete', {
      effectiveOn: '2026-11-20',
      carryDebt: true,
    });
    expect(noNote.statusCode).toBe(400);
    // Nothing changed by the refusals.
    expect(((await getData(ctx, `/api/v1/water-users/${user}`)) as WaterUser).fullName).toBe(
      before.fullName,
    );

    const done = answer(
      await act(ctx, ctx.clerk, r.id, 'complete', {
        effectiveOn: '2026-11-20',
        carryDebt: true,
        consentNote: 'ผู้รับโอนรับชำระหนี้ค้างแทน ตามบันทึกตกลง',
      }),
    );
    expect(done.effect).toMatchObject({
      kind: 'transfer',
      owing: 123_450,
      debtCarried: true,
      consentNote: 'ผู้รับโอนรับชำระหนี้ค้างแทน ตามบันทึกตกลง',
    });
    // The bill issued before keeps the name it was issued to; the debt stays on the connection.
    const kept = (await getData(ctx, `/api/v1/bills/${bill.id}`, finance)) as Bill;
    expect(kept.snapshot.customer.name).toBe(before.fullName);
    expect(kept.total - kept.paid).toBe(123_450);
    const holders = (await getData(
      ctx,
      `/api/v1/water-users/${user}/holders`,
    )) as WaterUserHolder[];
    expect(holders[1]).toMatchObject({ name: 'นายประยุทธ มั่นคง', owing: 123_450, debtCarried: true });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });

  it('keeps the holder history append-only, hides it from others (404) and keeps rights', async () => {
    const user = await connectionWithMeter(ctx, 0);
    const r = await approved(transferOf(user, { firstName: 'สุดา' }));
    const cashier = await ctx.a.login('cashier');
    expect(
      (await act(ctx, cashier, r.id, 'complete', { effectiveOn: '2026-11-20' })).statusCode,
    ).toBe(403);
    const other = await ctx.b.login('clerk');
    expect(
      (await act(ctx, other, r.id, 'complete', { effectiveOn: '2026-11-20' })).statusCode,
    ).toBe(404);
    expect(
      (await send(ctx.t, other, 'GET', `/api/v1/water-users/${user}/holders`)).statusCode,
    ).toBe(404);
    answer(await act(ctx, ctx.clerk, r.id, 'complete', { effectiveOn: '2026-11-20' }));
    const db = ctx.t.database.db;
    for (const statement of [
      sql`update water_user_holders set first_name = 'แก้'`,
      sql`delete from water_user_holders`,
    ]) {
      const err = await withSystem(db, (tx) => tx.execute(statement)).then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string } },
      );
      expect(err?.cause?.message ?? 'accepted').toMatch(/prapa:/);
    }
  });
});
