import { sql } from 'drizzle-orm';
import type { AuditChainBreak, AuditChainReport } from '@prapa/contracts';
import type { Db } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

const isoOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();

/**
 * Every link of an organisation's audit chain that does not hold, first first: each row
 * is checked against the stored hash of the row before it (prapa_audit_breaks, 0017), so
 * one changed row shows as one break. Read as the owner: the chain spans what RLS would
 * let an officer see, and an IT officer's rows in another organisation too.
 */
export const auditBreaks = async (db: Db, orgId: string): Promise<AuditChainBreak[]> =>
  withSystem(db, async (tx) =>
    rowsOf(
      await tx.execute(
        sql`select seq::float8 as seq, id, at, problem from prapa_audit_breaks(${orgId}::uuid)`,
      ),
    ).map((r) => ({
      seq: Number(r.seq),
      id: (r.id as string | null) ?? null,
      at: isoOf(r.at),
      problem: r.problem as AuditChainBreak['problem'],
    })),
  );

export const auditChainReport = async (db: Db, orgId: string): Promise<AuditChainReport> => {
  const breaks = await auditBreaks(db, orgId);
  const [head] = await withSystem(db, async (tx) =>
    rowsOf(
      await tx.execute(sql`select
        (select count(*) from audit_log where org_id = ${orgId})::float8 as rows,
        (select encode(hash, 'hex') from audit_chain_heads where org_id = ${orgId}) as hash`),
    ),
  );
  return {
    rows: Number(head?.rows ?? 0),
    intact: breaks.length === 0,
    firstBreak: breaks[0] ?? null,
    breaks: breaks.length,
    checkedAt: new Date().toISOString(),
    lastHash: (head?.hash as string | null | undefined) ?? null,
  };
};
