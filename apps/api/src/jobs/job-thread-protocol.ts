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

export type FromRunner = ThreadLog | { type: 'started' } | { type: 'stopped' };
