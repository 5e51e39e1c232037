/**
 * The national bench's three phases of writing (issue 29): the organisations with their
 * officers, areas, routes, connections and meters (generate.ts's utility, one per size);
 * a year of history for the largest and a few others (debtors-history.ts); then for every
 * organisation the next round, read and checked, ready to bill (billing.ts's prepareRound,
 * the round created through the API as the clerk does). Statistics are left to the caller:
 * one ANALYZE after 500 organisations, not 500 of them.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { bangkokDate } from '@prapa/domain';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { hashPassword, setPasswordCostForTests } from '../apps/api/src/lib/passwords.ts';
import { prepareRound } from './billing.ts';
import type { Json } from './bench-session.ts';
import { writeDebtorHistory } from './debtors-history.ts';
import { BENCH_PASSWORD, generateUtility, type UtilityStaff } from './generate.ts';

export const NATION_PASSWORD = BENCH_PASSWORD;
/** Months of history the largest organisation and a few others carry. */
export const HISTORY_MONTHS = 12;

export type NationOrg = {
  code: string;
  orgId: string;
  connections: number;
  /** The open round of the next month, status `reading`, every connection read and checked. */
  roundId: string;
  /** Whether it carries HISTORY_MONTHS billed months before that round. */
  history: boolean;
};
export type Log = (line: string) => void;

const STAFF: UtilityStaff[] = [
  { username: 'manager', fullName: 'ผู้จัดการ ทดสอบ', position: 'manager', role: 'admin' },
  { username: 'cashier1', fullName: 'แคชเชียร์ หนึ่ง', position: 'cashier', role: 'editor' },
  { username: 'cashier2', fullName: 'แคชเชียร์ สอง', position: 'cashier', role: 'editor' },
  { username: 'reader', fullName: 'ผู้จดมาตร ทดสอบ', position: 'meter_reader', role: 'editor' },
];

/** passwords.ts's cost (N of scrypt) outside tests. */
const FULL_COST = 32768;

/** Every officer of the organisations gets the one full-cost hash, as a login would check. */
export const fullCostPasswords = async (database: Database, orgIds: string[]) => {
  const hash = await hashPassword(NATION_PASSWORD);
  await withSystem(database.db, (tx) =>
    tx.execute(sql`update officers set password_hash = ${hash}
      where org_id = any(${sql.param(orgIds)}::uuid[])`),
  );
};

export const nationCode = (index: number) => `N${String(index + 1).padStart(3, '0')}`;

/** Routes of about 700 connections (2 to 30), 10 to an area; R01 an equal share. */
export const layoutOf = (connections: number) => {
  const routes = Math.min(30, Math.max(2, Math.round(connections / 700)));
  const areas = Math.ceil(routes / 10);
  const routesPerArea = Math.ceil(routes / areas);
  return { areas, routesPerArea, smallRoute: Math.ceil(connections / (areas * routesPerArea)) };
};

/** The largest organisation (the first) and `others` more spread over the sizes. */
export const historyIndexes = (orgs: number, others = 15): number[] => {
  const picked = new Set([0]);
  for (let j = 1; j <= Math.min(others, orgs - 1); j++) {
    picked.add(Math.round((j * (orgs - 1)) / Math.min(others, orgs - 1)));
  }
  return [...picked].sort((a, b) => a - b);
};

/** `work` over the items, `width` at a time; the answers in the items' order. */
export const inParallel = async <T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await work(items[i] as T, i);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
};

const progress = (log: Log, label: string, total: number) => {
  const started = performance.now();
  let done = 0;
  const step = Math.max(1, Math.round(total / 10));
  return () => {
    done++;
    if (done % step === 0 || done === total) {
      const s = (performance.now() - started) / 1000;
      log(`  ${label}: ${done}/${total} (${s.toFixed(1)} s)`);
    }
  };
};

/** Phase 1: the organisations, `width` written at once (each in its own transactions). */
export const writeUtilities = async (
  database: Database,
  sizes: readonly number[],
  log: Log,
  width = 2,
) => {
  // One hash for every officer (2,000 scrypt hashes would take minutes), and a cheap one
  // while the 500 managers sign in to make the rounds (a full-cost check is ~0.3 s here):
  // fullCostPasswords puts the real one in afterwards.
  setPasswordCostForTests(1024);
  const passwordHash = await hashPassword(NATION_PASSWORD);
  setPasswordCostForTests(FULL_COST);
  const tick = progress(log, 'organisations', sizes.length);
  return inParallel(sizes, width, async (connections, i) => {
    const code = nationCode(i);
    const made = await generateUtility(database, connections, {
      code,
      nameTh: `ประปาทดสอบ ${code}`,
      ...layoutOf(connections),
      staff: { officers: STAFF, passwordHash },
      analyze: false,
      bulk: true,
    });
    tick();
    return { code, orgId: made.orgId, connections: made.connections };
  });
};

/** The Gregorian month `back` months before today's in Bangkok. */
const monthsBefore = (today: string, back: number) => {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const m0 = year * 12 + (month - 1) - back;
  return { year: Math.floor(m0 / 12), month: (m0 % 12) + 1 };
};

/**
 * Phase 2: HISTORY_MONTHS billed months up to last month, so the round the API proposes
 * next is this month's, as for the organisations with no history.
 */
export const writeHistories = async (
  database: Database,
  orgs: readonly { code: string; orgId: string }[],
  log: Log,
  width = 2,
) => {
  const first = monthsBefore(bangkokDate(new Date()), HISTORY_MONTHS);
  const tick = progress(log, 'histories', orgs.length);
  await inParallel(orgs, width, async (org) => {
    await writeDebtorHistory(database, org.orgId, {
      rounds: HISTORY_MONTHS,
      first,
      seqBlock: 100_000,
      receipts: 'all',
      analyze: false,
      bulk: true,
    });
    tick();
  });
};

/** Phase 3: each organisation's manager signs in once and creates the next round. */
export const openRounds = async (
  app: FastifyInstance,
  database: Database,
  orgs: readonly { code: string; orgId: string }[],
  log: Log,
  width = 2,
) => {
  const tick = progress(log, 'rounds', orgs.length);
  return inParallel(orgs, width, async (org) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/cms/auth/login',
      payload: { org_id: org.code, username: 'manager', password: NATION_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`${org.code} login: ${login.statusCode}`);
    const token = (login.json() as { data: { tokens: { access: { token: string } } } }).data.tokens
      .access.token;
    const headers = { authorization: `Bearer ${token}`, orgid: org.orgId };
    const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers, payload });
      if (res.statusCode >= 300) {
        throw new Error(`${org.code} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
      return res.json() as Json;
    };
    const round = await prepareRound(database, org.orgId, send, { analyze: false, bulk: true });
    tick();
    return round.id;
  });
};
