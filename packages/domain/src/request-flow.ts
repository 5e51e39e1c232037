/**
 * Requests (คำร้อง, issue 26): the kinds a front office files, the states a request moves
 * through and, per kind, which move takes which state to which. One table: the server
 * refuses (409) what it refuses, and the screen offers only what it allows.
 */
export const requestKinds = [
  'new_connection',
  'transfer',
  'meter_size_change',
  'relocation',
  'suspension',
  'resumption',
  'cancellation',
  'reconnection',
  'complaint',
] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestStates = [
  'submitted',
  'surveyed',
  'approved',
  'fees_issued',
  'paid',
  'installed',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type RequestState = (typeof requestStates)[number];

/** What an officer does to a request; `paid` is no move: the counter's receipts make it. */
export const requestActions = [
  'survey',
  'approve',
  'issueFees',
  'install',
  'complete',
  'reject',
  'cancel',
] as const;
export type RequestAction = (typeof requestActions)[number];

type Flow = Partial<Record<RequestAction, { from: readonly RequestState[]; to: RequestState }>>;

const OPEN: readonly RequestState[] = ['submitted', 'surveyed', 'approved'];
const refuse = { reject: { from: ['submitted', 'surveyed'], to: 'rejected' } } as const;
const withdraw = { cancel: { from: [...OPEN, 'fees_issued'], to: 'cancelled' } } as const;

/** Work in the field paid for first: survey, approval, fees, the counter, the work, done. */
const paidWork: Flow = {
  survey: { from: ['submitted'], to: 'surveyed' },
  approve: { from: ['surveyed'], to: 'approved' },
  issueFees: { from: ['approved'], to: 'fees_issued' },
  install: { from: ['paid'], to: 'installed' },
  complete: { from: ['installed'], to: 'completed' },
  ...refuse,
  ...withdraw,
};

/** A decision on the register, no field work and no fee: approve, then done. */
const decision: Flow = {
  approve: { from: ['submitted', 'surveyed'], to: 'approved' },
  complete: { from: ['approved'], to: 'completed' },
  ...refuse,
  ...withdraw,
};

export const requestFlows: Record<RequestKind, Flow> = {
  new_connection: paidWork,
  meter_size_change: paidWork,
  relocation: paidWork,
  reconnection: {
    approve: { from: ['submitted'], to: 'approved' },
    issueFees: { from: ['approved'], to: 'fees_issued' },
    install: { from: ['paid'], to: 'installed' },
    complete: { from: ['installed'], to: 'completed' },
    ...refuse,
    ...withdraw,
  },
  transfer: decision,
  suspension: decision,
  resumption: decision,
  // The settling step (final reading billed, deposit applied, the rest refunded, the
  // connection ended) is `install`: it comes before done, and only once.
  cancellation: {
    survey: { from: ['submitted'], to: 'surveyed' },
    ...decision,
    install: { from: ['approved'], to: 'installed' },
    complete: { from: ['installed'], to: 'completed' },
  },
  complaint: {
    survey: { from: ['submitted'], to: 'surveyed' },
    complete: { from: ['submitted', 'surveyed'], to: 'completed' },
    ...refuse,
    cancel: { from: ['submitted', 'surveyed'], to: 'cancelled' },
  },
};

/** The state a move leads to, or null when this kind may not make it from `state`. */
export const requestMoveTo = (
  kind: RequestKind,
  state: RequestState,
  action: RequestAction,
): RequestState | null => {
  const move = requestFlows[kind][action];
  return move && move.from.includes(state) ? move.to : null;
};

/** The moves open to a request in its state, in the table's order. */
export const requestMovesFrom = (kind: RequestKind, state: RequestState): RequestAction[] =>
  requestActions.filter((a) => requestMoveTo(kind, state, a) !== null);

/** A request's number: "RQ", the BE fiscal year, the sequence in five digits (RQ257000012). */
export const requestNumber = (fiscalYear: number, seq: number) =>
  `RQ${fiscalYear}${String(seq).padStart(5, '0')}`;

/** An estimate line: quantity (thousandths allowed: 2.5 m) × unit price, half-up to the satang. */
export const estimateLineAmount = (quantityMilli: number, unitPrice: number): number =>
  Math.round((quantityMilli * unitPrice) / 1000);
