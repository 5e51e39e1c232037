import type { TFunction } from 'i18next';
import { IMPORT_MAX_PROBLEMS } from '@prapa/contracts';
import type { Examined } from './check-file.ts';
import { whereIn } from './check-row.ts';
import type { ReadFile } from './read-file.ts';

/** The problems a preview lists, each placed at its cell. */
export const problemList = (file: ReadFile, examined: Examined) =>
  examined.problems.slice(0, IMPORT_MAX_PROBLEMS).map((p) => ({
    row: p.row,
    ...whereIn(file.placed, p.row, p.column),
    message: p.message,
  }));

/** The same problems as the field errors of a refusal ("แถวที่ 3 …: …"). */
export const rowProblemErrors = (t: TFunction, file: ReadFile, examined: Examined) =>
  problemList(file, examined).map((p) => ({
    path: p.cell ?? `row ${p.row}`,
    message: t('validation:import.atRow', {
      row: p.row,
      column: p.column ?? '',
      message: p.message,
    }),
  }));
