// A local streaming replica of the PostgreSQL on 127.0.0.1:5432, for the bench and the
// read-replica test (READ_DATABASE_URL). Debian's PostgreSQL, plain Node, no packages.
//
//   node scripts/replica.mjs start [--port 5433] [--dir /tmp/prapa-replica] [--db postgres]
//   node scripts/replica.mjs stop [--dir /tmp/prapa-replica]
//   node scripts/replica.mjs status [--port 5433] [--dir /tmp/prapa-replica]
//
// start prints the URL to use on stdout (its only line there); everything else goes to
// stderr. A replica already running is said so and start exits 0. A left-over directory
// of a stopped replica is made again: without a replication slot the primary may have
// recycled the WAL it would need to catch up, and a fresh base backup takes seconds.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = 'prapa-replica.json';
const PRIMARY = { host: '127.0.0.1', port: process.env.REPLICA_PRIMARY_PORT ?? '5432' };
const HBA_LINE = 'host replication all 127.0.0.1/32 trust';

const fail = (message) => {
  process.stderr.write(`replica: ${message}\n`);
  process.exit(1);
};
const say = (message) => process.stderr.write(`replica: ${message}\n`);

const parseArgs = (argv) => {
  const [command, ...rest] = argv;
  const options = { port: '5433', dir: '/tmp/prapa-replica', db: 'postgres' };
  for (let i = 0; i < rest.length; i += 1) {
    const name = rest[i]?.replace(/^--/, '');
    const value = rest[i + 1];
    if (!name || !(name in options) || value === undefined) fail(`unknown option ${rest[i]}`);
    options[name] = value;
    i += 1;
  }
  if (!/^[0-9]{2,5}$/.test(options.port)) fail(`--port ${options.port} is not a port`);
  if (options.port === PRIMARY.port) fail(`--port ${options.port} is the primary's`);
  return { command, ...options };
};

// postgres refuses to run as root: as root every server-side command runs as postgres.
const asPostgres = (bin, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

const run = (bin, args, { quiet = false } = {}) => {
  const [file, argv] = asPostgres(bin, args);
  // cwd /: postgres may not enter the caller's directory (pg_ctl checks it can).
  const result = spawnSync(file, argv, {
    cwd: '/',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error) return { ok: false, out: '', err: result.error.message };
  if (!quiet && result.stderr) process.stderr.write(result.stderr);
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr.trim() };
};

const psqlAt = (bin, port, query) =>
  run(
    join(bin, 'psql'),
    ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', '-d', 'postgres', '-XAtc', query],
    { quiet: true },
  );

/** The binaries of the primary's major version (PG_BIN overrides; else the newest installed). */
const binDir = ({ needPrimary }) => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const asked = spawnSync(
    'psql',
    [
      '-h',
      PRIMARY.host,
      '-p',
      PRIMARY.port,
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-XAtc',
      'show server_version_num',
    ],
    { encoding: 'utf8' },
  );
  if (asked.status !== 0 && needPrimary) {
    fail(
      `the primary on ${PRIMARY.host}:${PRIMARY.port} does not answer: ${(asked.stderr || asked.error?.message || '').trim()}`,
    );
  }
  const installed = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .map(Number)
        .filter(Boolean)
        .sort((a, b) => b - a)
    : [];
  const major = asked.status === 0 ? Math.floor(Number(asked.stdout.trim()) / 10000) : installed[0];
  const dir = `/usr/lib/postgresql/${major}/bin`;
  if (!existsSync(join(dir, 'pg_basebackup')))
    fail(`no PostgreSQL binaries in ${dir} (set PG_BIN)`);
  return dir;
};

/** The server running on this directory, if any (pg_ctl reads postmaster.pid). */
const running = (bin, dir) =>
  existsSync(join(dir, 'postmaster.pid')) &&
  run(join(bin, 'pg_ctl'), ['-D', dir, 'status'], { quiet: true }).ok;

const isOurs = (dir) => existsSync(join(dir, MARKER));

