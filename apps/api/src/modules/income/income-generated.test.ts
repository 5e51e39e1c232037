import { beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '@prapa/contracts';
import { randomInt, seededRandom } from '@prapa/domain';
import type { Session } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { billRound, readInto, readRound, setOrg } from '../billing/late-fee-fixtures.ts';
import { receivableOf } from '../debtors/debtor-fixtures.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { account, bookFor, paid, pay } from '../receipts/receipt-fixtures.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { channelIds, income, thisMonth } from './income-fixtures.ts';

// Generated money (issue 27): six connections billed October and November 2569, then a
// seeded run of partial payments, overpayments and voids in cash and by transfer. After
// every few moves the report's movement balances to the satang, the money it counts is
// the sum of the receipts kept, and what it carries forward is what the books owe.
const ctx: WaterCtx = useWaterApp();
let finance: Session;
let cashier: Session;
let users: string[] = [];
let channels = { cash: '', transfer: '' };

beforeAll(async () => {
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const reader = await ctx.a.login('meter_reader');
  await setOrg(ctx, { lateFeeKind: 'flat', lateFeeValue: 2_000, allowPartialPayment: true });
  const first = await roundAfterThreeMonths(ctx, reader, 6, [], 7);
  users = first.users;
  const at = (base: number) => users.map((u, i): [string, number] => [u, base + i * 3]);
  await readInto(ctx, reader, { id: first.round, yearBe: 2569, month: 10 }, at(40));
  expect(await billRound(ctx, finance, first.round)).toBe(6);
  expect(await billRound(ctx, finance, await readRound(ctx, reader, 2569, 11, at(55)))).toBe(6);
  await bookFor(ctx, finance, 'GEN1', { officerId: cashier.user.id }, { lastNo: 200 });
  channels = await channelIds(ctx, finance);
}, 180_000);

describe('the income report on generated money', () => {
  it('balances after every move of a seeded run of payments and voids', async () => {
    const random = seededRandom(2027);
    const kept: Receipt[] = [];
    let voided = 0;
    for (let step = 1; step <= 30; step++) {
      if (kept.length > 0 && random() < 0.25) {
        const [receipt] = kept.splice(randomInt(random, 0, kept.length - 1), 1);
        const res = await send(ctx.t, finance, 'POST', `/api/v1/receipts/${receipt?.id}/void`, {
          reason: 'ทดสอบยกเลิก',
        });
        expect(res.statusCode, res.body).toBe(200);
        voided += receipt?.amount ?? 0;
      } else {
        const user = users[randomInt(random, 0, users.length - 1)] ?? '';
        const open = await account(ctx, cashier, user);
        if (open.bills.length === 0) continue;
        const owed = open.bills.reduce((s, b) => s + b.total - b.paid, 0);
        // Mostly part of the debt, sometimes more than all of it (credit on account).
        const amount = randomInt(random, 1, owed + (random() < 0.2 ? 5_000 : 0));
        const transfer = random() < 0.4;
        kept.push(
          await paid(
            await pay(ctx, cashier, {
              waterUserId: user,
              billIds: open.bills.map((b) => b.id),
              amount,
              channelId: transfer ? channels.transfer : channels.cash,
              ...(transfer ? { reference: `GEN-${step}` } : {}),
              confirmLargeCredit: true,
            }),
          ),
        );
      }
      if (step % 5 !== 0) continue;
      const r = await income(ctx, finance, 'month', thisMonth());
      expect(r.movement, `step ${step}`).toMatchObject({ difference: 0, balanced: true });
      expect(r.totals.received).toBe(kept.reduce((s, k) => s + k.amount, 0));
      expect(r.voided.amount).toBe(voided);
      expect(r.movement.carriedForward).toBe(await receivableOf(ctx, ctx.a.id));
    }
    expect(kept.length).toBeGreaterThan(5);
    expect(voided).toBeGreaterThan(0);
    const year = await income(ctx, finance, 'fiscalYear', '2026-11');
    expect(year.movement.balanced).toBe(true);
    await expectLedgerBalanced(ctx.t, ctx.a.id);
  });
});
