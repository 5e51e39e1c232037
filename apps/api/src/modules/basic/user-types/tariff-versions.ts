import type { TariffVersion } from '@prapa/contracts';
import { inForceOn } from '@prapa/domain';
import type { tariffs } from '../../../db/schema/index.ts';

export type TariffRow = typeof tariffs.$inferSelect;

const byDate = (a: { effectiveFrom: string }, b: { effectiveFrom: string }) =>
  a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0;

/**
 * Past and current versions are history (bills were priced with them); only a version
 * that has not yet taken effect may still change.
 */
export const toTariffVersion = (row: TariffRow, all: TariffRow[], today: string): TariffVersion => {
  const current = inForceOn(all, today);
  return {
    id: row.id,
    userTypeId: row.userTypeId,
    effectiveFrom: row.effectiveFrom,
    method: row.method,
    blocks: row.blocks,
    minimumCharge: row.minimumCharge,
    note: row.note,
    status: row.effectiveFrom > today ? 'future' : row.id === current?.id ? 'current' : 'past',
    createdAt: row.createdAt.toISOString(),
  };
};

/** Newest first, each with its status today. */
export const versionsOf = (rows: TariffRow[], today: string) =>
  [...rows]
    .sort(byDate)
    .reverse()
    .map((r) => toTariffVersion(r, rows, today));

/** What a user type shows: the version in force today, else the one that will be. */
export const currentOf = (rows: TariffRow[], today: string): TariffVersion | null => {
  const row = inForceOn(rows, today) ?? [...rows].sort(byDate)[0];
  return row ? toTariffVersion(row, rows, today) : null;
};
