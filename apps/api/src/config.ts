import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** TRUST_PROXY: '' → trust no proxy; '2' → two hops; '10.0.0.1,192.168.0.0/16' → those. */
const parseTrustProxy = (
  text: string,
): boolean | string[] | ((address: string, hop: number) => boolean) => {
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^[1-9][0-9]?$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
};

/** Every environment variable the server reads, parsed once. README lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  READ_DATABASE_URL: z.string().optional(),
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  DATA_DIR: z.string().default('./data'),
  PRAPA_DEMO: bool.default(true),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(20),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Prapa <no-reply@localhost>'),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: z.string().trim().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  IMPORT_BATCH_ROWS: z.coerce.number().int().min(50).max(20_000).default(500),
  JOB_STALE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOB_SLOTS: z.coerce.number().int().min(1).max(32).optional(),
  JOB_ORG_LIMIT: z.coerce.number().int().min(1).max(32).default(1),
  JOB_SLICE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  JOB_NICE: z.coerce.number().int().min(0).max(19).optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PRAPA_REQUEST_RELAY: bool.default(false),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'HH:mm')
    .default('02:00'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for the heavy reads (reports, exports, dashboard). */
  readDatabaseUrl: string | undefined;
  /** A replica further behind than this is not read: the primary answers instead. */
  replicaMaxLagSeconds: number;
  dataDir: string;
  demo: boolean;
  jwtSecret: string | undefined;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  loginRatePerMinute: number;
  bodyLimit: number;
  /** Rows a long job writes per transaction (each well under a second on PGlite). */
  importBatchRows: number;
  /** PostgreSQL: a running job silent this long belongs to a dead process and is resumed. */
  jobStaleSeconds: number;
  /** PostgreSQL: jobs one server process runs at once (PGlite runs one). */
  jobSlots: number;
  /** Jobs of one organisation running at once, across every server process. */
  jobOrgLimit: number;
  /** A billing run steps back after this long when another organisation waits; 0: never. */
  jobSliceSeconds: number;
  /**
   * PostgreSQL: the jobs run in a thread of this nice value (1–19), below the requests';
   * 0 runs them in the main thread beside the requests.
   */
  jobNice: number;
  /** Server processes on one port (WORKERS=N npm start; PostgreSQL only). */
  workers: number;
  /** Set by the cluster supervisor: the processes tell each other when they answer requests. */
  requestRelay: boolean;
  /** Nightly backups go here (unset: none); the newest backupKeep are kept. */
  backupDir: string | undefined;
  backupKeep: number;
  /** Bangkok wall-clock time of the nightly backup, HH:mm. */
  backupAt: string;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  corsOrigin: string | undefined;
  /**
   * Whose X-Forwarded-For to believe: none (default: the client address is the socket's),
   * a number of proxy hops, or the proxies' addresses and CIDRs. Rate limits key on it.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  logLevel: string;
  webDist: string;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.WORKERS > 1 && !e.DATABASE_URL) {
    // PGlite is one process on a locked data directory (shared/DESIGN.md §9).
    throw new Error('Invalid environment:\n  WORKERS: more than one process needs DATABASE_URL');
  }
  if (e.READ_DATABASE_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  READ_DATABASE_URL: a replica of DATABASE_URL, which is not set',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    readDatabaseUrl: e.READ_DATABASE_URL || undefined,
    replicaMaxLagSeconds: e.REPLICA_MAX_LAG_SECONDS,
    dataDir: resolve(e.DATA_DIR),
    demo: e.PRAPA_DEMO,
    jwtSecret: e.JWT_SECRET,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT_BYTES,
    importBatchRows: e.IMPORT_BATCH_ROWS,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    // Two jobs at once on the machine unless set: one each with WORKERS=2. Measured on the
    // national bench (2 cores, WORKERS=2): four billing runs at once beside the counter
    // made its p99 356 ms and the search's p95 140 ms; two at once 266 ms and 51 ms, and
    // the month-end was no slower (217 s against 245 s).
    jobSlots: e.JOB_SLOTS ?? Math.max(1, Math.round(2 / e.WORKERS)),
    jobOrgLimit: e.JOB_ORG_LIMIT,
    jobSliceSeconds: e.JOB_SLICE_SECONDS,
    jobNice: e.JOB_NICE ?? 10,
    workers: e.WORKERS,
    requestRelay: e.PRAPA_REQUEST_RELAY,
    backupDir: e.BACKUP_DIR ? resolve(e.BACKUP_DIR) : undefined,
    backupKeep: e.BACKUP_KEEP,
    backupAt: e.BACKUP_AT,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    corsOrigin: e.CORS_ORIGIN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
};
