import type { MoveInState, MoveInStep } from '@prapa/contracts';
import { jobEnded } from '../../components/job-progress/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { figuresDiffer } from './go-live.tsx';

export type PageStep = 'waterUsers' | MoveInStep | 'totals' | 'goLive';
export type StepStatus = 'wait' | 'process' | 'finish' | 'error';
export type StepSummary = {
  key: PageStep;
  status: StepStatus;
  /** Translation key and values of the line under the step's title. */
  note: { key: string; values?: Record<string, string | number> };
};

type Values = Record<string, string | number>;
const note = (key: string, values?: Values): StepSummary['note'] => ({ key, values });

/** Every step in the page's order, with its state: done (with counts), running, or not yet. */
export const summarise = (state: MoveInState): StepSummary[] => {
  const first: StepSummary = {
    key: 'waterUsers',
    status: state.waterUsers > 0 ? 'finish' : 'wait',
    note: note('state.users', { n: state.waterUsers.toLocaleString() }),
  };
  const imports = state.steps.map<StepSummary>((s) => {
    const job = s.job;
    if (job && !jobEnded(job)) {
      const percent = job.total > 0 ? Math.round((100 * job.done) / job.total) : 0;
      return { key: s.step, status: 'process', note: note('state.running', { percent }) };
    }
    if (job?.status === 'failed')
      return { key: s.step, status: 'error', note: note('state.failed') };
    if (s.rowCount > 0) {
      const money = s.step !== 'readings' && s.step !== 'usage';
      return {
        key: s.step,
        status: 'finish',
        note: money
          ? note('state.doneAmount', {
              n: s.connections.toLocaleString(),
              amount: formatMoney(s.amount),
            })
          : note('state.done', { n: s.connections.toLocaleString() }),
      };
    }
    return {
      key: s.step,
      status: 'wait',
      note: note(s.step === 'usage' ? 'state.optional' : 'state.notStarted'),
    };
  });
  const totals: StepSummary = state.controlTotals
    ? figuresDiffer(state)
      ? { key: 'totals', status: 'error', note: note('state.differ') }
      : { key: 'totals', status: 'finish', note: note('state.agree') }
    : { key: 'totals', status: 'wait', note: note('state.notStarted') };
  const live: StepSummary = state.live
    ? { key: 'goLive', status: 'finish', note: note('state.live') }
    : { key: 'goLive', status: 'wait', note: note('state.notLive') };
  return [first, ...imports, totals, live];
};

/** Where the page opens: the first step not done yet (the last one once everything is). */
export const firstOpen = (steps: StepSummary[]) => {
  const index = steps.findIndex((s) => s.status !== 'finish' && s.key !== 'usage');
  return index === -1 ? steps.length - 1 : index;
};
