import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { oneAtATime } from './db/startup-lock.ts';
import { ALL_DEMO_CODES, ensureDemo } from './modules/setup/demo-seed.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import { drainOnSignals, holdSignalsWhileStarting } from './lib/graceful-drain.ts';
import { untilActive } from './lib/standby.ts';
import { installProcessGuards } from './lib/process-guards.ts';
import { DO_NOT_RESTART, exitWith } from './lib/worker-exit.ts';

const lockOrExit = (dir: string): (() => void) => {
  // A lock left by a dead server or carried by a copied directory is set aside, and said so.
  const lock = lockDataDir(dir, {
    onStale: (reason) => console.warn(`Data directory ${dir}: old lock file replaced (${reason}).`),
  });
  if ('release' in lock) return lock.release;
  console.error(
    `\nPrapa is already running on the data directory ${dir} (process ${lock.heldBy}).\n` +
      `Stop that server first, or start this one with another DATA_DIR.\n` +
      `ประปากำลังทำงานอยู่บนโฟลเดอร์ข้อมูลนี้แล้ว (process ${lock.heldBy}) กรุณาหยุดเซิร์ฟเวอร์เดิมก่อน\n`,
  );
  // Starting again cannot help: the supervisor gives up (scripts/supervise.mjs).
  return exitWith(DO_NOT_RESTART, `data directory ${dir} is in use by process ${lock.heldBy}`);
};

const configOrExit = () => {
  try {
    return loadConfig();
  } catch (err) {
    return exitWith(DO_NOT_RESTART, err);
  }
};

const main = async () => {
  holdSignalsWhileStarting();
  const config = configOrExit();
  let unlock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, undefined, config.readDatabaseUrl);
  } else {
    unlock = lockOrExit(config.dataDir);
    database = await openPglite(join(config.dataDir, 'pglite'));
  }
  const { app, demo } = await oneAtATime(database, async () => {
    await database.migrate();
    const built = await buildApp({ config, database });
    installProcessGuards(built.log, exitWith);
    return {
      app: built,
      demo: config.demo ? await ensureDemo(database.db, ALL_DEMO_CODES) : null,
    };
  });

  drainOnSignals({ app, database, release: unlock });

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(
    `\nPrapa is running at ${url}  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}${database.read ? ', heavy reads on the replica' : ''})`,
  );
  if (demo?.created) {
    for (const m of demo.made) {
      console.log(
        `\n${m.code} organisation created: ${m.name} (code ${m.code}) — sample data, not a real utility (seeded in ${(m.ms / 1000).toFixed(1)} s).`,
      );
    }
    console.log('Sign in at ' + url + '/pages/login with:');
    console.log('  organisation  username  password  role    position');
    for (const l of demo.logins) {
      console.log(
        `  ${l.organisation.padEnd(12)}  ${l.username.padEnd(8)}  ${l.password.padEnd(8)}  ${l.role.padEnd(6)}  ${l.position}`,
      );
    }
    console.log(
      '(PRAPA_DEMO=0 starts without the demo; the first-run page then creates your organisation.)\n',
    );
  }
};

untilActive()
  .then(main)
  .catch((err: unknown) => {
    console.error(err);
    exitWith(1, err);
  });
