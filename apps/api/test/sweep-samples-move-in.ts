import { expect } from 'vitest';
import type { MoveInState } from '@prapa/contracts';
import { fileBody, stepSheet } from '../src/modules/move-in/move-in-fixtures.ts';
import {
  basicsOf,
  nationalId,
  send,
  userBody,
} from '../src/modules/water-users/water-user-fixtures.ts';
import { createOrg, type Session } from './factories.ts';
import type { SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of the move-in (issue 28; see sweep-samples.ts). The sweep's organisation
// bills already, so its move-in is closed: the samples move a new utility of their own in,
// and go live in a second one (going live closes the first's steps).

type Utility = { manager: Session; customers: string[] };

export const moveInSamples = (k: SweepKit): Record<string, Maker> => {
  const { t } = k;
  const newUtility = async (name: string): Promise<Utility> => {
    const org = await createOrg(t, name);
    const manager = await org.login('manager');
    const basics = await basicsOf(t, org);
    const customers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send(t, manager, 'POST', '/api/v1/water-users', {
        ...userBody(basics, { nationalId: nationalId(`11037${String(1_000_000 + i)}`) }),
        depositPaid: 0,
      });
      expect(res.statusCode, res.body).toBe(200);
      customers.push(String(res.json().data.customerNo));
    }
    return { manager, customers };
  };
  let moving: Promise<Utility> | null = null;
  let live: Promise<Utility> | null = null;
  const utility = () => (moving ??= newUtility('ประปาย้ายเข้า'));
  const as = (u: Utility) => ({ headers: u.manager.headers });
  const state = async (u: Utility) =>
    (await send(t, u.manager, 'GET', '/api/v1/move-in')).json().data as MoveInState;
  /** One move-in job at a time: wait until none is queued or running. */
  const idle = async (u: Utility) => {
    for (const until = Date.now() + 60_000; Date.now() < until;) {
      const running = (await state(u)).steps.some(
        (s) => s.job?.status === 'queued' || s.job?.status === 'running',
      );
      if (!running) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('a move-in job of the sweep did not end');
  };
  const confirmed = async (u: Utility, step: 'usage' | 'credit', file: Buffer) => {
    await idle(u);
    const preview = await send(t, u.manager, 'POST', `/api/v1/move-in/${step}/preview`, {
      ...fileBody(file),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    return { ...fileBody(file), fileHash: String(preview.json().data.fileHash) };
  };
  let usage: Promise<string> | null = null;
  /** A usage file brought in (its batch id), for the kept-file and undo samples. */
  const usageBatch = () =>
    (usage ??= (async () => {
      const u = await utility();
      const file = await stepSheet('usage', [
        { customerNo: u.customers[2] ?? '', period: '01/2569', usage: 12 },
      ]);
      const body = await confirmed(u, 'usage', file);
      const res = await send(t, u.manager, 'POST', '/api/v1/move-in/usage/confirm', body);
      expect(res.statusCode, res.body).toBe(202);
      await idle(u);
      const batch = (await state(u)).steps.find((s) => s.step === 'usage')?.batches[0];
      if (!batch) throw new Error('the sweep’s usage file did not come in');
      return batch.id;
    })());
  const creditFile = (u: Utility, i: number) =>
    stepSheet('credit', [
      { customerNo: u.customers[i] ?? '', amount: 25.5, reference: 'CR-SWEEP' },
    ]);
  return {
    'GET /api/v1/move-in': async () => as(await utility()),
    'GET /api/v1/move-in/{step}/template': async () => ({
      ...as(await utility()),
      params: { step: 'debts' },
    }),
    'POST /api/v1/move-in/{step}/preview': async () => {
      const u = await utility();
      return { ...as(u), params: { step: 'credit' }, body: fileBody(await creditFile(u, 0)) };
    },
    'POST /api/v1/move-in/{step}/confirm': async () => {
      const u = await utility();
      await usageBatch();
      return {
        ...as(u),
        params: { step: 'credit' },
        body: await confirmed(u, 'credit', await creditFile(u, 1)),
      };
    },
    'POST /api/v1/move-in/{step}/undo': async () => {
      const u = await utility();
      await usageBatch();
      await idle(u);
      return { ...as(u), params: { step: 'usage' } };
    },
    'GET /api/v1/move-in/batches/{id}/file': async () => ({
      ...as(await utility()),
      params: { id: await usageBatch() },
    }),
    'PUT /api/v1/move-in/control-totals': async () => ({
      ...as(await utility()),
      body: { customers: 3, debt: 0, deposits: 0, credit: 2_550 },
    }),
    'POST /api/v1/move-in/go-live': async () => {
      const u = await (live ??= newUtility('ประปาเปิดใช้ระบบ'));
      const typed = await send(t, u.manager, 'PUT', '/api/v1/move-in/control-totals', {
        customers: 3,
        debt: 0,
        deposits: 0,
        credit: 0,
      });
      expect(typed.statusCode, typed.body).toBe(200);
      const start = (typed.json().data as MoveInState).proposedStart;
      return { ...as(u), body: { ...start, reason: null } };
    },
  };
};
