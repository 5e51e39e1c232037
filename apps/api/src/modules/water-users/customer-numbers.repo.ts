import { and, eq, sql } from 'drizzle-orm';
import { formatCustomerNumber } from '@prapa/domain';
import { organisations, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

const wu = waterUsers;

/** Which of these customer numbers the organisation already uses (one array parameter). */
const takenCustomerNos = async (
  tx: Tx,
  orgId: string,
  candidates: string[],
): Promise<Set<string>> => {
  if (candidates.length === 0) return new Set();
  const rows = await tx
    .select({ customerNo: wu.customerNo })
    .from(wu)
    .where(and(eq(wu.orgId, orgId), sql`${wu.customerNo} = any(${sql.param(candidates)}::text[])`));
  return new Set(rows.map((r) => r.customerNo));
};

/**
 * Takes `count` customer numbers from the organisation's format, advancing
 * organisations.customer_seq under its row lock (UPDATE … RETURNING), skipping numbers
 * already in use (typed by hand or imported). The lock is held to the end of the
 * caller's transaction, so two requests never receive the same number.
 */
export const nextCustomerNumbers = async (
  tx: Tx,
  orgId: string,
  count: number,
  areaCode?: string | null,
): Promise<string[]> => {
  const numbers: string[] = [];
  while (numbers.length < count) {
    const need = count - numbers.length;
    const [row] = await tx
      .update(organisations)
      .set({ customerSeq: sql`${organisations.customerSeq} + ${need}` })
      .where(eq(organisations.id, orgId))
      .returning({ seq: organisations.customerSeq, format: organisations.customerNumberFormat });
    if (!row) throw new Error('organisation not found for customer numbers');
    const candidates = Array.from({ length: need }, (_, i) =>
      formatCustomerNumber(row.format, { seq: row.seq - need + 1 + i, areaCode }),
    );
    const taken = await takenCustomerNos(tx, orgId, candidates);
    numbers.push(...candidates.filter((c) => !taken.has(c)));
  }
  return numbers;
};

/** The number `nextCustomerNumbers` would give next, without taking it. */
export const previewCustomerNumber = async (
  tx: Tx,
  orgId: string,
  areaCode?: string | null,
): Promise<string> => {
  const [org] = await tx
    .select({ seq: organisations.customerSeq, format: organisations.customerNumberFormat })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!org) throw new Error('organisation not found for customer numbers');
  for (let seq = org.seq + 1; ; seq += 50) {
    const candidates = Array.from({ length: 50 }, (_, i) =>
      formatCustomerNumber(org.format, { seq: seq + i, areaCode }),
    );
    const taken = await takenCustomerNos(tx, orgId, candidates);
    const free = candidates.find((c) => !taken.has(c));
    if (free) return free;
  }
};
