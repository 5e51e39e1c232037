import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, DebtorLedger, DebtorList, WaterUser } from '@prapa/contracts';
import { withSystem } from '../../../db/tenant.ts';
import { pageText } from '../../../documents/pdf-test-decode.ts';
import type { Session } from '../../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../../test/ledger.ts';
import { billsByNumber } from '../../bank-import/bank-match.repo.ts';
import { unpaidBefore } from '../../billing/billing-candidates.repo.ts';
import { bookFor, paid, pay } from '../../receipts/receipt-fixtures.ts';
import {
  createUser,
  getData,
  send,
  useWaterApp,
  type WaterCtx,
} from '../../water-users/water-user-fixtures.ts';
import type { StepActor } from '../move-in-step.ts';
import {
  cells,
  importDebts,
  openingSeen,
  parsedRows,
  stageAll,
  stagedCount,
  tenant,
  th,
  today,
} from './debts-fixtures.ts';
import { debtsStep } from './debts-step.ts';

// Opening debts (issue 28): the step's parse and checks, staging unseen until the job
// succeeds, the BF series without gaps, undo; and an opening bill as debt everywhere
// (counter, bank ref2, ageing by its original month, the next bill's arrears).
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let actor: StepActor;
const users: WaterUser[] = [];
const no = (i: number) => users[i]?.customerNo ?? '';

const problemsOf = (over: Parameters<typeof cells>[0]) => {
  const parsed = debtsStep.parseRow(th, cells({ customerNo: no(0), ...over }), today());
  return 'problems' in parsed ? parsed.problems.map((p) => [p.column, p.message]) : [];
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  actor = { officerId: finance.user.id, homeOrgId: ctx.a.id, ip: null };
  for (let i = 0; i < 3; i++) users.push(await createUser(ctx));
});

describe('parseRow', () => {
  it('reads heads, or a total alone, in satang', () => {
    const heads = debtsStep.parseRow(
      th,
      cells({ water: 150, meterFee: '10', vat: 11.2, total: '171.20', reference: 'INV-1' }),
      today(),
    );
    expect(heads).toMatchObject({
      value: {
        period: { yearBe: 2569, month: 9 },
        heads: { water: 15_000, meterFee: 1_000, vat: 1_120, other: null },
        total: 17_120,
        reference: 'INV-1',
      },
    });
    const alone = debtsStep.parseRow(th, cells({ total: null, water: 80 }), today());
    expect(alone).toMatchObject({ value: { total: 8_000 } });
  });

  it('refuses each wrong cell with its reason', () => {
    const one = (over: Parameters<typeof cells>[0]) => problemsOf(over)[0];
    expect(one({ customerNo: null })).toEqual(['customerNo', 'ยังไม่ได้กรอกเลขผู้ใช้น้ำ']);
    expect(one({ period: null })?.[0]).toBe('period');
    expect(one({ period: '13/2569' })?.[1]).toContain('เดือนไม่ถูกต้อง');
    expect(one({ period: '01/2600' })?.[1]).toContain('ไม่เกินเดือนปัจจุบัน');
    expect(one({ water: 'ห้าสิบ', total: null })).toEqual(['water', 'ต้องเป็นตัวเลข']);
    expect(one({ total: -5 })?.[1]).toContain('ติดลบ');
    expect(one({ total: 1.234 })?.[1]).toContain('ทศนิยมไม่เกิน 2');
    expect(one({ total: 0 })?.[1]).toContain('ไม่มียอดค้าง');
    expect(one({ total: null })?.[1]).toContain('ไม่มียอดค้าง');
    expect(one({ water: 100, total: 150 })?.[1]).toContain('100.00');
  });
});

