// Types of supervise.mjs, for the tests that drive it (apps/api/src/modules/health).
import type { ChildProcess } from 'node:child_process';

export declare const DO_NOT_RESTART: 78;

export type WorkerCommand = { command: string; args: string[]; cwd: string };
export type Backoff = { after: (uptimeMs: number) => number };

export declare const workerCommand: () => WorkerCommand;
export declare const reasonFrom: (tail: string) => string | null;
export declare const createBackoff: (options?: {
  firstMs?: number;
  maxMs?: number;
  resetAfterMs?: number;
}) => Backoff;

export type SuperviseOptions = {
  command?: WorkerCommand;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  backoff?: Backoff;
  drainTimeoutMs?: number;
  /** Keep a warm standby (default: unless PRAPA_STANDBY=0). */
  standby?: boolean;
  standbyDelayMs?: number;
  onStart?: (child: ChildProcess) => void;
  /** How a process is started (default: a detached child; cluster mode: cluster.fork). */
  launch?: (env: NodeJS.ProcessEnv) => ChildProcess;
  /** How the log names the process ("worker"). */
  name?: string;
};

export type Supervisor = {
  stop: (signal?: NodeJS.Signals) => void;
  /** The exit code the supervisor ends with. */
  done: Promise<number>;
  readonly workerPid: number | null;
  readonly standbyPid: number | null;
};

export declare const supervise: (options?: SuperviseOptions) => Supervisor;
export declare const runSupervisor: (options?: SuperviseOptions) => Promise<Supervisor>;
