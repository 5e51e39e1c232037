import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { JobView, MoveInMapping, MoveInStep } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { withStep } from './steps/index.ts';

// Test and bench helpers (not a test file): a step's file as a clerk fills the template,
// or under another program's headers, and the API calls of the move-in page.

export type Cell = string | number | Date | null;

/** An .xlsx of these rows under the step's template headers (or the headers given). */
export const stepSheet = async (
  step: MoveInStep,
  rows: Record<string, Cell>[],
  opts: { headers?: Record<string, string>; above?: string[][] } = {},
) => {
  const columns = withStep(step, (def) =>
    def.columns.map((c) => ({ key: c.key, header: c.header })),
  );
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('data');
  for (const line of opts.above ?? []) ws.addRow(line);
  ws.addRow(columns.map((c) => opts.headers?.[c.key] ?? c.header));
  for (const r of rows) ws.addRow(columns.map((c) => r[c.key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const fileBody = (content: Buffer, fileName = 'old-books.xlsx') => ({
  fileName,
  contentBase64: content.toString('base64'),
});

const call = (
  t: TestApp,
  s: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

export const previewStep = (
  t: TestApp,
  s: Session,
  step: MoveInStep,
  content: Buffer,
  mapping: MoveInMapping | null = null,
) => call(t, s, 'POST', `/api/v1/move-in/${step}/preview`, { ...fileBody(content), mapping });

/** Preview then confirm a file, and wait for its job: the job as it ended. */
export const moveStepIn = async (
  t: TestApp,
  s: Session,
  step: MoveInStep,
  content: Buffer,
  mapping: MoveInMapping | null = null,
): Promise<JobView> => {
  const preview = await previewStep(t, s, step, content, mapping);
  expect(preview.statusCode, preview.body).toBe(200);
  const { fileHash } = preview.json().data as { fileHash: string };
  const started = await call(t, s, 'POST', `/api/v1/move-in/${step}/confirm`, {
    ...fileBody(content),
    mapping,
    fileHash,
  });
  expect(started.statusCode, started.body).toBe(202);
  return waitForJob(t, s, started, 120_000);
};

export const undoStep = async (t: TestApp, s: Session, step: MoveInStep) => {
  const started = await call(t, s, 'POST', `/api/v1/move-in/${step}/undo`);
  expect(started.statusCode, started.body).toBe(202);
  return waitForJob(t, s, started, 120_000);
};

export const stateOf = async (t: TestApp, s: Session) => {
  const res = await call(t, s, 'GET', '/api/v1/move-in');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

export const putTotals = (t: TestApp, s: Session, body: object) =>
  call(t, s, 'PUT', '/api/v1/move-in/control-totals', body);

export const goLiveCall = (t: TestApp, s: Session, body: object): Promise<LightMyRequestResponse> =>
  call(t, s, 'POST', '/api/v1/move-in/go-live', body);
