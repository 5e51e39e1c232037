import { describe, expect, it } from 'vitest';
import { depositVoucherNumber, settleDeposit } from './deposit.ts';
import { requestMoveTo, requestMovesFrom } from './request-flow.ts';

describe('settleDeposit', () => {
  it('pays the debt first and refunds the rest', () => {
    expect(settleDeposit(40_000, 29_950)).toEqual({
      applied: 29_950,
      refunded: 10_050,
      remaining: 0,
    });
  });
  it('leaves a debt above the deposit owed', () => {
    expect(settleDeposit(20_000, 35_000)).toEqual({
      applied: 20_000,
      refunded: 0,
      remaining: 15_000,
    });
  });
  it('refunds all of it with nothing owed, and refuses what is no money', () => {
    expect(settleDeposit(40_000, 0)).toEqual({ applied: 0, refunded: 40_000, remaining: 0 });
    expect(() => settleDeposit(-1, 0)).toThrow(RangeError);
    expect(() => settleDeposit(100, 0.5)).toThrow(RangeError);
  });
});

describe('the refund voucher and the cancellation flow', () => {
  it('numbers vouchers by fiscal year', () => {
    expect(depositVoucherNumber(2570, 12)).toBe('RV257000012');
  });
  it('settles an approved cancellation once, then completes it', () => {
    expect(requestMovesFrom('cancellation', 'approved')).toEqual(['install', 'cancel']);
    expect(requestMoveTo('cancellation', 'approved', 'complete')).toBeNull();
    expect(requestMoveTo('cancellation', 'installed', 'install')).toBeNull();
    expect(requestMoveTo('cancellation', 'installed', 'complete')).toBe('completed');
  });
});
