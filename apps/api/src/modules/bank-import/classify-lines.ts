import type { BankRowFlag, BankRowMatch, BankRowState, BankRowView } from '@prapa/contracts';
import {
  addHeads,
  allocatePayment,
  bankRowKey,
  fullNameOf,
  outstandingOf,
  type Allocation,
} from '@prapa/domain';
import type { OpenBillRow } from '../receipts/counter.repo.ts';
import type { ReceiptPayer } from '../receipts/receipt-snapshot.ts';
import type { Proposal, TakenBefore } from './bank-match.repo.ts';
import { paidAtOf, type BankLine } from './bank-lines.ts';

export type Lookups = {
  usersByNo: Map<string, ReceiptPayer>;
  usersById: Map<string, ReceiptPayer>;
  billsByNo: Map<string, { id: string; waterUserId: string; status: string }>;
  /** Open bills per connection, oldest first; advanced as lines are allocated. */
  open: Map<string, OpenBillRow[]>;
  taken: Map<string, TakenBefore>;
  proposals: Map<number, Proposal[]>;
};

export type ClassifiedLine = {
  line: BankLine;
  rowKey: string;
  view: BankRowView;
  state: BankRowState;
  user: ReceiptPayer | null;
  chosen: OpenBillRow[];
  allocation: Allocation | null;
  duplicateOf: string | null;
};

/** Flags a person must settle before money is receipted: the refs disagree, or a repeat. */
const QUEUE_FLAGS: readonly BankRowFlag[] = ['billOtherConnection', 'repeatInFile'];

const periodOf = (b: OpenBillRow) => {
  const round = (b.snapshot as { round?: { yearBe: number; month: number } | null }).round;
  return round ? `${round.yearBe}-${String(round.month).padStart(2, '0')}` : null;
};

/**
 * Pays `amount` to `chosen` (in that order, part payment allowed: the bank has the money
 * already) and advances the connection's open bills, so a second line of the same
 * connection in the file pays what the first left.
 */
export const allocateLine = (
  open: Map<string, OpenBillRow[]>,
  userId: string,
  chosen: OpenBillRow[],
  amount: number,
): Allocation => {
  const allocation = allocatePayment({
    bills: chosen.map((b) => ({ id: b.id, heads: b.heads, paidBefore: b.paidBefore })),
    amount,
    creditAvailable: 0,
    allowPartial: true,
    // The bank's money pays the bills; credit on account waits for the next bill.
    useCredit: false,
  });
  const paid = new Map<string, OpenBillRow>();
  for (const l of allocation.lines) {
    const bill = paid.get(l.billId) ?? chosen.find((b) => b.id === l.billId);
    if (bill) paid.set(l.billId, { ...bill, paidBefore: addHeads(bill.paidBefore, l.heads) });
  }
  const left = (open.get(userId) ?? [])
    .map((b) => paid.get(b.id) ?? b)
    .filter((b) => outstandingOf(b.heads, b.paidBefore) > 0);
  open.set(userId, left);
  return allocation;
};

const viewBills = (chosen: OpenBillRow[], allocation: Allocation) =>
  chosen.flatMap((b) => {
    const pays = allocation.lines
      .filter((l) => l.billId === b.id)
      .reduce((s, l) => s + l.amount, 0);
    if (pays === 0) return [];
    return [
      {
        billId: b.id,
        number: b.number,
        period: periodOf(b),
        owed: outstandingOf(b.heads, b.paidBefore),
        pays,
      },
    ];
  });

type Decision = {
  match: BankRowMatch;
  flags: BankRowFlag[];
  user: ReceiptPayer | null;
  /** The referenced bill first when ref2 names an open one, then the rest oldest first. */
  chosen: OpenBillRow[];
  proposals: Proposal[];
};

const decide = (line: BankLine, look: Lookups): Decision => {
  const none = { flags: [], user: null, chosen: [], proposals: [] };
  const user = line.ref1 ? (look.usersByNo.get(line.ref1) ?? null) : null;
  const bill = line.ref2 ? look.billsByNo.get(line.ref2) : undefined;
  if (!user) {
    // An unknown ref1 with a known bill: its connection is proposed, a person decides.
    const owner = bill ? look.usersById.get(bill.waterUserId) : undefined;
    if (owner)
      return {
        ...none,
        match: 'proposal',
        proposals: [
          {
            waterUserId: owner.id,
            customerNo: owner.customerNo,
            name: fullNameOf(owner),
            owed: sumOpen(look.open.get(owner.id) ?? []),
          },
        ],
      };
    if (line.ref1 || line.ref2) return { ...none, match: 'unmatched' };
    const proposals = look.proposals.get(line.amount) ?? [];
    return { ...none, match: proposals.length > 0 ? 'proposal' : 'unmatched', proposals };
  }
  const open = look.open.get(user.id) ?? [];
  const flags: BankRowFlag[] = [];
  if (bill && bill.waterUserId !== user.id) flags.push('billOtherConnection');
  else if (bill?.status === 'void') flags.push('billVoided');
  else if (bill?.status === 'paid') flags.push('billPaid');
  const named =
    bill && bill.waterUserId === user.id ? open.find((b) => b.id === bill.id) : undefined;
  const chosen = named ? [named, ...open.filter((b) => b !== named)] : open;
  if (chosen.length === 0) flags.push('nothingOpen');
  return { match: named ? 'bill' : 'connection', flags, user, chosen, proposals: [] };
};

