import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupOverview, backupRunView, okEnvelope } from '@prapa/contracts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import {
  fromThisMachine,
  publishAccess,
  tokenMatches,
  withdrawAccess,
  type BackupAccess,
} from './backup-access.ts';
import { backupOverviewOf, runView } from './backup-overview.ts';
import { finishRun, lastGoodRun, recentRuns, runById, startRun } from './backup-runs.repo.ts';
import { startNightlyBackups, type Nightly } from './nightly-backup.ts';
import { recordedBackup } from './recorded-backup.ts';
import { pgliteBackup } from './write-backup.ts';

const tags = ['system'];

/**
 * Backups: the log and schedule for the IT screen, a backup now into BACKUP_DIR, the
 * nightly schedule, and (PGlite) the door through which `npm run backup` asks this
 * server for a copy of the database it alone may open.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const settings = config.backupDir ? { dir: config.backupDir, keep: config.backupKeep } : null;

  let nightly: Nightly | null = null;
  let access: BackupAccess | null = null;
  if (settings && config.env !== 'test') {
    app.addHook('onReady', async () => {
      nightly = startNightlyBackups(database, { ...settings, at: config.backupAt }, app.log);
    });
  }
  if (database.kind === 'pglite' && config.env !== 'test') {
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (!address || typeof address === 'string') return;
      const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
      access = publishAccess(config.dataDir, wildcard ? '127.0.0.1' : config.host, address.port);
    });
  }
  app.addHook('onClose', async () => {
    nightly?.stop();
    if (access) withdrawAccess(config.dataDir);
  });

  app.get(
    '/api/v1/system/backups',
    {
      config: { permission: 'backup.read' },
      schema: { tags, response: { 200: okEnvelope(backupOverview) } },
    },
    async (request) =>
      ok(
        request,
        backupOverviewOf(
          database.kind,
          settings && { ...settings, at: config.backupAt },
          await recentRuns(database.db, 20),
          await lastGoodRun(database.db),
        ),
      ),
  );

  app.post(
    '/api/v1/system/backups',
    {
      config: { permission: 'backup.run' },
      schema: { tags, response: { 200: okEnvelope(backupRunView) } },
    },
    async (request) => {
      if (!settings) throw new AppError('CONFLICT', { vars: { context: 'noBackupDir' } });
      const outcome = await recordedBackup(database, settings, 'manual');
      const run = outcome.status === 'skipped' ? null : await runById(database.db, outcome.id);
      if (!run) throw new AppError('INTERNAL');
      return ok(request, runView(run));
    },
  );

  // Not in the API documents: for `npm run backup` on this machine, with the token of
  // DATA_DIR/backup-access.json. Answers the gzip tarball; its manifest in a header.
  app.post(
    '/api/internal/backup',
    { config: { public: true }, schema: { hide: true } },
    async (request, reply) => {
      const token = request.headers['x-prapa-backup-token'];
      if (
        !access ||
        !fromThisMachine(request.raw.socket) ||
        !tokenMatches(typeof token === 'string' ? token : undefined, access.token)
      ) {
        throw new AppError('NOT_FOUND');
      }
      const id = await startRun(database.db, 'command');
      if (!id) throw new AppError('INTERNAL');
      try {
        const { bytes, manifest } = await pgliteBackup(database);
        await finishRun(database.db, id, {
          status: 'ok',
          file: manifest.file,
          bytes: manifest.bytes,
          sha256: manifest.sha256,
        });
        return reply
          .header('content-type', 'application/gzip')
          .header('x-prapa-manifest', Buffer.from(JSON.stringify(manifest)).toString('base64'))
          .send(bytes);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await finishRun(database.db, id, { status: 'failed', error });
        throw err;
      }
    },
  );
};
