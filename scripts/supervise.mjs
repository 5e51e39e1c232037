// The supervisor behind `npm start`: runs the API server (the worker) as a child process,
// starts it again with backoff when it dies, says why it died, and drains it on SIGTERM.
// Plain Node, no dependency: it must keep working when everything else has failed.
// `node scripts/supervise.mjs` runs it without building the web app (tests, containers).
import { spawn } from 'node:child_process';

/** The worker's "do not restart me" exit code (sysexits EX_CONFIG): bad config, locked data. */
export const DO_NOT_RESTART = 78;
/** The line a dying worker writes to stderr to say why (apps/api/src/lib/worker-exit.ts). */
const FATAL_MARK = '[prapa] fatal: ';

const root = new URL('..', import.meta.url).pathname;

export const workerCommand = () => ({
  command: process.execPath,
  args: ['--import', 'tsx', 'apps/api/src/server.ts'],
  cwd: root,
});

/**
 * Why a worker died, from the end of its stderr: the line it wrote on purpose, else the
 * last error line Node or V8 printed (an uncaught exception, "heap out of memory").
 */
export const reasonFrom = (tail) => {
  const lines = tail
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    const at = lines[i].indexOf(FATAL_MARK);
    if (at >= 0) return lines[i].slice(at + FATAL_MARK.length);
  }
  const error = lines.findLast((l) => /^(\w*(Error|Exception)\b|FATAL ERROR|Uncaught)/.test(l));
  return error ?? lines.findLast((l) => !/^\s+at |^Node\.js v\d/.test(l)) ?? null;
};

/** 0.5 s, 1 s, 2 s … up to 30 s; back to the first step once a worker stayed up a minute. */
export const createBackoff = ({ firstMs = 500, maxMs = 30_000, resetAfterMs = 60_000 } = {}) => {
  let next = firstMs;
  return {
    /** The wait before the next start, given how long the last worker ran. */
    after: (uptimeMs) => {
      if (uptimeMs >= resetAfterMs) next = firstMs;
      const wait = next;
      next = Math.min(next * 2, maxMs);
      return wait;
    },
  };
};

const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit code ${code}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs the worker until stop() (or a worker that exits 0 or DO_NOT_RESTART). Resolves
 * `done` with the exit code the supervisor should end with. With `standby`, a second
 * process loads the server's modules ahead and waits (apps/api/src/lib/standby.ts): when
 * the worker dies, it takes over without paying for the loading again.
 */
