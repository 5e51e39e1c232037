import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';

export type BackupTrigger = 'nightly' | 'manual' | 'command';
export type BackupRun = typeof backupRuns.$inferSelect;

/** Opens a run; null when this night's backup has been taken already (another process). */
export const startRun = (db: Db, trigger: BackupTrigger, slot: string | null = null) =>
  withSystem(db, async (tx) => {
    const [row] = await tx
      .insert(backupRuns)
      .values({ trigger, slot })
      .onConflictDoNothing()
      .returning({ id: backupRuns.id });
    return row?.id ?? null;
  });

export const finishRun = (
  db: Db,
  id: string,
  outcome:
    | { status: 'ok'; file: string; bytes: number; sha256: string }
    | { status: 'failed'; error: string },
) =>
  withSystem(db, (tx) =>
    tx
      .update(backupRuns)
      .set({ ...outcome, finishedAt: new Date() })
      .where(eq(backupRuns.id, id)),
  );

export const recentRuns = (db: Db, limit: number) =>
  withSystem(db, (tx) =>
    tx.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit),
  );

export const runById = (db: Db, id: string) =>
  withSystem(db, async (tx) => {
    const [row] = await tx.select().from(backupRuns).where(eq(backupRuns.id, id));
    return row ?? null;
  });

export const lastGoodRun = (db: Db) =>
  withSystem(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.status, 'ok'))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    return row ?? null;
  });
