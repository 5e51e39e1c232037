/**
 * How the server process (the worker) tells its supervisor (scripts/supervise.mjs) why it
 * ends: one line on stderr, which the supervisor repeats in its "worker died" line, and an
 * exit code. Keep both in step with supervise.mjs.
 */

/** sysexits EX_CONFIG: starting again will not help (bad config, data directory in use). */
export const DO_NOT_RESTART = 78;

const FATAL_MARK = '[prapa] fatal: ';

/** The reason in one line: an error's type and message, never its stack. */
export const oneLine = (reason: unknown): string => {
  const text =
    reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason ?? 'unknown');
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
};

/** Writes why the process ends (stderr to a pipe is synchronous), then ends it. */
export const exitWith = (code: number, reason: unknown): never => {
  process.stderr.write(`${FATAL_MARK}${oneLine(reason)}\n`);
  process.exit(code);
};
