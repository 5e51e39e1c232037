import { describe, expect, it } from 'vitest';
import {
  debtStep,
  earliestPayBy,
  noticeNumber,
  noticeState,
  type DebtFacts,
} from './debt-steps.ts';

const settings = { warnAfterRounds: 2, cutoffAfterRounds: 3 };
const today = '2026-11-27';
const none: DebtFacts = {
  unpaidRounds: 0,
  owing: 0,
  cutOff: false,
  warning: null,
  cutoff: null,
  reconnectionPending: false,
};

describe('noticeNumber', () => {
  it('puts the kind letter, the BE fiscal year and six digits', () => {
    expect(noticeNumber('warning', 2570, 12)).toBe('W2570000012');
    expect(noticeNumber('cutoff', 2569, 1)).toBe('C2569000001');
    expect(noticeNumber('reconnection', 2570, 1234567)).toBe('R25701234567');
  });
});

describe('earliestPayBy', () => {
  it('is seven days after the notice (PWA), across a month end', () => {
    expect(earliestPayBy('2026-11-27')).toBe('2026-12-04');
  });
});

describe('debtStep', () => {
  const cases: [string, Partial<DebtFacts>, string][] = [
    ['nothing owed', {}, 'none'],
    ['one unpaid round', { unpaidRounds: 1, owing: 15_000 }, 'none'],
    ['two unpaid rounds: warn', { unpaidRounds: 2, owing: 30_000 }, 'warning'],
    [
      'warned already, still two rounds',
      { unpaidRounds: 2, owing: 30_000, warning: { payBy: '2026-11-20', done: false } },
      'none',
    ],
    ['three rounds, never warned: warn first', { unpaidRounds: 3, owing: 45_000 }, 'warning'],
    [
      'three rounds, warning within its period',
      { unpaidRounds: 3, owing: 45_000, warning: { payBy: '2026-11-27', done: false } },
      'waitNotice',
    ],
    [
      'three rounds, warning period passed',
      { unpaidRounds: 3, owing: 45_000, warning: { payBy: '2026-11-26', done: false } },
      'cutoff',
    ],
    [
      'order out, not done',
      {
        unpaidRounds: 4,
        owing: 60_000,
        warning: { payBy: '2026-10-01', done: false },
        cutoff: { payBy: '2026-11-01', done: false },
      },
      'cutoffPending',
    ],
    [
      'cut off and still owing',
      { unpaidRounds: 4, owing: 70_000, cutOff: true, cutoff: { payBy: '2026-11-01', done: true } },
      'none',
    ],
    [
      'cut off, all paid',
      { owing: 0, cutOff: true, cutoff: { payBy: '2026-11-01', done: true } },
      'reconnection',
    ],
    [
      'cut off, all paid, order out',
      {
        owing: 0,
        cutOff: true,
        cutoff: { payBy: '2026-11-01', done: true },
        reconnectionPending: true,
      },
      'reconnectionPending',
    ],
  ];
  it.each(cases)('%s', (_name, facts, step) => {
    expect(debtStep({ ...none, ...facts }, settings, today)).toBe(step);
  });

  it('warns and cuts at the same count when the organisation says so', () => {
    const same = { warnAfterRounds: 3, cutoffAfterRounds: 3 };
    expect(debtStep({ ...none, unpaidRounds: 3, owing: 1 }, same, today)).toBe('warning');
  });
});

describe('noticeState', () => {
  const warning = { status: 'issued' as const, kind: 'warning' as const, payBy: '2026-11-27' };
  it.each([
    ['void', { ...warning, status: 'void' as const }, { done: false, openBills: 2 }, 'void'],
    ['paid in time', warning, { done: false, openBills: 0 }, 'closed'],
    ['owing, on the pay-by day', warning, { done: false, openBills: 1 }, 'open'],
    [
      'owing past pay-by',
      { ...warning, payBy: '2026-11-26' },
      { done: false, openBills: 1 },
      'due',
    ],
    [
      'order carried out',
      { ...warning, kind: 'cutoff' as const },
      { done: true, openBills: 1 },
      'done',
    ],
    [
      'reconnection waits for its work, not for bills',
      { ...warning, kind: 'reconnection' as const },
      { done: false, openBills: 0 },
      'open',
    ],
  ] as const)('%s', (_name, n, facts, state) => {
    expect(noticeState(n, facts, today)).toBe(state);
  });
});
