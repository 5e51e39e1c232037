import type { TFunction } from 'i18next';
import type { MoveInField, MoveInStep } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import type { SheetFile } from '../../lib/sheet-import/read-sheet-file.ts';
import type { RowProblem } from '../../lib/sheet-import/problems.ts';
import type { MoveInStepDef, StepRow } from './move-in-step.ts';

export type CheckedRows<S extends MoveInStep, V> = {
  /** Rows that parsed and passed every check, in file order. */
  good: StepRow<V>[];
  rowCount: number;
  problems: RowProblem<MoveInField<S>>[];
};

/**
 * Every row of the file through the step's cell parse, then the rows that parsed through
 * its checks against the organisation's data (read-only). Preview and confirm run the same.
 */
export const checkRows = async <S extends MoveInStep, V, P>(
  def: MoveInStepDef<S, V, P>,
  t: TFunction,
  file: SheetFile<MoveInField<S>>,
  today: string,
  inTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>,
  orgId: string,
): Promise<CheckedRows<S, V>> => {
  const problems: RowProblem<MoveInField<S>>[] = [];
  const parsed: StepRow<V>[] = [];
  for (const r of file.rows) {
    const out = def.parseRow(t, r.cells, today);
    if ('value' in out) parsed.push({ row: r.row, value: out.value });
    else for (const p of out.problems) problems.push({ row: r.row, ...p });
  }
  const found = parsed.length > 0 ? await inTx((tx) => def.check(tx, orgId, t, parsed)) : [];
  problems.push(...found);
  problems.sort((a, b) => a.row - b.row);
  const bad = new Set(problems.map((p) => p.row));
  return { good: parsed.filter((r) => !bad.has(r.row)), rowCount: file.rows.length, problems };
};
