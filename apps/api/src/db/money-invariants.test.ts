import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview, BillRow, Receipt } from '@prapa/contracts';
import type { Session } from '../../test/factories.ts';
import { waitForJob } from '../../test/jobs.ts';
import { expectLedgerBalanced } from '../../test/ledger.ts';
import { roundAfterThreeMonths } from '../modules/readings/reading-fixtures.ts';
import { bookFor, paid, pay } from '../modules/receipts/receipt-fixtures.ts';
import {
  getData,
  send,
  useWaterApp,
  type WaterCtx,
} from '../modules/water-users/water-user-fixtures.ts';
import { auditBreaks } from '../modules/audit/audit-chain.repo.ts';
import { withSystem, withTenant } from './tenant.ts';

// MONEY.md §1 held by the database itself (issue 23): whatever a statement tries, as the
// app's role (RLS, the tenant set) or as the owner, a bill's paid stays the sum of its
// valid allocations, money tables are never truncated and the audit log only grows.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let users: string[] = [];
let paidBill: BillRow;
let openBill: BillRow;
let receipt: Receipt;

type Role = 'app' | 'owner';
const roles: Role[] = ['app', 'owner'];

const run = (role: Role, statement: SQL) =>
  role === 'app'
    ? withTenant(ctx.t.database.db, ctx.a.id, (tx) => tx.execute(statement))
    : withSystem(ctx.t.database.db, (tx) => tx.execute(statement));

/** What refused a statement: drizzle wraps the database's error as its cause. */
const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
};

const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

const snapshot = () =>
  withSystem(
    ctx.t.database.db,
    async (tx) =>
      rowsOf(
        await tx.execute(sql`select
        (select coalesce(sum(paid), 0) from bills where org_id = ${ctx.a.id})::bigint as paid,
        (select string_agg(status, ',' order by id) from bills where org_id = ${ctx.a.id}) as bills,
        (select string_agg(status, ',' order by id) from receipts where org_id = ${ctx.a.id}) as receipts,
        (select count(*) from bill_lines where org_id = ${ctx.a.id})::int as lines,
        (select count(*) from receipt_allocations where org_id = ${ctx.a.id})::int as allocations,
        (select count(*) from audit_log where org_id = ${ctx.a.id})::int as audit`),
      )[0],
  );

const waterBill = async (user: string) => {
  const { items } = (await getData(
    ctx,
    `/api/v1/bills?waterUserId=${user}&kind=water`,
    finance,
  )) as { items: BillRow[] };
  const [row] = items;
  if (!row) throw new Error('no water bill');
  return row;
};

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const manager = await ctx.a.login('manager');
  const reader = await ctx.a.login('meter_reader');
  ({ users } = await roundAfterThreeMonths(
    ctx,
    reader,
    2,
    [
      [40, '00'],
      [50, '00'],
    ],
    7,
  ));
  const rounds = (await getData(ctx, '/api/v1/service-rounds?pageSize=10', finance)) as {
    items: { id: string; month: number }[];
  };
  const october = rounds.items.find((r) => r.month === 10)?.id ?? '';
  const billing = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${october}/billing`);
  expect(billing.statusCode, billing.body).toBe(202);
  expect(((await waitForJob(ctx.t, finance, billing)).result as BillingPreview).bills).toBe(2);
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', manager)) as {
    items: { id: string; code: string }[];
  };
  const cash = channels.items.find((c) => c.code === 'CASH')?.id ?? '';
  await bookFor(ctx, finance, 'INV', { officerId: cashier.user.id });
  paidBill = await waterBill(users[0] ?? '');
  openBill = await waterBill(users[1] ?? '');
  receipt = await paid(
    await pay(ctx, cashier, {
      waterUserId: users[0],
      billIds: [paidBill.id],
      amount: paidBill.total,
      channelId: cash,
    }),
  );
});

describe('a bill is paid only by its allocations', () => {
  for (const role of roles) {
    it(`refuses, as the ${role}, to mark an unpaid bill paid with no money behind it`, async () => {
      const before = await snapshot();
      expect(
        await refusal(
          run(
            role,
            sql`update bills set paid = total, status = 'paid' where org_id = ${ctx.a.id} and id = ${openBill.id}`,
          ),
        ),
      ).toMatch(/allocate/);
      expect(await snapshot()).toEqual(before);
    });

    it(`refuses, as the ${role}, to set a paid bill back to unpaid`, async () => {
      const before = await snapshot();
      expect(
        await refusal(
          run(
            role,
            sql`update bills set paid = 0, status = 'issued' where org_id = ${ctx.a.id} and id = ${paidBill.id}`,
          ),
        ),
      ).toMatch(/allocate/);
      expect(await snapshot()).toEqual(before);
    });

    it(`refuses, as the ${role}, a raw receipt void that leaves its bills paid`, async () => {
      const before = await snapshot();
      expect(
        await refusal(
          run(
            role,
            sql`update receipts set status = 'void', void_reason = 'x', voided_at = now()
                where org_id = ${ctx.a.id} and id = ${receipt.id}`,
          ),
        ),
      ).toMatch(/allocate/);
      expect(await snapshot()).toEqual(before);
    });

    it(`refuses, as the ${role}, an allocation written with no bill moving`, async () => {
      const before = await snapshot();
      expect(
        await refusal(
          run(
            role,
            sql`insert into receipt_allocations (org_id, receipt_id, bill_id, source, amount,
                  late_fee, water, top_up, meter_fee, other, vat)
                values (${ctx.a.id}, ${receipt.id}, ${openBill.id}, 'money', 100, 0, 100, 0, 0, 0, 0)`,
          ),
        ),
      ).toMatch(/allocate/);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('lets a bill and its allocation move together in one transaction', async () => {
    // The rule is checked at commit: what the counter writes in one statement, and a
    // void followed by the bills reopening, both pass.
    const res = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${receipt.id}/void`, {
      reason: 'รับเงินผิดราย',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [bill] = rowsOf(
      await run(
        'owner',
        sql`select paid, status from bills where org_id = ${ctx.a.id} and id = ${paidBill.id}`,
      ),
    );
    expect(bill).toEqual({ paid: 0, status: 'issued' });
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});

