import { errorCodeOf, isClientAbort } from './client-abort.ts';

export type GuardLog = {
  warn: (context: object, message: string) => void;
  fatal: (context: object, message: string) => void;
};

/** Ends the process with a code and the reason (server.ts passes worker-exit's exitWith). */
export type GuardExit = (code: number, reason: unknown) => void;

type GuardTarget = Pick<NodeJS.Process, 'on'>;

const contextOf = (err: unknown, origin: string) => ({
  origin,
  code: errorCodeOf(err),
  // An Error goes as itself: the logger's serializer keeps its type, message and stack.
  err: err instanceof Error ? err : { value: String(err) },
});

/**
 * The last line of defence (issue 23): a client that leaves mid-answer must never end the
 * server for every organisation. An unhandled rejection or uncaught exception that is a
 * client abort (ERR_STREAM_PREMATURE_CLOSE, ECONNRESET, EPIPE, ERR_STREAM_DESTROYED) is
 * logged with its context and the server goes on; any other is logged and ends the
 * process, as Node would, for the supervisor to start a clean one. An abort that reaches
 * here is a bug at its source (a stream's promise with no handler): the log says where.
 */
export const installProcessGuards = (
  log: GuardLog,
  exit: GuardExit = (code) => process.exit(code),
  target: GuardTarget = process,
) => {
  const handle = (err: unknown, origin: string) => {
    if (isClientAbort(err)) {
      log.warn(contextOf(err, origin), 'a client abort escaped its stream: logged, not fatal');
      return;
    }
    log.fatal(contextOf(err, origin), 'uncaught error: the server stops');
    exit(1, err);
  };
  target.on('unhandledRejection', (reason) => handle(reason, 'unhandledRejection'));
  target.on('uncaughtException', (err, origin) => handle(err, origin));
};
