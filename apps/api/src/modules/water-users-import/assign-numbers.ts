import type { Tx } from '../../db/tenant.ts';
import { nextCustomerNumbers } from '../water-users/customer-numbers.repo.ts';
import type { CheckedRow } from './check-row.ts';

// nextCustomerNumbers passes over numbers already registered; a number typed in this
// same file is not registered yet, so it is passed over here. A few rounds settle it.
const MAX_ROUNDS = 20;

/**
 * The customer number of every row: its own, or the next ones of the organisation's
 * format (grouped by area, for formats that carry `{area}`), none already taken.
 */
export const assignNumbers = async (tx: Tx, orgId: string, rows: CheckedRow[]) => {
  const numbers = new Map<number, string>();
  const used = new Set<string>();
  const byArea = new Map<string, CheckedRow[]>();
  for (const r of rows) {
    if (r.user.customerNo) {
      numbers.set(r.row, r.user.customerNo);
      used.add(r.user.customerNo);
      continue;
    }
    const list = byArea.get(r.areaCode);
    if (list) list.push(r);
    else byArea.set(r.areaCode, [r]);
  }
  let generated = 0;
  for (const [areaCode, waiting] of byArea) {
    let pending = waiting;
    for (let round = 0; pending.length > 0; round++) {
      if (round === MAX_ROUNDS) throw new Error('customer numbers: the format keeps colliding');
      const fresh = await nextCustomerNumbers(tx, orgId, pending.length, areaCode);
      const next: CheckedRow[] = [];
      pending.forEach((r, i) => {
        const no = fresh[i];
        if (no === undefined || used.has(no)) {
          next.push(r);
          return;
        }
        used.add(no);
        numbers.set(r.row, no);
        generated += 1;
      });
      pending = next;
    }
  }
  return { numbers, generated };
};
