import type { TFunction } from 'i18next';
import {
  problemList as listOf,
  rowProblemErrors as errorsOf,
} from '../../lib/sheet-import/problems.ts';
import type { Examined } from './check-file.ts';
import type { ReadFile } from './read-file.ts';

/** The problems a preview lists, each placed at its cell. */
export const problemList = (file: ReadFile, examined: Examined) =>
  listOf(file.placed, examined.problems);

/** The same problems as the field errors of a refusal ("แถวที่ 3 …: …"). */
export const rowProblemErrors = (t: TFunction, file: ReadFile, examined: Examined) =>
  errorsOf(t, file.placed, examined.problems);
