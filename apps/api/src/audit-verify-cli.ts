// `npm run audit:verify`: checks every organisation's audit chain (issue 23) and prints
// the first broken link of each; exits 1 when any chain is broken. PostgreSQL is read
// while the server runs; a PGlite directory only while no server holds it (the server's
// own check is on /org → "ตรวจสอบความครบถ้วนของบันทึก" or GET /api/v1/audit/verify).
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { withSystem } from './db/tenant.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import { auditChainReport } from './modules/audit/audit-chain.repo.ts';

const config = loadConfig();

const verifyAll = async (database: Database) => {
  const orgs = await withSystem(
    database.db,
    async (tx) =>
      (
        (await tx.execute(
          sql`select id, code, name_th from organisations order by code`,
        )) as unknown as { rows: { id: string; code: string; name_th: string }[] }
      ).rows,
  );
  let broken = 0;
  for (const org of orgs) {
    const report = await auditChainReport(database.db, org.id);
    const where = `${org.code} (${org.name_th})`;
    if (report.intact) {
      console.log(`ok      ${where}: ${report.rows} rows, last hash ${report.lastHash ?? '-'}`);
    } else {
      broken += 1;
      const first = report.firstBreak;
      console.log(
        `BROKEN  ${where}: ${report.breaks} broken link(s) in ${report.rows} rows; first at seq ${first?.seq} (${first?.problem}${first?.at ? `, written ${first.at}` : ''}${first?.id ? `, row ${first.id}` : ''})`,
      );
    }
  }
  console.log(
    broken === 0
      ? `Every audit chain holds (${orgs.length} organisation(s)).`
      : `${broken} organisation(s) with a broken audit chain.`,
  );
  return broken;
};

const main = async () => {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, 2);
    try {
      return await verifyAll(database);
    } finally {
      await database.close();
    }
  }
  const lock = lockDataDir(config.dataDir);
  if (!('release' in lock)) {
    console.error(
      `A server (process ${lock.heldBy}) is running on ${config.dataDir}; only it may open the database.\n` +
        'Check the chain on its /org screen (or GET /api/v1/audit/verify), or stop it and run this again.\n' +
        'เซิร์ฟเวอร์กำลังใช้ฐานข้อมูลนี้อยู่ ตรวจสอบได้ที่หน้า /org หรือหยุดเซิร์ฟเวอร์แล้วสั่งใหม่',
    );
    return 2;
  }
  try {
    const database = await openPglite(join(config.dataDir, 'pglite'));
    try {
      return await verifyAll(database);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
};

main().then(
  (code) => process.exit(code > 1 ? 2 : code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
