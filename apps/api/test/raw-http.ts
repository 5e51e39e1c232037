import { request, type IncomingHttpHeaders } from 'node:http';

// Real HTTP calls to a listening test server (127.0.0.1), for what app.inject cannot do:
// a client that goes away in the middle of an answer, a body of bytes sent exactly.

export type Answer = { status: number; type: string; body: Buffer; ms: number };

/** How a download is abandoned. */
export type AbortWhen =
  /** right after the request is written, before any answer (the server is still reading) */
  | 'sent'
  /** as soon as the first bytes of the answer arrive (a tab closed at once) */
  | 'first-bytes'
  /** the first bytes read, then nothing more read for a while (the server backs up), then closed */
  | 'stalled';

/** GETs `path` and reads the whole answer. */
export const getAll = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const started = Date.now();
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
          ms: Date.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

/**
 * GETs `path` and destroys the socket as `when` says; resolves once the socket is closed,
 * with the answer's status and headers if any arrived.
 */
export const getAndAbort = (
  port: number,
  path: string,
  when: AbortWhen,
  headers: Record<string, string> = {},
) =>
  new Promise<{ status: number | null; headers: IncomingHttpHeaders | null }>((resolve) => {
    let status: number | null = null;
    let got: IncomingHttpHeaders | null = null;
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      status = res.statusCode ?? null;
      got = res.headers;
      res.once('data', () => {
        if (when === 'first-bytes') {
          req.destroy();
          return;
        }
        res.pause();
        setTimeout(() => req.destroy(), 150);
      });
      res.on('end', () => req.destroy());
    });
    // A destroyed request reports ECONNRESET or 'socket hang up': that is the point here.
    req.on('error', () => {});
    req.on('close', () => resolve({ status, headers: got }));
    req.end();
    if (when === 'sent') req.on('finish', () => setTimeout(() => req.destroy(), 3));
  });

/** Sends `body` as raw bytes (no re-encoding: invalid UTF-8 reaches the server as is). */
export const sendBytes = (
  port: number,
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string> = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const started = Date.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { 'content-length': String(body.length), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
            ms: Date.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
