import type { CashBookDay } from '@prapa/contracts';

export type DayEntry = {
  kind:
    'opening' | 'remittance' | 'counter' | 'deposit' | 'treasuryCash' | 'treasuryBank' | 'closing';
  name: string;
  documentNo: string | null;
  received: number | null;
  paid: number | null;
  balance: number | null;
  voidReason: string | null;
};

/**
 * A day's movement as rows: brought forward, each cash in and out, carried forward. A
 * voided document is listed with its reason and no running balance (it does not count);
 * money sent to the treasury from an account is the bank's, listed without touching cash.
 */
export const dayEntries = (day: CashBookDay): DayEntry[] => {
  let balance = day.opening;
  const run = (received: number, paid: number, counts: boolean) => {
    if (counts) balance += received - paid;
    return counts ? balance : null;
  };
  const none = { documentNo: null, received: null, paid: null, voidReason: null };
  return [
    { kind: 'opening', name: '', ...none, balance: day.opening },
    ...day.incomes.map((i): DayEntry => ({
      kind: i.source,
      name: i.officerName,
      documentNo: i.slipNo,
      received: i.amount,
      paid: null,
      voidReason: null,
      balance: run(i.amount, 0, true),
    })),
    ...day.deposits.map((d): DayEntry => ({
      kind: 'deposit',
      name: `${d.bank} ${d.accountNo}`,
      documentNo: d.slipNo,
      received: null,
      paid: d.amount,
      voidReason: d.voidReason,
      balance: run(0, d.amount, d.voidedAt === null),
    })),
    ...day.transfers.map((t): DayEntry => ({
      kind: t.source === 'cash' ? 'treasuryCash' : 'treasuryBank',
      name: t.accountNo ? `${t.bank ?? ''} ${t.accountNo}` : '',
      documentNo: t.documentNo,
      received: null,
      paid: t.amount,
      voidReason: t.voidReason,
      balance: t.source === 'cash' ? run(0, t.amount, t.voidedAt === null) : null,
    })),
    { kind: 'closing', name: '', ...none, balance: day.closing },
  ];
};

/** The words the Thai PDF prints for each row kind. */
export const THAI_ENTRY: Record<DayEntry['kind'], string> = {
  opening: 'ยอดยกมา',
  remittance: 'รับเงินนำส่งจากผู้เก็บเงิน',
  counter: 'รับเงินสดที่เคาน์เตอร์',
  deposit: 'นำฝากธนาคาร',
  treasuryCash: 'นำส่งคลัง (เงินสด)',
  treasuryBank: 'นำส่งคลังจากบัญชีธนาคาร',
  closing: 'คงเหลือยกไป',
};
