import { createConnection } from 'node:net';

/** The raw ("JetDirect") printing port of network receipt printers. */
export const RAW_PRINT_PORT = 9100;

/** Written in pieces so that every piece the printer takes resets the idle timer. */
const PIECE_BYTES = 16 * 1024;

/**
 * Sends a job over raw TCP and resolves once the printer has taken every byte and closed
 * its side: like CUPS's socket backend we half-close after the job and wait for the
 * printer's close, since only then has it read everything. `timeoutMs` is an idle timeout
 * (connecting, or no progress): a long receipt may take longer in total, because TCP flow
 * control only lets it through as fast as the printer prints. No retries: resending a
 * job that may have partly printed would print it twice.
 */
export const sendToPrinter = (
  host: string,
  port = RAW_PRINT_PORT,
  bytes: Buffer,
  timeoutMs = 5000,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const where = `printer ${host}:${port}`;
    let failure: Error | null = null;
    const socket = createConnection({ host, port, timeout: timeoutMs });
    socket.on('connect', () => {
      for (let at = 0; at < bytes.length; at += PIECE_BYTES) {
        socket.write(bytes.subarray(at, at + PIECE_BYTES));
      }
      socket.end();
    });
    // Printers may answer with status bytes; read and drop them so the stream can end.
    socket.resume();
    socket.on('timeout', () => {
      const phase = socket.connecting ? 'connecting' : 'waiting for it to take the job';
      failure = new Error(`${where}: no response for ${timeoutMs} ms while ${phase}`);
      socket.destroy();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      failure ??=
        err.code === 'ECONNREFUSED'
          ? new Error(`${where} refused the connection (is it on, and is the port right?)`, {
              cause: err,
            })
          : new Error(`${where}: ${err.message}`, { cause: err });
    });
    socket.on('close', () => {
      if (!failure && !socket.writableFinished) {
        failure = new Error(`${where} closed the connection before taking the whole job`);
      }
      if (failure) reject(failure);
      else resolve();
    });
  });
