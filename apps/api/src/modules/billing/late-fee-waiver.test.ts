import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillRow, LateFeeWaiverResult } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { billOf, billRound, linesOf, readRound, setOrg } from './late-fee-fixtures.ts';

// POST /api/v1/bills/:id/late-fee-waiver (issue 12): who may, what is refused with no
// write, what the run then does. Flat 50.00 a bill; village tariff, 10 m³ = 80.00.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let manager: Session;
let october = '';
let waived: Bill;
let charged: Bill;
let sundryBill: Bill;
let users: string[] = [];
const REASON = 'ผู้ใช้น้ำชำระผ่านธนาคารก่อนกำหนด แต่ยอดเข้าบัญชีช้า';

const waive = (s: Session, billId: string, body: object = { reason: REASON }) =>
  send(ctx.t, s, 'POST', `/api/v1/bills/${billId}/late-fee-waiver`, body);

/** Waivers and audit rows of organisation A: what a refused request must leave unchanged. */
const writes = () =>
  withSystem(ctx.t.database.db, async (tx) => {
    const { rows } = (await tx.execute(sql`select
      (select count(*) from late_fee_waivers where org_id = ${ctx.a.id})::int as waivers,
      (select count(*) from audit_log where org_id = ${ctx.a.id}
        and action = 'bill.waiveLateFee')::int as audits`)) as unknown as {
      rows: { waivers: number; audits: number }[];
    };
    return rows[0];
  });

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  manager = await ctx.a.login('manager');
  const reader = await ctx.a.login('meter_reader');
  await setOrg(ctx, { lateFeeKind: 'flat', lateFeeValue: 5_000 });
  const first = await roundAfterThreeMonths(
    ctx,
    reader,
    2,
    [
      [40, '00'],
      [40, '00'],
    ],
    7,
  );
  users = first.users;
  october = first.round;
  await billRound(ctx, finance, october);
  waived = await billOf(ctx, finance, october, users[0] ?? '');
  charged = await billOf(ctx, finance, october, users[1] ?? '');
});

describe('waiving a late fee', () => {
  it('refuses the auditor, an editor and IT (403), with nothing written', async () => {
    const before = await writes();
    for (const position of ['auditor', 'clerk', 'cashier', 'it'] as const) {
      const res = await waive(await ctx.a.login(position), waived.id);
      expect(res.statusCode, `${position}: ${res.body}`).toBe(403);
    }
    expect(await writes()).toEqual(before);
  });

  it('answers 404 for another organisation’s bill, and refuses bad input, writing nothing', async () => {
    const before = await writes();
    const otherManager = await ctx.b.login('manager');
    const other = await waive(otherManager, waived.id);
    expect(other.statusCode, other.body).toBe(404);
    expect((await waive(finance, 'not-a-uuid')).statusCode).toBe(400);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(301) }]) {
      const res = await waive(finance, waived.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'reason' })]);
    }
    const unknown = await waive(finance, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await writes()).toEqual(before);
  });

  it('records the waiver, audited, shown on the bill and its row', async () => {
    const res = await waive(finance, waived.id, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as LateFeeWaiverResult;
    expect(answer).toMatchObject({
      waiver: {
        billId: waived.id,
        reason: REASON,
        createdBy: finance.user.id,
        createdByName: expect.stringContaining('finance_officer'),
      },
      // Not charged yet: November is not billed.
      chargedOn: null,
    });
    const bill = (await getData(ctx, `/api/v1/bills/${waived.id}`, manager)) as Bill;
    expect(bill.lateFeeWaiver).toEqual(answer.waiver);
    const { items } = (await getData(ctx, `/api/v1/bills?roundId=${october}`, manager)) as {
      items: BillRow[];
    };
    expect(items.map((r) => [r.id, r.lateFeeWaived]).sort()).toEqual(
      [
        [waived.id, true],
        [charged.id, false],
      ].sort(),
    );
    const [audit] = await withSystem(
      ctx.t.database.db,
      async (tx) =>
        (
          (await tx.execute(sql`select officer_id, entity_id, reason, after from audit_log
          where org_id = ${ctx.a.id} and action = 'bill.waiveLateFee'`)) as unknown as {
            rows: Record<string, unknown>[];
          }
        ).rows,
    );
    expect(audit).toMatchObject({
      officer_id: finance.user.id,
      entity_id: waived.id,
      reason: REASON,
    });
    expect(await writes()).toEqual({ waivers: 1, audits: 1 });
  });

  it('refuses a second waiver (409, naming the first), a void bill and a sundry bill', async () => {
    const again = await waive(manager, waived.id, { reason: 'ยกเว้นซ้ำ' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toContain('ยกเว้นไปแล้ว');
    expect(again.json().message).toContain('finance_officer');

    const sundry = await send(ctx.t, finance, 'POST', '/api/v1/bills/sundry', {
      waterUserId: users[1],
      sundryKind: 'meter_change',
      amount: 50_000,
      description: 'เปลี่ยนมาตรชำรุด',
    });
    expect(sundry.statusCode, sundry.body).toBe(200);
    sundryBill = sundry.json().data as Bill;
    const onSundry = await waive(finance, sundryBill.id);
    expect(onSundry.statusCode, onSundry.body).toBe(409);
    expect(onSundry.json().message).toContain('เฉพาะใบแจ้งหนี้ค่าน้ำ');

    const voided = await send(ctx.t, finance, 'POST', `/api/v1/bills/${charged.id}/void`, {
      reason: 'จดมาตรผิด',
      rebill: true,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const onVoid = await waive(finance, charged.id);
    expect(onVoid.statusCode, onVoid.body).toBe(409);
    expect(onVoid.json().message).toContain('ยกเลิกแล้ว');
    charged = voided.json().data.replacement as Bill;
    expect(await writes()).toEqual({ waivers: 1, audits: 1 });
  });

  it('the next run charges no fee for the waived bill, and one for the other', async () => {
    const reader = await ctx.a.login('meter_reader');
    const november = await readRound(ctx, reader, 2569, 11, [
      [users[0] ?? '', 50],
      [users[1] ?? '', 50],
    ]);
    await billRound(ctx, finance, november);
    const WATER = [
      ['block', 7_000],
      ['meter_fee', 1_000],
    ];
    expect(linesOf(await billOf(ctx, finance, november, users[0] ?? ''))).toEqual(WATER);
    // The sundry bill (dated today) is brought forward if dated before November's bill,
    // but never charged a fee: only October's water bill is.
    const other = await billOf(ctx, finance, november, users[1] ?? '');
    expect(linesOf(other)).toEqual([...WATER, ['late_fee', 5_000, charged.number, 8_000]]);
    const broughtForward = sundryBill.billDate < other.billDate ? 50_000 : 0;
    expect(other.snapshot.arrears.amount).toBe(8_000 + broughtForward);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
