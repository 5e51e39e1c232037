import type { DebtAlertRow, DebtStepName, NoticeRef } from '@prapa/contracts';
import {
  debtStep,
  fullNameOf,
  noticeState,
  shortAddressOf,
  type DebtFacts,
  type DebtNoticeKind,
  type DebtSettings,
} from '@prapa/domain';
import type { ConnectionDebt, NoticeFacts } from './debt-facts.repo.ts';

/**
 * The domain's facts from a connection's latest notices: a warning counts while the
 * bills it listed are still open; a cut-off order while it is done or still owed (an
 * order whose debt was paid before the water was cut is closed and counts no more); a
 * reconnection order is pending while it answers the latest cut-off and is not done.
 */
export const factsOf = (c: ConnectionDebt): DebtFacts => {
  const w = c.warning;
  const k = c.cutoff;
  const r = c.reconnection;
  return {
    unpaidRounds: c.unpaidRounds,
    owing: c.owing,
    cutOff: c.cutOff,
    warning: w && w.openBills > 0 ? { payBy: w.payBy, done: false } : null,
    cutoff: k && (k.done || k.openBills > 0) ? { payBy: k.payBy, done: k.done } : null,
    reconnectionPending: !!(r && k && r.followsId === k.id && !r.done),
  };
};

export const stepOf = (c: ConnectionDebt, settings: DebtSettings, today: string): DebtStepName =>
  debtStep(factsOf(c), settings, today);

const refOf = (kind: DebtNoticeKind, n: NoticeFacts | null, today: string): NoticeRef | null =>
  n && {
    id: n.id,
    number: n.number,
    noticeDate: n.noticeDate,
    payBy: n.payBy,
    state: noticeState({ status: 'issued', kind, payBy: n.payBy }, n, today),
  };

export const alertRowOf = (c: ConnectionDebt, step: DebtStepName, today: string): DebtAlertRow => ({
  waterUserId: c.waterUserId,
  customerNo: c.customerNo,
  name: fullNameOf(c),
  address: shortAddressOf(c),
  phone: c.phone,
  areaName: c.areaName,
  routeName: c.routeName,
  routeSeq: c.routeSeq,
  usageStatus: { name: c.statusName, colour: c.statusColour, cutOff: c.cutOff },
  unpaidRounds: c.unpaidRounds,
  oldest:
    c.oldestYearBe !== null && c.oldestMonth !== null
      ? { yearBe: c.oldestYearBe, month: c.oldestMonth }
      : null,
  owing: c.owing,
  warning: refOf('warning', c.warning, today),
  cutoff: refOf('cutoff', c.cutoff, today),
  reconnection: refOf('reconnection', c.reconnection, today),
  step,
});
