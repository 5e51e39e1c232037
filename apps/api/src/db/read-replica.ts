import pg from 'pg';

/** Where the streaming replica stands, as last asked (cached about a second). */
export type ReplicaStatus =
  | {
      reachable: true;
      /** pg_last_wal_replay_lsn(): every write up to here is visible on the replica. */
      replayLsn: string;
      /** 0 when it has replayed all the primary had written when asked. */
      lagSeconds: number;
      /** How fresh its figures are: now when caught up, else its last replayed commit. */
      asOf: Date;
    }
  | { reachable: false; reason: string };

/** What inActorOrgRead decided, and why when it is the primary. */
export type ReadChoice =
  | { side: 'replica'; lagSeconds: number; asOf: Date }
  | { side: 'primary'; reason: 'unreachable' | 'lagging' | 'behind-your-write' };

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** An LSN "X/Y" (two 32-bit hex halves) as one number; null when it is not one. */
export const lsnValue = (text: string | null | undefined): bigint | null => {
  const m = LSN.exec(text ?? '');
  if (!m?.[1] || !m[2]) return null;
  return (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`);
};

/** a ≥ b as WAL positions; an unreadable b asks nothing of a. */
export const lsnAtLeast = (a: string, b: string | undefined): boolean => {
  const need = lsnValue(b);
  if (need === null) return true;
  const have = lsnValue(a);
  return have !== null && have >= need;
};

/**
 * The replica reads only when it answers, is no more than maxLagSeconds behind, and has
 * replayed the caller's own last write (afterLsn, from the prapa_lsn cookie).
 */
export const chooseRead = (
  status: ReplicaStatus,
  maxLagSeconds: number,
  afterLsn: string | undefined,
): ReadChoice => {
  if (!status.reachable) return { side: 'primary', reason: 'unreachable' };
  if (status.lagSeconds > maxLagSeconds) return { side: 'primary', reason: 'lagging' };
  if (!lsnAtLeast(status.replayLsn, afterLsn)) {
    return { side: 'primary', reason: 'behind-your-write' };
  }
  return { side: 'replica', lagSeconds: status.lagSeconds, asOf: status.asOf };
};

/** Status and the primary's WAL position are asked at most this often per process. */
const STATUS_TTL_MS = 1_000;
/** A replica that did not answer is asked again after this: each ask may wait on a connect. */
const DOWN_TTL_MS = 5_000;

type StatusRow = {
  recovering: boolean;
  lsn: string | null;
  replayed_at: Date | null;
  now: Date;
};

export type ReadPools = {
  /** The replica's pool (small: heavy reads are few at a time). */
  pool: pg.Pool;
  status: () => Promise<ReplicaStatus>;
  /** The primary's pg_current_wal_lsn(), for the read-your-writes cookie. */
  primaryLsn: () => Promise<string>;
  /** A read failed on the replica: ask again before the next one. */
  forget: () => void;
};

/**
 * The replica's side of a Database: its pool and its status. The primary's position is
 * taken first, then the replica's: a replica that has caught up answers ≥, never a race
 * that makes it look behind.
 */
export const openReadPools = (primary: pg.Pool, readUrl: string, max = 5): ReadPools => {
  const pool = new pg.Pool({ connectionString: readUrl, max, connectionTimeoutMillis: 2_000 });
  pool.on('error', (err) =>
    console.error(`postgres replica: idle connection lost: ${err.message}`),
  );
  const primaryLsn = async () => {
    const { rows } = await primary.query<{ lsn: string }>(
      'select pg_current_wal_lsn()::text as lsn',
    );
    return rows[0]?.lsn ?? '0/0';
  };
  const ask = async (): Promise<ReplicaStatus> => {
    try {
      const wanted = await primaryLsn();
      const { rows } = await pool.query<StatusRow>(
        `select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as lsn,
           pg_last_xact_replay_timestamp() as replayed_at, now() as now`,
      );
      const row = rows[0];
      if (!row?.recovering || !row.lsn) {
        return { reachable: false, reason: 'not a streaming replica (not in recovery)' };
      }
      if (lsnAtLeast(row.lsn, wanted)) {
        return { reachable: true, replayLsn: row.lsn, lagSeconds: 0, asOf: row.now };
      }
      const since = row.replayed_at ?? new Date(0);
      const lagSeconds = Math.max(0, (row.now.getTime() - since.getTime()) / 1000);
      return { reachable: true, replayLsn: row.lsn, lagSeconds, asOf: since };
    } catch (err) {
      return { reachable: false, reason: err instanceof Error ? err.message : String(err) };
    }
  };
  let cached: { until: number; value: Promise<ReplicaStatus> } | null = null;
  const status = () => {
    const now = Date.now();
    if (cached && now < cached.until) return cached.value;
    const value = ask();
    const entry = { until: now + STATUS_TTL_MS, value };
    cached = entry;
    void value.then((s) => {
      if (!s.reachable && cached === entry) entry.until = Date.now() + DOWN_TTL_MS;
    });
    return value;
  };
  return { pool, status, primaryLsn, forget: () => (cached = null) };
};
