import { describe, expect, it } from 'vitest';
import { ledgerAmounts, runLedger } from './debtor-ledger.ts';

describe('ป.17: a bill’s columns from its lines', () => {
  it('splits blocks, top-up, meter fee, discount and VAT; charged = total', () => {
    const a = ledgerAmounts([
      { kind: 'block', amount: 3000 },
      { kind: 'block', amount: 4500 },
      { kind: 'minimum_top_up', amount: 500 },
      { kind: 'meter_fee', amount: 1000 },
      { kind: 'discount', amount: -800 },
      { kind: 'vat', amount: 574 },
    ]);
    expect(a).toEqual({
      water: 7500,
      topUp: 500,
      meterFee: 1000,
      lateFee: 0,
      other: 0,
      discount: 800,
      vat: 574,
      vatIncluded: 0,
      creditApplied: 0,
      charged: 8774,
      total: 8774,
    });
  });

  it('keeps applied credit out of what is charged, late fee and sundry apart', () => {
    const a = ledgerAmounts([
      { kind: 'block', amount: 7000 },
      { kind: 'meter_fee', amount: 1000 },
      { kind: 'late_fee', amount: 2000 },
      { kind: 'credit', amount: -5000 },
    ]);
    expect(a).toMatchObject({ lateFee: 2000, creditApplied: 5000, charged: 10000, total: 5000 });
    expect(ledgerAmounts([{ kind: 'sundry', amount: 50000 }])).toMatchObject({
      other: 50000,
      charged: 50000,
      total: 50000,
    });
  });

  it('shows inclusive VAT without adding it again', () => {
    const a = ledgerAmounts([
      { kind: 'block', amount: 10700 },
      { kind: 'vat_included', amount: 0, includedAmount: 700 },
    ]);
    expect(a).toMatchObject({ water: 10700, vat: 0, vatIncluded: 700, total: 10700 });
  });
});

describe('ป.17: brought forward + billed − paid = carried forward', () => {
  it('orders by date, bills before payments on a day, and runs the balance', () => {
    const { rows, carriedForward } = runLedger(1500, [
      { date: '2026-11-05', kind: 'payment', amount: 1500, id: 'r1' },
      { date: '2026-10-28', kind: 'bill', amount: 8000, id: 'b1' },
      { date: '2026-11-28', kind: 'payment', amount: 10000, id: 'r2' },
      { date: '2026-11-28', kind: 'bill', amount: 9000, id: 'b2' },
    ]);
    expect(rows.map((r) => [r.id, r.balance])).toEqual([
      ['b1', 9500],
      ['r1', 8000],
      ['b2', 17000],
      ['r2', 7000],
    ]);
    expect(carriedForward).toBe(7000);
  });

  it('goes below zero for credit on account', () => {
    expect(runLedger(0, [{ date: '2026-10-01', kind: 'payment', amount: 300 }])).toMatchObject({
      carriedForward: -300,
    });
    expect(runLedger(-300, [])).toEqual({ rows: [], carriedForward: -300 });
  });
});
