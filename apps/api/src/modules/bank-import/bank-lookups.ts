import type { Tx } from '../../db/tenant.ts';
import { openBillsOfUsers } from '../receipts/counter.repo.ts';
import type { BankLine } from './bank-lines.ts';
import { billsByNumber, payersOf, proposalsByAmount, takenKeys } from './bank-match.repo.ts';
import { rowKeysOf, type Lookups } from './classify-lines.ts';

const unique = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];

/**
 * What classifying a file's lines reads, in five statements whatever its size: the
 * connections its ref1s name (locked when confirming), the bills its ref2s name, their
 * open bills (locked too), the payments taken before, and for lines without refs the
 * connections owing exactly their amount.
 */
export const lookupsFor = async (
  tx: Tx,
  orgId: string,
  lines: readonly BankLine[],
  lock: boolean,
  // A slice of a file takes its lines' keys as the whole file numbers repeats (#2, #3…).
  keys: string[] = rowKeysOf(lines).map((k) => k.key),
): Promise<Lookups> => {
  const money = lines.filter((l) => l.moneyIn && l.amount > 0);
  const billsByNo = await billsByNumber(tx, orgId, unique(money.map((l) => l.ref2)));
  const byNo = await payersOf(tx, orgId, { customerNos: unique(money.map((l) => l.ref1)) }, lock);
  const usersByNo = new Map(byNo.map((u) => [u.customerNo, u]));
  // Owners of bills named by ref2 whose ref1 is unknown: proposed to a person.
  const owners = unique(
    money
      .filter((l) => l.ref1 === null || !usersByNo.has(l.ref1))
      .map((l) => (l.ref2 ? (billsByNo.get(l.ref2)?.waterUserId ?? null) : null)),
  ).filter((id) => !byNo.some((u) => u.id === id));
  const others = owners.length > 0 ? await payersOf(tx, orgId, { ids: owners }) : [];
  const usersById = new Map([...byNo, ...others].map((u) => [u.id, u]));
  const open = await openBillsOfUsers(tx, orgId, [...usersById.keys()], lock);
  const taken = await takenKeys(tx, orgId, keys);
  const noRefs = money.filter((l) => l.ref1 === null && l.ref2 === null);
  const until = noRefs.reduce((max, l) => (l.payDate > max ? l.payDate : max), '0000-01-01');
  const proposals = await proposalsByAmount(tx, orgId, unique(noRefs.map((l) => l.amount)), until);
  return { usersByNo, usersById, billsByNo, open, taken, proposals };
};
