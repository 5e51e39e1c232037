import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DebtorLedger } from '@prapa/contracts';
import { rowsOf } from '../../db/json-rows.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { streamedPdf } from '../../lib/send-pdf.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { streamLedgers } from './ledger-print.ts';
import { ledgerUsers } from './ledger.repo.ts';
import { ledgerIn } from './ledger.service.ts';

// Ledgers read per transaction: a short hold on the database (PGlite has one connection).
const CHUNK = 50;

/**
 * Every ledger of a route in walk order (route sequence, then customer number) as one
 * PDF, streamed: connections are read CHUNK at a time, each chunk in its own transaction.
 */
export const routeLedgersPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  routeId: string,
  fiscalYear: number,
) => {
  const { org, ids } = await inActorOrgRead(app, request, async ({ tx, orgId }) => {
    const [route] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from collection_routes where org_id = ${orgId} and id = ${routeId}`,
      ),
    );
    if (!route) throw notFound();
    const users = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from water_users where org_id = ${orgId}
        and route_id = ${routeId} order by route_seq nulls last, customer_no`),
    );
    return { org: await reportOrg(tx, orgId), ids: users.map((u) => u.id) };
  });
  async function* ledgers(): AsyncGenerator<DebtorLedger> {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      yield* await inActorOrgRead(app, request, async ({ tx, orgId }) => {
        const users = new Map((await ledgerUsers(tx, orgId, chunk)).map((u) => [u.id, u]));
        const out: DebtorLedger[] = [];
        for (const id of chunk) {
          const user = users.get(id);
          if (user) out.push(await ledgerIn(tx, orgId, user, fiscalYear));
        }
        return out;
      });
    }
  }
  return streamedPdf(request, 'route ledgers PDF', (out) =>
    streamLedgers(org, ledgers(), out, new Date()),
  );
};
