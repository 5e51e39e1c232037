import type { TFunction } from 'i18next';
import type { MoveInField, MoveInStep } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import type { Raw } from '../../lib/sheet-import/parse-sheet.ts';
import type { RowProblem } from '../../lib/sheet-import/problems.ts';

/** A row of a move-in file that parsed: its Excel row number and what it says. */
export type StepRow<V> = { row: number; value: V };

/** A template column: the field it holds, its Thai header, width and an example value. */
export type StepColumn<K extends string> = {
  key: K;
  header: string;
  width: number;
  optional?: boolean;
  example: string | number | null;
};

/** Who does the work, for the rows and the audit. */
export type StepActor = { officerId: string; homeOrgId: string; ip: string | null };

/** A problem of one cell (or of the whole row, column null), in the file's language. */
export type CellProblem<K extends string> = { column: K | null; message: string };

/**
 * One step of the move-in (issue 28): how its file reads, what it checks, how its rows
 * are staged by the confirm job (unseen until the job succeeds), published and undone.
 * The framework (move-in service and jobs) does the rest the same for every step: the
 * template, mapping, preview, confirm as a job, keeping the file, undo as a job, audit.
 */
export type MoveInStepDef<S extends MoveInStep, V, P = null> = {
  step: S;
  /** The template's data sheet. */
  sheetName: string;
  /** In template order; every field of moveInFields[S], once. */
  columns: readonly StepColumn<MoveInField<S>>[];
  /** The template's help sheet: lines in the caller's language (keys `server:moveIn.*`). */
  help: (t: TFunction) => string[];
  /** One row's cells → its value, or the problems of its cells. Pure; `today` is Bangkok's. */
  parseRow: (
    t: TFunction,
    cells: Record<MoveInField<S>, Raw>,
    today: string,
  ) => { value: V } | { problems: CellProblem<MoveInField<S>>[] };
  /**
   * Read-only checks of every parsed row against the organisation's data and each other:
   * unknown customer, duplicates in the file or with what is already there, … Problems by row.
   */
  check: (
    tx: Tx,
    orgId: string,
    t: TFunction,
    rows: StepRow<V>[],
  ) => Promise<RowProblem<MoveInField<S>>[]>;
  /** What the rows add up to: the connections they name and the money (satang; 0 if none). */
  measure: (rows: StepRow<V>[]) => { connections: number; amount: number };
  /** Before the first batch, in its own short transaction (e.g. where numbering starts). */
  prepare: (tx: Tx, orgId: string, rows: StepRow<V>[]) => Promise<P>;
  /**
   * Writes rows marked with `jobId`, unseen until the job succeeds. Called per batch in file
   * order; `at` is the index (in `rows` as checked) of the batch's first row.
   */
  stage: (
    tx: Tx,
    orgId: string,
    jobId: string,
    part: StepRow<V>[],
    at: number,
    prepared: P,
    actor: StepActor,
  ) => Promise<void>;
  /** In the publishing transaction, after every batch: e.g. moves a number counter. */
  publish: (tx: Tx, orgId: string, jobId: string, count: number, prepared: P) => Promise<void>;
  /** Deletes what a stopped or failed run of `jobId` staged (never anything published). */
  unstage: (tx: Tx, orgId: string, jobId: string) => Promise<void>;
  /**
   * Why the step's published rows (of the confirm jobs `jobIds`) cannot be undone, in the
   * caller's language (an opening bill paid, a deposit refunded, credit used), or null.
   */
  undoRefusal: (tx: Tx, orgId: string, jobIds: string[], t: TFunction) => Promise<string | null>;
  /**
   * Undoes up to `limit` of the published rows of `jobIds` (void, delete or reverse, by the
   * step's nature) and answers how many it did: called until it answers 0, and again after
   * a crash, so what it writes must be seen by the next call (a credit reversal is not
   * staged). It re-checks what undoRefusal checked, under the rows' locks: money may have
   * moved since the undo was asked.
   */
  undoBatch: (
    tx: Tx,
    orgId: string,
    jobIds: string[],
    undoJobId: string,
    limit: number,
    actor: StepActor,
    t: TFunction,
  ) => Promise<number>;
};
