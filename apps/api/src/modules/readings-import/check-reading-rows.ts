import type { TFunction } from 'i18next';
import {
  issueToMessage,
  readingInput,
  type ReadingImportRow,
  type RouteSheet,
  type RouteSheetRow,
} from '@prapa/contracts';
import { computeReading, READING_CODES } from '@prapa/domain';
import { integerOf, textOf } from '../../lib/sheet-import/cells.ts';
import type { SheetRow } from '../../lib/sheet-import/parse-sheet.ts';
import type { RowProblem } from '../../lib/sheet-import/problems.ts';
import type { ReadingColumnKey } from './reading-sheet-spec.ts';

export type ReadingToSave = ReadingImportRow & { note: string | null };

export type CheckedReadings = {
  toSave: ReadingToSave[];
  same: number;
  blank: number;
  problems: RowProblem<ReadingColumnKey>[];
};

const KNOWN = new Set<string>(READING_CODES.map((c) => c.code));

/** "1", 1, "01" and "01 บ้านปิด" are all code 01; blank is 00 (read normally). */
const codeOf = (raw: string | null): string | null => {
  if (raw === null) return '00';
  const m = /^(\d{1,2})(?!\d)/.exec(raw.trim());
  if (!m?.[1]) return null;
  const code = m[1].padStart(2, '0');
  return KNOWN.has(code) ? code : null;
};

/**
 * A reading sheet's rows against the round they are for: each row is found by customer
 * number among the connections the round expects, its code and reading read from the
 * cells, and priced by computeReading (the code the phone, the grid and the sync run).
 * A row with no reading and code 00 is left unread; a row the round already holds with
 * the same figures is skipped; anything else the round holds is a problem, never an edit.
 */
export const checkReadingRows = (
  t: TFunction,
  rows: SheetRow<ReadingColumnKey>[],
  sheet: Pick<RouteSheet, 'rows' | 'thresholds'>,
): CheckedReadings => {
  const byNo = new Map<string, RouteSheetRow>(
    sheet.rows.map((r) => [r.customerNo.toUpperCase(), r]),
  );
  const seen = new Map<string, number>();
  const out: CheckedReadings = { toSave: [], same: 0, blank: 0, problems: [] };
  const problem = (row: number, column: ReadingColumnKey | null, key: string, vars = {}) =>
    out.problems.push({ row, column, message: t(key, vars) });

  for (const { row, cells } of rows) {
    const no = textOf(cells.customerNo);
    if (!('ok' in no)) {
      problem(row, 'customerNo', `validation:${no.bad}`, no.vars);
      continue;
    }
    if (no.ok === null) {
      problem(row, 'customerNo', 'validation:readingImport.customerNoRequired');
      continue;
    }
    const target = byNo.get(no.ok.toUpperCase());
    if (!target) {
      problem(row, 'customerNo', 'validation:readingImport.notInRound', { value: no.ok });
      continue;
    }
    const earlier = seen.get(target.waterUserId);
    if (earlier !== undefined) {
      problem(row, 'customerNo', 'validation:import.customerNoRepeated', {
        value: no.ok,
        row: earlier,
      });
      continue;
    }
    seen.set(target.waterUserId, row);

    const codeText = textOf(cells.code);
    const code = 'ok' in codeText ? codeOf(codeText.ok) : null;
    const current = integerOf(cells.current);
    const note = textOf(cells.note);
    let bad = false;
    if (!('ok' in current)) {
      problem(row, 'current', `validation:${current.bad}`, current.vars);
      bad = true;
    } else if (current.ok !== null && current.ok < 0) {
      problem(row, 'current', 'validation:usage.invalidReading');
      bad = true;
    }
    if (code === null) {
      const value = 'ok' in codeText ? (codeText.ok ?? '') : '';
      problem(row, 'code', 'validation:readingImport.unknownCode', { code: value });
      bad = true;
    }
    if (!('ok' in note)) {
      problem(row, 'note', `validation:${note.bad}`, note.vars);
      bad = true;
    }
    if (bad || code === null || !('ok' in current) || !('ok' in note)) continue;

    const entry = { current: current.ok, code };
    if (entry.current === null && code === '00') {
      out.blank += 1;
      continue;
    }
    // The note passes the same text rule as a note typed on the phone.
    const parsed = readingInput.shape.note.safeParse(note.ok);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue ? issueToMessage(issue, t) : t('validation:invalid');
      out.problems.push({ row, column: 'note', message });
      continue;
    }
    const taken = target.reading;
    if (taken) {
      if (taken.current === entry.current && taken.code === code) out.same += 1;
      else {
        problem(row, 'current', 'validation:readingImport.alreadyRead', {
          current: taken.current ?? '–',
          code: taken.code,
        });
      }
      continue;
    }
    if (!target.history) {
      problem(row, null, 'validation:reading.noMeter');
      continue;
    }
    const computed = computeReading(target.history, entry, sheet.thresholds);
    if (!computed.ok) {
      const column = computed.error === 'reading.noHistoryToEstimate' ? 'code' : 'current';
      problem(row, column, `validation:${computed.error}`, { digits: target.history.digits });
      continue;
    }
    const r = computed.reading;
    out.toSave.push({
      row,
      waterUserId: target.waterUserId,
      customerNo: target.customerNo,
      name: target.name,
      previous: r.previous,
      current: r.current,
      code,
      usage: r.usage,
      estimated: r.estimated,
      anomaly: r.anomaly,
      held: r.held,
      note: parsed.data,
    });
  }
  return out;
};
