import type { TFunction } from 'i18next';
import { IMPORT_MAX_PROBLEMS } from '@prapa/contracts';
import type { Placed } from './parse-sheet.ts';

/** A problem of one row, at one of its columns (null: the whole row), in the caller's language. */
export type RowProblem<K extends string> = { row: number; column: K | null; message: string };

/** "เลขประจำตัวประชาชน (E)" and "E7": where a problem sits in this file. */
export const whereIn = <K extends string>(
  placed: Partial<Record<K, Placed>>,
  row: number,
  column: K | null,
) => {
  const at = column ? placed[column] : undefined;
  return at
    ? { column: `${at.header} (${at.letter})`, cell: `${at.letter}${row}` }
    : { column: null, cell: null };
};

/** The problems a preview lists (the first IMPORT_MAX_PROBLEMS), each placed at its cell. */
export const problemList = <K extends string>(
  placed: Partial<Record<K, Placed>>,
  problems: RowProblem<K>[],
) =>
  problems.slice(0, IMPORT_MAX_PROBLEMS).map((p) => ({
    row: p.row,
    ...whereIn(placed, p.row, p.column),
    message: p.message,
  }));

/** The same problems as the field errors of a refusal ("แถวที่ 3 …: …"). */
export const rowProblemErrors = <K extends string>(
  t: TFunction,
  placed: Partial<Record<K, Placed>>,
  problems: RowProblem<K>[],
) =>
  problemList(placed, problems).map((p) => ({
    path: p.cell ?? `row ${p.row}`,
    message: t('validation:import.atRow', {
      row: p.row,
      column: p.column ?? '',
      message: p.message,
    }),
  }));
