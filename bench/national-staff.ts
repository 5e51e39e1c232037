/**
 * The national bench's counter staff: 32 cashiers in the 16 organisations with the most
 * debt, each with an electronic receipt book and a share of its organisation's debts.
 */
import pg from 'pg';
import { bangkokDate } from '@prapa/domain';
import type { NationInfo } from './national-generate.ts';
import { debtsOf, type Cashier } from './national-load.ts';
import { call, signIn } from './national-server.ts';

/** Organisations the counter works in: two cashiers each. */
export const COUNTER_ORGS = 16;

/** The organisations the counter and the clerk work in, and their sessions. */
export const counterStaff = async (base: string, info: NationInfo, url: string) => {
  const byDebt = [...info.orgs].sort(
    (a, b) => Number(b.history) - Number(a.history) || b.connections - a.connections,
  );
  const orgs = byDebt.slice(0, COUNTER_ORGS);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const today = bangkokDate(new Date());
  const cashiers: Cashier[] = [];
  for (const org of orgs) {
    const manager = await signIn(base, org.code, 'manager', info.password);
    const { rows: staff } = await client.query<{ id: string; username: string }>(
      `select id, username from officers where org_id = $1 and position = 'cashier' order by username`,
      [org.orgId],
    );
    const { rows: channels } = await client.query<{ id: string }>(
      `select id from payment_channels where org_id = $1 and code = 'CASH'`,
      [org.orgId],
    );
    for (const [i, officer] of staff.entries()) {
      const book = await call(base, 'POST', '/api/v1/receipt-books', manager, {
        bookNo: `NB${i + 1}`,
        kind: 'electronic',
        firstNo: 1,
        lastNo: 100_000,
        receivedAt: today,
      });
      const bookId = String((book.body.data as { id?: string } | undefined)?.id);
      await call(base, 'POST', `/api/v1/receipt-books/${bookId}/hand-over`, manager, {
        holderOfficerId: officer.id,
      });
      cashiers.push({
        orgId: org.orgId,
        session: await signIn(base, org.code, officer.username, info.password),
        channelId: channels[0]?.id ?? '',
        debts: [],
      });
    }
  }
  await client.end();
  return refill(url, cashiers);
};

/** The cashiers again, each with a share of its organisation's debts as they are now. */
export const refill = async (url: string, cashiers: Cashier[]): Promise<Cashier[]> => {
  const out: Cashier[] = [];
  for (const orgId of new Set(cashiers.map((c) => c.orgId))) {
    const mine = cashiers.filter((c) => c.orgId === orgId);
    const debts = await debtsOf(url, orgId, 2_000);
    for (const [i, c] of mine.entries()) {
      out.push({ ...c, debts: debts.filter((_, k) => k % mine.length === i) });
    }
  }
  return out;
};
