import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { ensureDemo } from './modules/setup/demo-seed.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Two processes on one PGlite directory corrupt it (DESIGN.md §9): hold a lock file with
 * our pid, and refuse to start while another live process holds it.
 */
const lockDataDir = (dir: string): (() => void) => {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'prapa.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch {
      const pid = Number(readFileSync(lock, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        console.error(
          `\nPrapa is already running on the data directory ${dir} (process ${pid}).\n` +
            `Stop that server first, or start this one with another DATA_DIR.\n` +
            `ประปากำลังทำงานอยู่บนโฟลเดอร์ข้อมูลนี้แล้ว (process ${pid}) กรุณาหยุดเซิร์ฟเวอร์เดิมก่อน\n`,
        );
        process.exit(1);
      }
      rmSync(lock, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
};

const main = async () => {
  const config = loadConfig();
  let unlock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl);
  } else {
    unlock = lockDataDir(config.dataDir);
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
