// Types of supervise-cluster.mjs, for the tests that drive it.
import type { SuperviseOptions } from './supervise.mjs';

export type ClusterSupervisor = {
  stop: (signal?: NodeJS.Signals) => void;
  /** The worst exit code of the processes. */
  done: Promise<number>;
  readonly workerPids: (number | null)[];
};

export declare const superviseCluster: (
  options: SuperviseOptions & { workers: number },
) => ClusterSupervisor;
