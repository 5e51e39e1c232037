// WORKERS=N npm start (PostgreSQL only, issue 29): N server processes on one port. Node's
// cluster module shares the listening socket (the primary accepts and hands connections
// round-robin); each process is supervised as the single worker is (supervise.mjs): started
// again with backoff when it dies, drained on SIGTERM. Jobs are shared through the database
// (src/jobs/job-claim.ts), so any process may run any organisation's work.
import cluster from 'node:cluster';
import { createRequestRelay } from './request-relay.mjs';
import { DO_NOT_RESTART, supervise, workerCommand } from './supervise.mjs';

export const superviseCluster = ({
  workers,
  env = process.env,
  command = workerCommand(),
  log = (line) => process.stderr.write(`prapa supervisor: ${line}\n`),
  ...options
}) => {
  if (!env.DATABASE_URL) {
    // PGlite is one process on a locked data directory: a second would be refused anyway.
    log('WORKERS > 1 needs DATABASE_URL (PostgreSQL); PGlite runs one process');
    return { stop: () => {}, done: Promise.resolve(DO_NOT_RESTART), workerPids: [] };
  }
  // The command is node's flags, then the server's file (workerCommand()).
  cluster.setupPrimary({
    exec: command.args.at(-1),
    execArgv: command.args.slice(0, -1),
    cwd: command.cwd,
    // stderr piped: the supervisor reads why a process died from its last lines.
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  // A cluster worker shares the terminal's process group (cluster cannot detach it): a
  // Ctrl-C reaches it directly too. It leaves SIGINT to the supervisor, which forwards one
  // SIGTERM, so the drain is not cut short by a second signal.
  // PRAPA_REQUEST_RELAY: each process tells this one when it answers requests, and hears
  // whether its peers do (request-relay.mjs).
  const workerEnv = { ...env, PRAPA_SIGINT_FROM_SUPERVISOR: '1', PRAPA_REQUEST_RELAY: '1' };
  const relay = createRequestRelay();
  const slots = Array.from({ length: workers }, (_, i) =>
    supervise({
      ...options,
      env: workerEnv,
      log,
      name: `worker ${i + 1}/${workers}`,
      standby: false,
      launch: (processEnv) => {
        const child = cluster.fork(processEnv).process;
        relay.add(child);
        return child;
      },
    }),
  );
  log(`${workers} server processes on one port`);
  return {
    stop: (signal = 'SIGTERM') => {
      for (const slot of slots) slot.stop(signal === 'SIGINT' ? 'SIGTERM' : signal);
    },
    // The worst exit code of the processes: 0 only when each stopped cleanly.
    done: Promise.all(slots.map((slot) => slot.done)).then((codes) => Math.max(...codes)),
    get workerPids() {
      return slots.map((slot) => slot.workerPid);
    },
  };
};