/** The primary accepts replication connections from 127.0.0.1 (reloaded when added). */
const allowReplication = (bin) => {
  const hba = psqlAt(bin, PRIMARY.port, 'show hba_file');
  if (!hba.ok || !hba.out) fail(`cannot ask the primary for its hba_file: ${hba.err}`);
  const lines = readFileSync(hba.out, 'utf8').split('\n');
  const rule = (line) => line.replace(/#.*/, '').trim().split(/\s+/);
  // pg_hba is first match: the first rule for a replication connection as postgres from
  // 127.0.0.1 decides (Debian's default asks a password there: ours goes above it).
  const first = lines
    .map(rule)
    .find(
      ([type, db, user, address]) =>
        type?.startsWith('host') &&
        db?.split(',').includes('replication') &&
        ['all', 'postgres'].includes(user ?? '') &&
        ['127.0.0.1/32', 'samehost', 'all', '0.0.0.0/0'].includes(address ?? ''),
    );
  if (first?.[4] === 'trust') return;
  const at = Math.max(
    0,
    lines.findIndex((line) => rule(line)[0] !== ''),
  );
  lines.splice(at, 0, '# Added by prapa scripts/replica.mjs: a local streaming replica.', HBA_LINE);
  try {
    writeFileSync(hba.out, lines.join('\n'));
  } catch (err) {
    fail(`cannot add "${HBA_LINE}" to ${hba.out} (${err.message}); add it and reload`);
  }
  const reload = psqlAt(bin, PRIMARY.port, 'select pg_reload_conf()');
  if (!reload.ok) fail(`added replication to ${hba.out} but could not reload: ${reload.err}`);
  say(`added "${HBA_LINE}" to ${hba.out} and reloaded`);
};

/** Settings a hot standby must hold at least as high as its primary, and its own port. */
const standbyConf = (bin, port, dir) => {
  const names = [
    'max_connections',
    'max_worker_processes',
    'max_wal_senders',
    'max_prepared_transactions',
    'max_locks_per_transaction',
  ];
  const asked = psqlAt(
    bin,
    PRIMARY.port,
    `select string_agg(name || ' = ' || setting, E'\\n') from pg_settings where name in (${names.map((n) => `'${n}'`).join(',')})`,
  );
  if (!asked.ok) fail(`cannot read the primary's settings: ${asked.err}`);
  return [
    "# Written by prapa scripts/replica.mjs (Debian keeps the primary's conf in /etc).",
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    'hot_standby = on',
    // Long exports on the replica are not cancelled by the primary's vacuum.
    'hot_standby_feedback = on',
    'shared_buffers = 32MB',
    'logging_collector = off',
    asked.out,
    '',
  ].join('\n');
};

const waitInRecovery = (bin, port, seconds) => {
  for (let i = 0; i < seconds * 4; i += 1) {
    const r = psqlAt(bin, port, 'select pg_is_in_recovery()');
    if (r.ok && r.out === 't') return true;
    if (r.ok && r.out === 'f')
      fail(`the server on port ${port} is not a replica (pg_is_in_recovery() is false)`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
  return false;
};

const urlOf = (port, db) => `postgres://postgres@127.0.0.1:${port}/${db}`;

const start = ({ port, dir, db }) => {
  const bin = binDir({ needPrimary: true });
  if (running(bin, dir)) {
    if (!isOurs(dir)) fail(`${dir} holds a running server this script did not make`);
    const { port: ownPort } = JSON.parse(readFileSync(join(dir, MARKER), 'utf8'));
    if (!waitInRecovery(bin, ownPort, 10))
      fail(`the replica in ${dir} runs but does not answer on ${ownPort}`);
    say(`already running on 127.0.0.1:${ownPort} (${dir})`);
    process.stdout.write(`${urlOf(ownPort, db)}\n`);
    return;
  }
  const busy = psqlAt(bin, port, 'select 1');
  if (busy.ok) fail(`port ${port} is taken by another server (try --port)`);
  if (existsSync(dir)) {
    if (!isOurs(dir) && spawnSync('ls', ['-A', dir], { encoding: 'utf8' }).stdout.trim()) {
      fail(`${dir} exists and is not a replica this script made; choose another --dir`);
    }
    say(`${dir}: a stopped replica's directory, made again`);
    rmSync(dir, { recursive: true, force: true });
  }
  allowReplication(bin);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  say(`base backup of ${PRIMARY.host}:${PRIMARY.port} into ${dir}`);
  const backup = run(join(bin, 'pg_basebackup'), [
    '-h',
    PRIMARY.host,
    '-p',
    PRIMARY.port,
    '-U',
    'postgres',
    '-D',
    dir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  if (!backup.ok) {
    rmSync(dir, { recursive: true, force: true });
    fail(`pg_basebackup failed: ${backup.err || backup.out}`);
  }
  const files = {
    'postgresql.conf': standbyConf(bin, port, dir),
    'pg_hba.conf': 'local all all trust\nhost all all 127.0.0.1/32 trust\n',
    'pg_ident.conf': '',
    [MARKER]: `${JSON.stringify({ port, primary: `${PRIMARY.host}:${PRIMARY.port}` })}\n`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text, { mode: 0o600 });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', join(dir, name)]);
  }
  const started = run(
    join(bin, 'pg_ctl'),
    ['-D', dir, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'],
    { quiet: true },
  );
  if (!started.ok) {
    const log = existsSync(join(dir, 'server.log'))
      ? readFileSync(join(dir, 'server.log'), 'utf8')
      : '';
    fail(`pg_ctl start failed: ${started.err}\n${log.split('\n').slice(-15).join('\n')}`);
  }
  if (!waitInRecovery(bin, port, 60))
    fail(`started, but pg_is_in_recovery() never answered on ${port}`);
  say(`streaming replica of ${PRIMARY.host}:${PRIMARY.port} running on 127.0.0.1:${port} (${dir})`);
  process.stdout.write(`${urlOf(port, db)}\n`);
};

const stop = ({ dir }) => {
  if (!existsSync(dir)) return say(`no replica in ${dir}`);
  if (!isOurs(dir)) fail(`${dir} is not a replica this script made; left alone`);
  const bin = binDir({ needPrimary: false });
  if (running(bin, dir)) {
    const stopped = run(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop'], {
      quiet: true,
    });
    if (!stopped.ok) fail(`pg_ctl stop failed: ${stopped.err}`);
  }
  rmSync(dir, { recursive: true, force: true });
  say(`stopped and removed ${dir}`);
};

const status = ({ dir, db }) => {
  const bin = binDir({ needPrimary: false });
  if (!isOurs(dir) || !running(bin, dir)) fail(`no replica running in ${dir}`);
  const { port } = JSON.parse(readFileSync(join(dir, MARKER), 'utf8'));
  const lag = psqlAt(
    bin,
    port,
    'select pg_last_wal_replay_lsn(), coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)',
  );
  say(
    `running on 127.0.0.1:${port}; replay LSN and seconds since the last replayed transaction: ${lag.out.replace('|', ', ')}`,
  );
  process.stdout.write(`${urlOf(port, db)}\n`);
};

const options = parseArgs(process.argv.slice(2));
const commands = { start, stop, status };
const command = commands[options.command];
if (!command)
  fail(
    'usage: node scripts/replica.mjs start|stop|status [--port 5433] [--dir /tmp/prapa-replica] [--db name]',
  );
command(options);