export const supervise = ({
  command = workerCommand(),
  env = process.env,
  log = (line) => process.stderr.write(`prapa supervisor: ${line}\n`),
  backoff = createBackoff(),
  drainTimeoutMs = 30_000,
  standby = env.PRAPA_STANDBY !== '0',
  // After the worker says it serves: out of the way of its start, which it would slow.
  standbyDelayMs = 1_000,
  onStart = () => {},
  // How a process is started: a plain child (default) or a cluster worker (supervise-cluster.mjs).
  launch = (processEnv) =>
    spawn(command.command, command.args, {
      cwd: command.cwd,
      env: processEnv,
      detached: true,
      // The IPC channel: 'standby' / 'go', and the worker drains when the supervisor dies.
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    }),
  name = 'worker',
} = {}) => {
  let worker = null;
  let startedAt = 0;
  /** The warm standby: { child, ready } once started. */
  let spare = null;
  /** Standbys that ended before they were ready, in a row: each waits twice as long. */
  let spareFailures = 0;
  let stopping = false;
  let restartTimer = null;
  let spareTimer = null;
  let killTimer = null;
  let finish = () => {};
  const done = new Promise((resolve) => (finish = resolve));

  const dropSpare = () => {
    clearTimeout(spareTimer);
    spareTimer = null;
    spare?.child.kill('SIGTERM');
    spare = null;
  };

  const end = (code) => {
    clearTimeout(restartTimer);
    clearTimeout(killTimer);
    dropSpare();
    finish(code);
  };

  const go = (child) => {
    try {
      child.send('go');
    } catch {
      // Gone already: its exit is on its way and judged as the worker's.
    }
  };

  const spawnProcess = (asStandby) => {
    // Its own process group: a terminal's Ctrl-C reaches the supervisor only, which
    // forwards one signal (a second one would make the worker skip its drain).
    const child = launch({ ...env, PRAPA_STANDBY: asStandby ? '1' : '0' });
    let tail = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-8192);
    });
    child.on('error', (err) => log(`cannot start a worker: ${err.message}`));
    child.on('message', (message) => {
      if (message === 'serving' && child === worker) planSpare();
      if (message !== 'standby') return;
      if (child === worker) {
        go(child); // promoted while it was still loading
      } else if (spare?.child === child) {
        spare.ready = true;
        spareFailures = 0;
        log(`standby ${child.pid} ready`);
      }
    });
    child.on('exit', (code, signal) => {
      // The stderr pipe may still hold the last lines: read them before judging.
      const judge = () => exited(child, code, signal, reasonFrom(tail));
      if (child.stderr.readableEnded) judge();
      else {
        child.stderr.once('end', judge);
        setTimeout(judge, 200).unref();
      }
    });
    return child;
  };

  const planSpare = () => {
    if (!standby || stopping || spare || spareTimer) return;
    spareTimer = setTimeout(
      () => {
        spareTimer = null;
        if (stopping || spare) return;
        spare = { child: spawnProcess(true), ready: false };
        log(`standby ${spare.child.pid} loading`);
      },
      standbyDelayMs * 2 ** Math.min(spareFailures, 8),
    );
  };

  const start = () => {
    restartTimer = null;
    if (spare) {
      // The standby takes over: told 'go' now, or as soon as it has loaded.
      const { child, ready } = spare;
      spare = null;
      worker = child;
      if (ready) go(child);
      log(`${name} ${child.pid} started (the warm standby${ready ? '' : ', still loading'})`);
    } else {
      worker = spawnProcess(false);
      log(`${name} ${worker.pid} started`);
    }
    startedAt = Date.now();
    onStart(worker);
  };

  const exited = (child, code, signal, reason) => {
    if (spare?.child === child) {
      if (!spare.ready) spareFailures += 1;
      spare = null;
      log(
        `standby ${child.pid} ended (${describeExit(code, signal)})${reason ? `: ${reason}` : ''}`,
      );
      return planSpare();
    }
    if (worker !== child) return; // judged already, or a standby dropped on purpose
    worker = null;
    const uptime = Date.now() - startedAt;
    const how = `${describeExit(code, signal)} after ${seconds(uptime)}`;
    if (stopping) {
      log(`${name} ${child.pid} stopped (${how})`);
      // Killed by the forwarded signal before its drain was set up (still booting): fine.
      return end(code ?? (signal === 'SIGKILL' ? 1 : 0));
    }
    if (code === 0) {
      log(`worker ${child.pid} stopped by itself (${how}); not restarting`);
      return end(0);
    }
    if (code === DO_NOT_RESTART) {
      log(`worker ${child.pid} refused to run (${how}): ${reason ?? 'see above'}; not restarting`);
      return end(code);
    }
    const wait = backoff.after(uptime);
    log(
      `${name} ${child.pid} died (${how})${reason ? `: ${reason}` : ''}; restarting in ${seconds(wait)}`,
    );
    restartTimer = setTimeout(start, wait);
  };

  const stop = (signal = 'SIGTERM') => {
    if (!worker) {
      // Between two workers: nothing to drain.
      stopping = true;
      return end(0);
    }
    if (stopping) {
      worker.kill(signal); // a second signal: the worker stops without draining
      return;
    }
    stopping = true;
    dropSpare();
    log(`${signal}: draining worker ${worker.pid} (at most ${seconds(drainTimeoutMs)})`);
    worker.kill(signal);
    const draining = worker;
    killTimer = setTimeout(() => {
      log(`worker ${draining.pid} still draining after ${seconds(drainTimeoutMs)}: SIGKILL`);
      draining.kill('SIGKILL');
    }, drainTimeoutMs);
  };

  start();
  return {
    stop,
    done,
    get workerPid() {
      return worker?.pid ?? null;
    },
    get standbyPid() {
      return spare?.child.pid ?? null;
    },
  };
};

/** The process side: signals in, exit code out. WORKERS=N: N server processes on one port. */
export const runSupervisor = async (options = {}) => {
  const workers = Number(options.env?.WORKERS ?? process.env.WORKERS ?? 1);
  let supervisor;
  if (workers > 1) {
    const { superviseCluster } = await import('./supervise-cluster.mjs');
    supervisor = superviseCluster({ ...options, workers });
  } else {
    supervisor = supervise(options);
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => supervisor.stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  }
  void supervisor.done.then((code) => process.exit(code));
  return supervisor;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runSupervisor({ env: { NODE_ENV: 'production', ...process.env } });
}
