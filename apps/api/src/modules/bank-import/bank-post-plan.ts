import type { BankLine } from './bank-lines.ts';
import { lookupsFor } from './bank-lookups.ts';
import { classifyLines, rowKeysOf, type ClassifiedLine, type Lookups } from './classify-lines.ts';
import type { ToReceipt } from './bank-receipts.repo.ts';
import { flagPaidMeanwhile } from './paid-meanwhile.ts';
import type { Tx } from '../../db/tenant.ts';

/** Lines read per transaction while checking a file for posting (PGlite: ~0.2 s each). */
export const CHECK_SLICE = 2_000;

type Batch = <T>(fn: (tx: Tx) => Promise<T>, done: number) => Promise<T>;

/**
 * Slices of the file's lines, each connection's lines (same ref1) in one slice and in
 * file order, so what one slice reads of a connection is all the file pays it.
 */
const slicesOf = (lines: readonly BankLine[], size: number) => {
  const keys = rowKeysOf(lines).map((k) => k.key);
  const groups = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const g = l.ref1 ?? '';
    const group = groups.get(g);
    if (group) group.push(i);
    else groups.set(g, [i]);
  });
  const slices: number[][] = [];
  let current: number[] = [];
  for (const indexes of groups.values()) {
    if (current.length > 0 && current.length + indexes.length > size) {
      slices.push(current);
      current = [];
    }
    current = current.concat(indexes);
  }
  if (current.length > 0) slices.push(current);
  return slices.map((s) => {
    const sorted = [...s].sort((a, b) => a - b);
    return {
      lines: sorted.map((i) => lines[i]).filter((l): l is BankLine => l !== undefined),
      keys: sorted.map((i) => keys[i] ?? ''),
    };
  });
};

const merge = (all: Lookups[]): Lookups => {
  const out: Lookups = {
    usersByNo: new Map(),
    usersById: new Map(),
    billsByNo: new Map(),
    open: new Map(),
    taken: new Map(),
    proposals: new Map(),
  };
  for (const l of all) {
    for (const [k, v] of l.usersByNo) out.usersByNo.set(k, v);
    for (const [k, v] of l.usersById) out.usersById.set(k, v);
    for (const [k, v] of l.billsByNo) out.billsByNo.set(k, v);
    for (const [k, v] of l.open) out.open.set(k, v);
    for (const [k, v] of l.taken) out.taken.set(k, v);
    for (const [k, v] of l.proposals) out.proposals.set(k, v);
  }
  return out;
};

export type PostPlan = {
  lines: ClassifiedLine[];
  items: ToReceipt[];
  /** Each bill the file pays: the paid it read, and what the file adds. */
  bills: { billId: string; paidBefore: number; amount: number }[];
};

/**
 * Checks a whole file for posting, read in slices (one short transaction each, unlocked:
 * the publish will add to a bill only if its paid is still what was read here). With
 * `paidSince` (the posting: when the file was previewed), a line kept as credit because
 * the counter paid its bill since then is flagged `paidMeanwhile`.
 */
export const planPosting = async (
  batch: Batch,
  orgId: string,
  lines: readonly BankLine[],
  paidSince: string | null = null,
): Promise<PostPlan> => {
  const found: Lookups[] = [];
  let done = 0;
  for (const slice of slicesOf(lines, CHECK_SLICE)) {
    done += slice.lines.length;
    found.push(await batch((tx) => lookupsFor(tx, orgId, slice.lines, false, slice.keys), done));
  }
  const look = merge(found);
  // Read before classifying: allocating advances the open bills' paid in place.
  const paidBefore = new Map<string, number>();
  for (const bills of look.open.values()) for (const b of bills) paidBefore.set(b.id, b.paid);
  const classified = classifyLines(lines, look);
  if (paidSince)
    await batch((tx) => flagPaidMeanwhile(tx, orgId, classified, look, paidSince), done);
  const items: ToReceipt[] = classified.flatMap((l) =>
    l.state === 'receipted' && l.user && l.allocation
      ? [{ line: l.line, user: l.user, chosen: l.chosen, allocation: l.allocation }]
      : [],
  );
  const adds = new Map<string, number>();
  for (const item of items)
    for (const a of item.allocation.lines) adds.set(a.billId, (adds.get(a.billId) ?? 0) + a.amount);
  return {
    lines: classified,
    items,
    bills: [...adds].map(([billId, amount]) => ({
      billId,
      amount,
      paidBefore: paidBefore.get(billId) ?? 0,
    })),
  };
};
