import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveInSteps, type MoveInState } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { connectionWithMeter, makeRound } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import {
  fileBody,
  goLiveCall,
  moveStepIn,
  previewStep,
  putTotals,
  stateOf,
  stepSheet,
  undoStep,
} from './move-in-fixtures.ts';
import { withStep } from './steps/index.ts';
import { sheetOfRows, workbookZip } from '../../../test/zip-fixtures.ts';

const ctx = useWaterApp();
let manager: Session;
const customers: string[] = [];

/** A round opened for reading, so only the move-in can refuse its billing. */
const readingRound = async (yearBe: number, month: number) => {
  const id = await makeRound(ctx, yearBe, month);
  const res = await send(ctx.t, manager, 'POST', `/api/v1/service-rounds/${id}/status`, {
    status: 'reading',
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
};

const customerNoOf = async (id: string) =>
  ((await getData(ctx, `/api/v1/water-users/${id}`)) as { customerNo: string }).customerNo;

beforeAll(async () => {
  manager = await ctx.a.login('manager');
  for (let i = 0; i < 4; i++) customers.push(await customerNoOf(await connectionWithMeter(ctx)));
});

describe('the move-in page', () => {
  it('starts open, every step empty, this month proposed', async () => {
    const state = (await stateOf(ctx.t, manager)) as MoveInState;
    expect(state.closed).toBeNull();
    expect(state.steps.map((s) => s.step)).toEqual([...moveInSteps]);
    expect(state.steps.every((s) => s.batches.length === 0 && s.job === null)).toBe(true);
    expect(state.waterUsers).toBe(4);
    expect(state.controlTotals).toBeNull();
    expect(state.proposedStart).not.toBeNull();
  });

  it('gives each step a template whose headers read back', async () => {
    for (const step of moveInSteps) {
      const res = await send(ctx.t, manager, 'GET', `/api/v1/move-in/${step}/template`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const headers = (wb.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
      const want = withStep(step, (def) =>
        def.columns.map((c) => (c.optional ? c.header : `${c.header} *`)),
      );
      expect(headers).toEqual(want);
      // The data sheet holds headers only: an example left in would be imported.
      expect(wb.worksheets[0]?.rowCount).toBe(1);
    }
  });

  it('is the manager’s and IT’s: a cashier is refused', async () => {
    const cashier = await ctx.a.login('cashier');
    expect((await send(ctx.t, cashier, 'GET', '/api/v1/move-in')).statusCode).toBe(403);
  });
});

describe('a step through preview, confirm, file and undo (credit)', () => {
  it('previews a file, writing nothing', async () => {
    const file = await stepSheet('credit', [
      { customerNo: customers[0] ?? '', amount: 120.5, reference: 'CR-1' },
      { customerNo: customers[1] ?? '', amount: 30, reference: 'CR-2' },
    ]);
    const res = await previewStep(ctx.t, manager, 'credit', file);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ rowCount: 2, validCount: 2, problemCount: 0, connections: 2 });
    expect(p.amount).toBe(15_050);
    expect(((await stateOf(ctx.t, manager)) as MoveInState).imported.credit).toBe(0);
  });

  it('refuses the whole file when one row is bad: nothing comes in', async () => {
    const file = await stepSheet('credit', [
      { customerNo: customers[0] ?? '', amount: 10 },
      { customerNo: 'NO-SUCH', amount: 10 },
    ]);
    const preview = (await previewStep(ctx.t, manager, 'credit', file)).json().data;
    expect(preview.problemCount).toBe(1);
    expect(preview.problems[0].row).toBe(3);
    const started = await send(ctx.t, manager, 'POST', '/api/v1/move-in/credit/confirm', {
      ...fileBody(file),
      fileHash: preview.fileHash,
    });
    expect(started.statusCode, started.body).toBe(202);
    const job = await waitForJob(ctx.t, manager, started);
    expect(job.status).toBe('failed');
    expect(job.error?.errors?.[0]?.message).toMatch(/3/);
    const state = (await stateOf(ctx.t, manager)) as MoveInState;
    expect(state.imported.credit).toBe(0);
    expect(state.steps.find((s) => s.step === 'credit')?.job?.status).toBe('failed');
  });

  it('confirms as a job, keeps the file and counts what came in', async () => {
    const file = await stepSheet('credit', [
      { customerNo: customers[0] ?? '', amount: 120.5, reference: 'CR-1' },
      { customerNo: customers[1] ?? '', amount: 30, reference: 'CR-2' },
    ]);
    const job = await moveStepIn(ctx.t, manager, 'credit', file);
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    const state = (await stateOf(ctx.t, manager)) as MoveInState;
    const credit = state.steps.find((s) => s.step === 'credit');
    expect(credit).toMatchObject({ rowCount: 2, connections: 2, amount: 15_050, job: null });
    expect(state.imported.credit).toBe(15_050);
    const batch = credit?.batches[0];
    const kept = await send(ctx.t, manager, 'GET', `/api/v1/move-in/batches/${batch?.id}/file`);
    expect(kept.statusCode).toBe(200);
    expect(Buffer.compare(kept.rawPayload, file)).toBe(0);
    // Another organisation cannot reach it.
    const other = await ctx.b.login('manager');
    const res = await send(ctx.t, other, 'GET', `/api/v1/move-in/batches/${batch?.id}/file`);
    expect(res.statusCode).toBe(404);
    expect((await send(ctx.t, other, 'POST', '/api/v1/move-in/credit/undo')).statusCode).toBe(404);
  });

  it('reads another program’s layout once mapped, and remembers the mapping', async () => {
    const headers = { customerNo: 'Cust ID', amount: 'Balance THB', reference: 'Doc' };
    const above = [['Old Water Program v2 export']];
    const file = await stepSheet('credit', [{ customerNo: customers[2] ?? '', amount: 5 }], {
      headers,
      above,
    });
    const first = (await previewStep(ctx.t, manager, 'credit', file)).json().data;
    expect(first.mappingNeeded).not.toBeNull();
    expect(first.rowCount).toBe(0);
    const mapping = { headerRow: 2, columns: headers };
    const mapped = (await previewStep(ctx.t, manager, 'credit', file, mapping)).json().data;
    expect(mapped).toMatchObject({ mappingNeeded: null, rowCount: 1, amount: 500 });
    const incomplete = await previewStep(ctx.t, manager, 'credit', file, {
      headerRow: 2,
      columns: { customerNo: 'Cust ID' },
    });
    expect(incomplete.statusCode).toBe(422);
    expect((await moveStepIn(ctx.t, manager, 'credit', file, mapping)).status).toBe('succeeded');
    const again = await stepSheet('credit', [{ customerNo: customers[3] ?? '', amount: 7 }], {
      headers,
      above,
    });
    const remembered = (await previewStep(ctx.t, manager, 'credit', again)).json().data;
    expect(remembered).toMatchObject({ mappingNeeded: null, rowCount: 1, amount: 700 });
    expect(remembered.mapping).toEqual(mapping);
  });

  it('undoes the step as a whole', async () => {
    const job = await undoStep(ctx.t, manager, 'credit');
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    const state = (await stateOf(ctx.t, manager)) as MoveInState;
    const credit = state.steps.find((s) => s.step === 'credit');
    expect(credit?.rowCount).toBe(0);
    expect(credit?.batches.every((b) => b.undoneAt !== null && b.undoneByName !== null)).toBe(true);
    expect(state.imported.credit).toBe(0);
    expect((await send(ctx.t, manager, 'POST', '/api/v1/move-in/credit/undo')).statusCode).toBe(
      404,
    );
  });
});

describe('a hostile file', () => {
  it('is refused with its reason and brings nothing in: not a sheet, a formula, a zip bomb', async () => {
    const before = ((await stateOf(ctx.t, manager)) as MoveInState).imported;
    const notSheet = await previewStep(ctx.t, manager, 'credit', Buffer.from('name,amount\n1,2'));
    expect(notSheet.statusCode).toBe(415);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('data');
    ws.addRow(withStep('credit', (def) => def.columns.map((c) => c.header)));
    ws.addRow([customers[0] ?? '', { formula: '1+1' }, null]);
    const formula = await previewStep(
      ctx.t,
      manager,
      'credit',
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
    expect(formula.statusCode).toBe(422);
    expect(formula.json().errors[0].message).toMatch(/B2/);
    const bomb = await previewStep(ctx.t, manager, 'credit', workbookZip(sheetOfRows(2_000_000)));
    expect(bomb.statusCode).toBe(413);
    const liar = workbookZip(Buffer.alloc(120 * 1024 * 1024, 0x20), 1024);
    expect((await previewStep(ctx.t, manager, 'credit', liar)).statusCode).toBe(413);
    expect(((await stateOf(ctx.t, manager)) as MoveInState).imported).toEqual(before);
  }, 60_000);
});

describe('billing waits for going live', () => {
  it('refuses to bill while a move-in is under way', async () => {
    const fresh = await customerNoOf(await connectionWithMeter(ctx, 100, { depositPaid: 0 }));
    const file = await stepSheet('deposits', [{ customerNo: fresh, amount: 500 }]);
    const job = await moveStepIn(ctx.t, manager, 'deposits', file);
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    const roundId = await readingRound(2569, 1);
    const res = await send(ctx.t, manager, 'POST', `/api/v1/service-rounds/${roundId}/billing`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/ย้ายข้อมูลเข้า/);
  });
});

describe('control totals and going live', () => {
  const month = () => {
    const d = new Date();
    return { yearBe: d.getUTCFullYear() + 543, month: d.getUTCMonth() + 1 };
  };

  it('refuses to go live before the totals are typed', async () => {
    const res = await goLiveCall(ctx.t, manager, month());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe('controlTotals');
  });

  it('compares the typed totals to the satang and wants a reason while they differ', async () => {
    const { imported } = (await stateOf(ctx.t, manager)) as MoveInState;
    expect(imported.deposits).toBeGreaterThanOrEqual(50_000);
    const typed = await putTotals(ctx.t, manager, { ...imported, deposits: imported.deposits + 1 });
    expect(typed.statusCode, typed.body).toBe(200);
    const state = typed.json().data as MoveInState;
    expect(state.differences).toEqual({ customers: 0, debt: 0, deposits: -1, credit: 0 });
    const refused = await goLiveCall(ctx.t, manager, month());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].path).toBe('reason');
    const { yearBe } = month();
    const early = await goLiveCall(ctx.t, manager, { yearBe: yearBe - 1, month: 1, reason: 'x' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0].path).toBe('month');
  });

  it('goes live with a recorded reason, and everything is closed after', async () => {
    const live = await goLiveCall(ctx.t, manager, { ...month(), reason: 'ยอดเดิมปัดเศษ 1 สตางค์' });
    expect(live.statusCode, live.body).toBe(200);
    const state = live.json().data as MoveInState;
    expect(state.closed).toBe('live');
    expect(state.live).toMatchObject({ ...month(), reason: 'ยอดเดิมปัดเศษ 1 สตางค์' });
    const file = await stepSheet('credit', [{ customerNo: customers[3] ?? '', amount: 1 }]);
    expect((await previewStep(ctx.t, manager, 'credit', file)).statusCode).toBe(200);
    const confirm = await send(ctx.t, manager, 'POST', '/api/v1/move-in/credit/confirm', {
      ...fileBody(file),
      fileHash: 'a'.repeat(64),
    });
    expect(confirm.statusCode).toBe(409);
    expect((await send(ctx.t, manager, 'POST', '/api/v1/move-in/deposits/undo')).statusCode).toBe(
      409,
    );
    expect((await putTotals(ctx.t, manager, state.imported)).statusCode).toBe(409);
    expect((await goLiveCall(ctx.t, manager, { ...month(), reason: 'x' })).statusCode).toBe(409);
  });

  it('bills no month before the one it went live from', async () => {
    const { yearBe, month: m } = month();
    const before = m === 1 ? { y: yearBe - 1, m: 12 } : { y: yearBe, m: m - 1 };
    const roundId = await readingRound(before.y, before.m);
    const res = await send(ctx.t, manager, 'POST', `/api/v1/service-rounds/${roundId}/billing`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`${m}/${yearBe}`));
  });
});
