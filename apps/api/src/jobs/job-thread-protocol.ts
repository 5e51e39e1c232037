/** What the server's main thread and its job thread say to each other (job-thread.ts). */
export type JobThreadData = {
  url: string;
  /** The thread's own pool: its jobs' connections, apart from the requests'. */
  poolMax: number;
  /** The thread's nice value (Linux: per thread): its work gives way to the requests'. */
  nice: number;
  logLevel: string;
  importBatchRows: number;
  staleAfterMs: number;
  pollMs: number;
  slots: number;
  orgLimit: number;
  sliceMs: number;
  /** Int32 × 2: requests this process answers, and 1 while another process answers some. */
  inFlight: SharedArrayBuffer;
};

export type ToRunner = { type: 'kick' } | { type: 'stop' };

export type ThreadLog = {
  type: 'log';
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  obj: Record<string, unknown>;
  msg: string;
};

/** The thread speaks only through log lines; its end is the Worker's 'exit'. */
export type FromRunner = ThreadLog;

/** The main thread's side of `inFlight`: what it answers, and whether a peer answers. */
export const requestsTeller = (inFlight: SharedArrayBuffer) => {
  const counts = new Int32Array(inFlight);
  return (own: number, peersBusy: boolean) => {
    Atomics.store(counts, 0, own);
    Atomics.store(counts, 1, peersBusy ? 1 : 0);
  };
};

/** The thread's side: requests being answered, a busy peer counting as one. */
export const requestsSeen = (inFlight: SharedArrayBuffer) => {
  const counts = new Int32Array(inFlight);
  return () => Atomics.load(counts, 0) + Atomics.load(counts, 1);
};