describe('nothing is truncated and the audit log only grows', () => {
  const moneyTables = [
    'bills',
    'bill_lines',
    'bill_counters',
    'receipts',
    'receipt_allocations',
    'credit_moves',
    'receipt_books',
    'receipt_leaf_voids',
    'remittances',
    'bank_files',
    'bank_rows',
    'debt_notices',
    'notice_events',
    'notice_counters',
    'late_fee_waivers',
    'audit_log',
  ];
  for (const role of roles) {
    it(`refuses TRUNCATE of every money table and the audit log as the ${role}`, async () => {
      const before = await snapshot();
      for (const table of moneyTables) {
        expect(await refusal(run(role, sql.raw(`truncate ${table} cascade`))), table).toMatch(
          role === 'owner' ? /never truncated/ : /never truncated|permission denied/,
        );
      }
      expect(await snapshot()).toEqual(before);
    });

    it(`refuses UPDATE and DELETE of audit rows as the ${role}`, async () => {
      const before = await snapshot();
      expect(
        await refusal(
          run(role, sql`update audit_log set reason = 'rewritten' where org_id = ${ctx.a.id}`),
        ),
      ).toMatch(/append-only/);
      expect(
        await refusal(run(role, sql`delete from audit_log where org_id = ${ctx.a.id}`)),
      ).toMatch(/append-only/);
      if (role === 'app') {
        // The chain's head moves only with a new row, by the trigger.
        expect(
          await refusal(
            run(role, sql`update audit_chain_heads set seq = 0 where org_id = ${ctx.a.id}`),
          ),
        ).toMatch(/permission denied/);
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('the audit chain', () => {
  it('numbers an organisation’s rows 1… and each hash follows the one before', async () => {
    const [chain] = rowsOf(
      await run(
        'owner',
        sql`select count(*)::int as n, min(seq)::int as first, max(seq)::int as last,
              count(distinct seq)::int as distinct_seq, bool_and(hash is not null) as hashed
            from audit_log where org_id = ${ctx.a.id}`,
      ),
    );
    expect(chain?.first).toBe(1);
    expect(chain?.last).toBe(chain?.n);
    expect(chain?.distinct_seq).toBe(chain?.n);
    expect(chain?.hashed).toBe(true);
    expect(await auditBreaks(ctx.t.database.db, ctx.a.id)).toEqual([]);
    const res = await send(ctx.t, finance, 'GET', '/api/v1/audit/verify');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rows: chain?.n, intact: true, firstBreak: null });
  });

  it('reports the first broken link when a row was changed behind the triggers', async () => {
    // What only a superuser with the triggers switched off could do: the chain shows it.
    const [victim] = rowsOf(
      await run(
        'owner',
        sql`select id, seq::int as seq from audit_log where org_id = ${ctx.a.id} order by seq limit 1 offset 2`,
      ),
    );
    await withSystem(ctx.t.database.db, async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(
        sql`update audit_log set reason = 'hidden' where id = ${String(victim?.id)}`,
      );
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    const breaks = await auditBreaks(ctx.t.database.db, ctx.a.id);
    expect(breaks[0]).toMatchObject({ seq: victim?.seq, problem: 'hash' });
    const res = await send(ctx.t, finance, 'GET', '/api/v1/audit/verify');
    expect(res.json().data).toMatchObject({
      intact: false,
      firstBreak: { seq: victim?.seq, problem: 'hash' },
    });
  });

  it('is read by the auditor and refused to a cashier', async () => {
    const auditor = await ctx.a.login('auditor');
    expect((await send(ctx.t, auditor, 'GET', '/api/v1/audit/verify')).statusCode).toBe(200);
    expect((await send(ctx.t, cashier, 'GET', '/api/v1/audit/verify')).statusCode).toBe(403);
  });
});