describe('staging, publishing and undoing', () => {
  let first: string;

  it('checks unknown customers, repeats in the file and months brought in before', async () => {
    const rows = parsedRows([
      { customerNo: no(0), period: '08/2569' },
      { customerNo: 'NOPE', period: '08/2569' },
      { customerNo: no(0), period: '08/2569' },
    ]);
    const problems = await tenant(ctx, (tx) => debtsStep.check(tx, ctx.a.id, th, rows));
    expect(problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'customerNo'],
      [4, 'period'],
    ]);
    expect(problems[1]?.message).toContain('แถวที่ 2');
  });

  it('stages unseen, publishes gapless BF numbers, and refuses the same month again', async () => {
    const rows = parsedRows([
      { customerNo: no(0), period: '08/2569', water: 7_000, meterFee: 10, total: null },
      {
        customerNo: no(0),
        period: '09/2569',
        total: 50,
        reference: 'OLD-9',
        dueDate: '15/10/2569',
      },
      { customerNo: no(1), period: '07/2569', total: 30 },
    ]);
    expect(debtsStep.measure(rows)).toEqual({ connections: 2, amount: 709_000 });
    const { jobId, prepared } = await stageAll(ctx, actor, rows, 2);
    const { fiscalYear, firstSeq } = prepared;
    expect({ fiscalYear, firstSeq }).toEqual({ fiscalYear: 2570, firstSeq: 1 });
    expect(await openingSeen(ctx, jobId)).toEqual([]);
    expect(await stagedCount(ctx, jobId)).toEqual({ bills: 3, lines: 4 });
    // A run that stopped: its job clears what it staged, and gives no number away.
    await withSystem(ctx.t.database.db, (tx) => debtsStep.unstage(tx, ctx.a.id, jobId));
    expect(await stagedCount(ctx, jobId)).toEqual({ bills: 0, lines: 0 });

    first = await importDebts(ctx, actor, rows);
    const seen = await openingSeen(ctx, first);
    expect(seen.map((b) => [b.number, Number(b.total), b.status])).toEqual([
      ['BF2570000001', 701_000, 'issued'],
      ['BF2570000002', 5_000, 'issued'],
      ['BF2570000003', 3_000, 'issued'],
    ]);
    const again = await tenant(ctx, (tx) => debtsStep.check(tx, ctx.a.id, th, rows.slice(1, 2)));
    expect(again[0]?.message).toContain('BF2570000002');
    const next = await importDebts(ctx, actor, parsedRows([{ customerNo: no(2), total: 20 }]));
    expect((await openingSeen(ctx, next)).map((b) => b.number)).toEqual(['BF2570000004']);
    // Undone before go-live: voided, never deleted, and the month may come in again.
    expect(await tenant(ctx, (tx) => debtsStep.undoRefusal(tx, ctx.a.id, [next], th))).toBe(null);
    const undo = (limit: number) =>
      tenant(ctx, (tx) => debtsStep.undoBatch(tx, ctx.a.id, [next], next, limit, actor, th));
    expect(await undo(10)).toBe(1);
    expect(await undo(10)).toBe(0);
    expect((await openingSeen(ctx, next)).map((b) => b.status)).toEqual(['void']);
  });

  it('prints the opening bill with its month, old reference and BF ref2', async () => {
    const [, sept] = await openingSeen(ctx, first);
    const bill = ok<Bill>(await send(ctx.t, finance, 'GET', `/api/v1/bills/${sept?.id}`));
    expect(bill).toMatchObject({ kind: 'opening', dueDate: '2026-10-15', billDate: '2026-09-30' });
    const pdf = await send(ctx.t, finance, 'GET', `/api/v1/bills/${sept?.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pageText(pdf.rawPayload);
    expect(text).toContain('ใบแจ้งหนี้ค่าน้ำค้างชำระยกมา');
    expect(text).toContain('OLD-9');
    expect(text).toContain('BF2570000002');
  });

  it('counts opening bills as debt by their original month', async () => {
    const list = (await getData(
      ctx,
      `/api/v1/debtor-accounts?asOf=${today()}`,
      finance,
    )) as DebtorList;
    const row = list.items.find((r) => r.customerNo === no(0));
    expect(row).toMatchObject({ oldestMonth: '2569-08', unpaidRounds: 2, owed: 706_000 });
    const arrears = await tenant(ctx, (tx) =>
      unpaidBefore(tx, ctx.a.id, [users[0]?.id ?? ''], '2099-01-01'),
    );
    expect(arrears.get(users[0]?.id ?? '')?.bills).toMatchObject([
      { number: 'BF2570000001', yearBe: 2569, month: 8, amount: 701_000 },
      { number: 'BF2570000002', yearBe: 2569, month: 9, amount: 5_000 },
    ]);
    const ledger = (await getData(
      ctx,
      `/api/v1/water-users/${users[0]?.id}/ledger?fiscalYear=2569`,
      finance,
    )) as DebtorLedger;
    expect(
      ledger.rows.map((r) => r.kind === 'bill' && [r.bill.kind, r.bill.roundMonth, r.balance]),
    ).toEqual([
      ['opening', '2569-08', 701_000],
      ['opening', '2569-09', 706_000],
    ]);
    const found = await tenant(ctx, (tx) => billsByNumber(tx, ctx.a.id, ['BF2570000003']));
    expect(found.get('BF2570000003')?.waterUserId).toBe(users[1]?.id);
  });

  it('takes a payment at the counter; a paid opening bill stops the undo', async () => {
    const scan = (await getData(ctx, '/api/v1/counter/find?q=BF2570000003', cashier)) as {
      items: { id: string }[];
    };
    expect(scan.items.map((i) => i.id)).toEqual([users[1]?.id]);
    const channels = (await getData(
      ctx,
      '/api/v1/basic/payment-channels?pageSize=50',
      finance,
    )) as {
      items: { id: string; code: string }[];
    };
    await bookFor(ctx, finance, '001', { officerId: cashier.user.id });
    const [aug] = await openingSeen(ctx, first);
    const receipt = await paid(
      await pay(ctx, cashier, {
        waterUserId: users[0]?.id,
        billIds: [aug?.id],
        amount: 701_000,
        channelId: channels.items.find((c) => c.code === 'CASH')?.id,
      }),
    );
    expect(receipt.snapshot.bills[0]).toMatchObject({ label: 'opening', yearBe: 2569, month: 8 });
    expect(receipt.snapshot.bills[0]?.heads).toMatchObject({ water: 700_000, meterFee: 1_000 });
    const refusal = await tenant(ctx, (tx) => debtsStep.undoRefusal(tx, ctx.a.id, [first], th));
    expect(refusal).toContain('1 ใบ');
    expect(refusal).toContain('BF2570000001');
  });

  it('voids an opening bill with a reason through the bill void', async () => {
    const [, , july] = await openingSeen(ctx, first);
    const res = await send(ctx.t, finance, 'POST', `/api/v1/bills/${july?.id}/void`, {
      reason: 'ชำระแล้วในระบบเดิม',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await openingSeen(ctx, first))[2]?.status).toBe('void');
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});

const ok = <T>(res: { statusCode: number; body: string; json: () => { data: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
