import { z } from 'zod';
import { idSchema } from '../common.ts';
import { line } from '../text.ts';
import { jobView } from '../jobs.ts';
import { importFileBody, importProblem } from './import.ts';

/**
 * Moving a utility in (issue 28), in the order the page walks them after the water users
 * (their own import): last readings, usage history (optional), opening debts, deposits
 * held, credit balances; then the control totals and going live.
 */
export const moveInSteps = ['readings', 'usage', 'debts', 'deposits', 'credit'] as const;
export type MoveInStep = (typeof moveInSteps)[number];

/** The fields each step reads, in template order: a mapping names a header for each. */
export const moveInFields = {
  readings: ['customerNo', 'meterSerial', 'reading', 'readOn'],
  usage: ['customerNo', 'period', 'usage'],
  debts: [
    'customerNo',
    'period',
    'water',
    'meterFee',
    'vat',
    'other',
    'total',
    'dueDate',
    'reference',
  ],
  deposits: ['customerNo', 'amount', 'heldSince', 'reference'],
  credit: ['customerNo', 'amount', 'reference'],
} as const satisfies Record<MoveInStep, readonly string[]>;
export type MoveInField<S extends MoveInStep> = (typeof moveInFields)[S][number];

/** Most rows a move-in file holds (20,000 connections × 12 months of usage). */
export const MOVE_IN_MAX_ROWS = 250_000;

/** Another program's layout: the header row, and the header each field is read from. */
export const moveInMapping = z.object({
  headerRow: z.number().int().min(1).max(50),
  columns: z.record(z.string().max(40), line().max(200).nullable()),
});
export type MoveInMapping = z.infer<typeof moveInMapping>;

export const moveInFileBody = importFileBody.extend({
  /** Another program's columns; without it the remembered mapping, else the template's headers. */
  mapping: moveInMapping.nullish().transform((v) => v ?? null),
});
export type MoveInFileBody = z.input<typeof moveInFileBody>;

export const moveInConfirmBody = moveInFileBody.extend({
  /** The hash the preview answered: confirm refuses a file that changed since. */
  fileHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type MoveInConfirmBody = z.input<typeof moveInConfirmBody>;

/** A file whose headers are not the template's: its headers and first rows, to map. */
export const moveInMappingNeeded = z.object({
  headerRow: z.number().int(),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  /** The template's header (or a close one) found for each field, else null. */
  suggested: z.record(z.string(), z.string().nullable()),
  /** The fields a mapping must name. */
  required: z.array(z.string()),
});

export const moveInPreview = z.object({
  step: z.enum(moveInSteps),
  fileHash: z.string(),
  fileName: z.string(),
  /** Set when the columns must be mapped first: nothing else was read. */
  mappingNeeded: moveInMappingNeeded.nullable(),
  /** The mapping the file was read by (null: the template's headers). */
  mapping: moveInMapping.nullable(),
  rowCount: z.number().int(),
  validCount: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(importProblem),
  /** Connections the rows name, and the money they bring in (satang; 0 for readings). */
  connections: z.number().int(),
  amount: z.number().int(),
});
export type MoveInPreview = z.infer<typeof moveInPreview>;

export const moveInBatchView = z.object({
  id: idSchema,
  step: z.enum(moveInSteps),
  jobId: idSchema,
  fileName: z.string(),
  rowCount: z.number().int(),
  connections: z.number().int(),
  amount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
});
export type MoveInBatchView = z.infer<typeof moveInBatchView>;

export const moveInStepView = z.object({
  step: z.enum(moveInSteps),
  /** What the step's files that are not undone brought in. */
  rowCount: z.number().int(),
  connections: z.number().int(),
  amount: z.number().int(),
  batches: z.array(moveInBatchView),
  /** The step's confirm or undo while it runs (or its last failure), else null. */
  job: jobView.nullable(),
});
export type MoveInStepView = z.infer<typeof moveInStepView>;

/** The four figures the old system's totals are compared by (money in satang). */
export const moveInFigures = z.object({
  customers: z.number().int().min(0).max(10_000_000),
  debt: z.number().int().min(0).max(1e13),
  deposits: z.number().int().min(0).max(1e13),
  credit: z.number().int().min(0).max(1e13),
});
export type MoveInFigures = z.infer<typeof moveInFigures>;

export const moveInPeriod = z.object({
  yearBe: z.number().int().min(2500).max(2700),
  month: z.number().int().min(1).max(12),
});

export const moveInGoLiveBody = moveInPeriod.extend({
  /** Required when the imported figures differ from the control totals. */
  reason: line()
    .max(500)
    .nullish()
    .transform((v) => v ?? null),
});
export type MoveInGoLiveBody = z.input<typeof moveInGoLiveBody>;

export const moveInState = z.object({
  /** Why the steps are closed: went live, or the organisation already bills in Prapa. */
  closed: z.enum(['live', 'billed']).nullable(),
  live: moveInPeriod
    .extend({
      at: z.string(),
      byName: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable(),
  waterUsers: z.number().int(),
  steps: z.array(moveInStepView),
  /** What Prapa holds now, by the figures the control totals name. */
  imported: moveInFigures,
  controlTotals: moveInFigures
    .extend({ enteredAt: z.string(), enteredByName: z.string().nullable() })
    .nullable(),
  /** Imported minus typed, per figure (all 0: they agree); null before totals are typed. */
  differences: moveInFigures
    .extend({
      customers: z.number().int(),
      debt: z.number().int(),
      deposits: z.number().int(),
      credit: z.number().int(),
    })
    .nullable(),
  /** The month after the latest month the old books hold (debts, usage, last readings): the proposed first month. */
  proposedStart: moveInPeriod.nullable(),
});
export type MoveInState = z.infer<typeof moveInState>;
