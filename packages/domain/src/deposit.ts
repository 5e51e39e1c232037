/**
 * The meter deposit (เงินประกันการใช้น้ำ, issue 26) when a connection ends: the deposit
 * pays what is owed first, the rest goes back to the holder; a debt larger than the
 * deposit stays owed for what the deposit did not cover. Integer satang throughout.
 */
export type DepositSettlement = { applied: number; refunded: number; remaining: number };

export const settleDeposit = (held: number, debt: number): DepositSettlement => {
  if (!Number.isSafeInteger(held) || held < 0 || !Number.isSafeInteger(debt) || debt < 0) {
    throw new RangeError(`deposit and debt must be whole satang ≥ 0: ${held}, ${debt}`);
  }
  const applied = Math.min(held, debt);
  return { applied, refunded: held - applied, remaining: debt - applied };
};

/** A refund voucher's number: "RV", the BE fiscal year, the sequence in five digits. */
export const depositVoucherNumber = (fiscalYear: number, seq: number) =>
  `RV${fiscalYear}${String(seq).padStart(5, '0')}`;