const sumOpen = (bills: OpenBillRow[]) =>
  bills.reduce((s, b) => s + outstandingOf(b.heads, b.paidBefore), 0);

/**
 * The key each line is taken once by (MONEY.md §7); a second identical payment in one
 * file keeps its own key (#2, #3…), so both are stored and a person looks at it.
 */
export const rowKeysOf = (lines: readonly BankLine[]) => {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const key = bankRowKey(l);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return { key: n === 1 ? key : `${key}#${n}`, repeat: n > 1 };
  });
};

/**
 * Every line of a file with its match, reason and (for a line to receipt) the bills it
 * pays, in file order (MONEY.md §7): ref1 + ref2 → that bill (then the connection's other
 * open bills, then credit); ref1 alone → open bills oldest first; no refs → proposals by
 * amount; a payment taken from an earlier file → duplicate; not money in → ignored.
 */
export const classifyLines = (lines: readonly BankLine[], look: Lookups): ClassifiedLine[] => {
  const keys = rowKeysOf(lines);
  return lines.map((line, index) => {
    const rowKey = keys[index]?.key ?? '';
    const repeat = keys[index]?.repeat ?? false;
    const taken = look.taken.get(rowKey) ?? null;
    const base: BankRowView = {
      line: line.line,
      payDate: line.payDate,
      paidAt: paidAtOf(line.payDate, line.time).toISOString(),
      payerName: line.payerName,
      ref1: line.ref1,
      ref2: line.ref2,
      bankRef: line.bankRef,
      description: line.description,
      amount: line.amount,
      match: 'unmatched',
      flags: [],
      waterUserId: null,
      customerNo: null,
      customerName: null,
      bills: [],
      toCredit: 0,
      proposals: [],
      takenBefore: null,
    };
    const out = { line, rowKey, user: null, chosen: [], allocation: null, duplicateOf: null };
    if (!line.moneyIn || line.amount === 0)
      return { ...out, view: { ...base, match: 'ignored' }, state: 'ignored' };
    if (taken)
      return {
        ...out,
        duplicateOf: taken.rowId,
        view: {
          ...base,
          match: 'duplicate',
          takenBefore: { fileName: taken.fileName, importedAt: taken.importedAt, line: taken.line },
        },
        state: 'duplicate',
      };
    const d = decide(line, look);
    if (repeat) d.flags.push('repeatInFile');
    const view: BankRowView = {
      ...base,
      match: d.match,
      flags: d.flags,
      waterUserId: d.user?.id ?? null,
      customerNo: d.user?.customerNo ?? null,
      customerName: d.user ? fullNameOf(d.user) : null,
      proposals: d.proposals,
    };
    const queued =
      !d.user || d.match === 'proposal' || d.flags.some((f) => QUEUE_FLAGS.includes(f));
    if (queued) return { ...out, user: d.user, view, state: 'queued' };
    const user = d.user;
    if (!user) return { ...out, view, state: 'queued' };
    const owedBefore = d.chosen.map((b) => ({ ...b }));
    const allocation = allocateLine(look.open, user.id, d.chosen, line.amount);
    const bills = viewBills(owedBefore, allocation);
    const flags = [...d.flags];
    // A bill left part paid: the customer paid less than it (MONEY.md §7 flags it).
    if (bills.some((b) => b.pays < b.owed)) flags.push('partial');
    if (allocation.toCredit > 0 && !flags.includes('nothingOpen')) flags.push('over');
    return {
      ...out,
      user,
      chosen: owedBefore,
      allocation,
      view: {
        ...view,
        flags,
        bills,
        toCredit: allocation.toCredit,
      },
      state: 'receipted',
    };
  });
};

/** How many lines `pick` chooses and what they come to (the preview's and the audit's sums). */
export const sumLines = (
  lines: readonly ClassifiedLine[],
  pick: (c: ClassifiedLine) => boolean,
) => {
  const chosen = lines.filter(pick);
  return { count: chosen.length, amount: chosen.reduce((s, c) => s + c.line.amount, 0) };
};
