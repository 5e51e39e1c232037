// The server the Playwright journeys run against: the built app, the real server,
// a fresh PGlite directory every run, on E2E_PORT (3100), serving WEB_DIST if set.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild } from './ensure-web-build.mjs';

// A build of one's own (WEB_DIST) is served as it is: the shared apps/web/dist is left
// alone, so two journeys runs on one machine never rebuild it under each other.
if (!process.env.WEB_DIST) ensureWebBuild();
const root = new URL('..', import.meta.url).pathname;
const port = process.env.E2E_PORT ?? '3100';
// One directory per port, so two journeys runs on one machine do not share a database.
const dataDir = join(root, '.e2e-data', port);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PRAPA_DEMO: '1',
    LOG_LEVEL: 'warn',
    // The journeys log in many times from one address.
    LOGIN_RATE_PER_MINUTE: '1000',
    // Small batches, so a journey can watch an import's progress (and reload under it).
    IMPORT_BATCH_ROWS: '100',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
