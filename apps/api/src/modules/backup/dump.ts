import { spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

const gzipAsync = promisify(gzip);
export const gunzipAsync = promisify(gunzip);

/**
 * A consistent copy of a running PGlite, taken by the process that holds it (the only one
 * allowed to open its directory). CHECKPOINT first, so the files need no WAL replay. Then
 * the files are copied while this holds PGlite's transaction mutex, which every query and
 * every transaction takes: no transaction is open and none can start until the copy is
 * done (PGlite has no background writer, so nothing else writes either). Compression runs
 * afterwards, off the database: the server is held only for the copy.
 */
export const dumpPglite = async (client: PGlite): Promise<Buffer> => {
  await client.exec('CHECKPOINT');
  const tar = await client._runExclusiveTransaction(async () => {
    if (client.isInTransaction()) throw new Error('a transaction is open: cannot copy now');
    const blob = await client.dumpDataDir('none');
    return new Uint8Array(await blob.arrayBuffer());
  });
  return gzipAsync(tar, { level: 6 });
};

/** Runs a PostgreSQL client tool; its error output becomes the error's message. */
export const runTool = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (err) =>
      reject(new Error(`${command} could not start (${err.message}): install postgresql-client`)),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (${code}): ${errors.trim().slice(-2000)}`)),
    );
  });

/**
 * PostgreSQL: pg_dump's custom format (compressed, restorable table by table, read by
 * pg_restore), one snapshot of the whole database however busy the server is.
 */
export const pgDump = (url: string, file: string) =>
  runTool('pg_dump', ['--format=custom', '--compress=6', `--file=${file}`, `--dbname=${url}`]);
