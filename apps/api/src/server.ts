import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { ensureDemo } from './modules/setup/demo-seed.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';

const lockOrExit = (dir: string): (() => void) => {
  const lock = lockDataDir(dir);
  if ('release' in lock) return lock.release;
  console.error(
    `\nPrapa is already running on the data directory ${dir} (process ${lock.heldBy}).\n` +
      `Stop that server first, or start this one with another DATA_DIR.\n` +
      `ประปากำลังทำงานอยู่บนโฟลเดอร์ข้อมูลนี้แล้ว (process ${lock.heldBy}) กรุณาหยุดเซิร์ฟเวอร์เดิมก่อน\n`,
  );
  process.exit(1);
};

const main = async () => {
  const config = loadConfig();
  let unlock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    unlock = lockOrExit(config.dataDir);
    database = await openPglite(join(config.dataDir, 'pglite'));
  }
  await database.migrate();
  const app = await buildApp({ config, database });
  const demo = config.demo ? await ensureDemo(database.db) : null;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(
    `\nPrapa is running at ${url}  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
  if (demo?.created) {
    console.log(
      '\nDEMO organisation created: ประปาหมู่บ้านตัวอย่าง (code DEMO) — sample data, not a real utility.',
    );
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
