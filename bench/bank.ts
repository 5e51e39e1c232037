/**
 * The bank-file bench (issue 11, MONEY.md §9): on the generated utility, its round billed
 * by the app's job, a BOT bill-payment file of 10,000 payments (one per open bill, ref1 +
 * ref2 as the bill's Thai QR carries them) is previewed and confirmed through the API, as
 * the finance screen does (the confirm is a job, followed to its end); GET /api/health is
 * probed meanwhile, and no transaction of the posting may hold PGlite much over a second
 * (issue 13). Targets: preview ≤ 3 s, confirm ≤ 10 s, on PGlite and PostgreSQL; every row a receipt, no gap in the book.
 */
import type { FastifyInstance } from 'fastify';
import type { JobView } from '@prapa/contracts';
import { sql } from 'drizzle-orm';
import { bangkokDate, writeBotFile } from '@prapa/domain';
import type { Database } from '../apps/api/src/db/client.ts';
import { withSystem } from '../apps/api/src/db/tenant.ts';
import { billedRound } from './billing.ts';
import { benchSession } from './bench-session.ts';
import { probeWhile } from './probe.ts';
import { profiled } from './profile.ts';
import { queryTimer, type QueryShare } from './query-timer.ts';
import type { Stats } from './stats.ts';

const ROWS = Number(process.env.BENCH_BANK_ROWS ?? 10_000);
const BILLER = '099400012345601';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const benchBank = async (
  app: FastifyInstance,
  database: Database,
): Promise<{
  facts: Record<string, string | number>;
  latency: Record<string, Stats>;
  statements: Record<string, QueryShare>;
}> => {
  const { orgId, send } = await benchSession(app);
  const facts: Record<string, string | number> = {};
  const latency: Record<string, Stats> = {};

  const round = await billedRound(database, orgId, send);
  const today = bangkokDate(new Date());
  await withSystem(database.db, (tx) =>
    tx.execute(sql`update organisations set promptpay_biller_id = ${BILLER} where id = ${orgId}`),
  );
  const channel = rowsOf<{ id: string }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select id from payment_channels where org_id = ${orgId} and code = 'QR'`),
    ),
  )[0]?.id;
  const book = (
    await send('POST', '/api/v1/receipt-books', {
      bookNo: 'QR-BENCH',
      kind: 'electronic',
      firstNo: 1,
      lastNo: 99_999,
      receivedAt: today,
    })
  ).data;
  await send('POST', `/api/v1/receipt-books/${String(book.id)}/hand-over`, {
    holderChannelId: channel,
  });
  const bills = rowsOf<{ number: string; customer_no: string; total: number }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select b.number, u.customer_no, b.total::float8 as total
        from bills b join water_users u on u.org_id = b.org_id and u.id = b.water_user_id
        where b.org_id = ${orgId} and b.round_id = ${round.id} and b.status = 'issued'
        order by b.number limit ${ROWS}`),
    ),
  );
  const file = Buffer.from(
    writeBotFile({
      bankCode: '014',
      account: '1234567890',
      companyName: 'PRAPA BENCH',
      effectiveDate: today,
      details: bills.map((b, i) => ({
        payDate: today,
        time: `${String(8 + Math.floor(i / 3600)).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        payerName: 'นายผู้ใช้น้ำ ทดสอบระบบ',
        ref1: b.customer_no,
        ref2: b.number,
        amount: b.total,
        billerId: BILLER,
      })),
    }),
  );
  const body = {
    fileName: 'bench.txt',
    contentBase64: file.toString('base64'),
    channelId: channel,
  };
  const [size] = rowsOf<{ users: number; bills: number }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select (select count(*) from water_users where org_id = ${orgId})::int as users,
        (select count(*) from bills where org_id = ${orgId})::int as bills`),
    ),
  );
  facts['utility (connections / bills)'] = `${size?.users} / ${size?.bills}`;
  facts['BOT file (rows, MB)'] = `${bills.length} rows, ${(file.length / 1048576).toFixed(1)} MB`;

  const previewed = await probeWhile(app, () =>
    profiled(`bank-preview-${database.kind}`, () =>
      send('POST', '/api/v1/bank-files/preview', body),
    ),
  );
  const preview = previewed.value.data as { fileHash: string; toReceipt: { count: number } };
  facts['preview (ms)'] = previewed.ms;
  facts['rows to receipt'] = preview.toReceipt.count;
  latency['GET /api/health during preview'] = previewed.health;

  const timer = queryTimer(database);
  timer.start();
  // The confirm, as the screen follows it: POST, then the job polled until it succeeds.
  const confirmed = await probeWhile(app, () =>
    profiled(`bank-confirm-${database.kind}`, async () => {
      const job = (
        await send('POST', '/api/v1/bank-files/confirm', {
          ...body,
          fileHash: preview.fileHash,
        })
      ).data as unknown as JobView;
      for (;;) {
        const view = (await send('GET', `/api/v1/jobs/${job.id}`)).data as unknown as JobView;
        if (view.status === 'failed') throw new Error(`bank job: ${JSON.stringify(view.error)}`);
        if (view.status === 'succeeded') return view;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }),
  );
  // The screen's polls of the job are not the posting's transactions.
  const queries = timer.stop(/^select … from jobs /);
  timer.close();
  const fileId = (confirmed.value.result as { fileId: string }).fileId;
  const result = (await send('GET', `/api/v1/bank-files/${fileId}/result`)).data as {
    receipts: unknown[];
  };
  facts['confirm, POST to the job succeeded (ms)'] = confirmed.ms;
  facts['receipts made'] = result.receipts.length;
  facts['  its transactions'] = queries.transactions.n;
  queries.longest.forEach((line, i) => {
    facts[`  longest transaction ${i + 1}`] = line;
  });
  latency['GET /api/health during confirm'] = confirmed.health;
  latency["the posting's transactions (the job's, not the polls)"] = queries.transactions;
  const [check] = rowsOf<{ receipts: number; numbers: number; next_no: number; paid: number }>(
    await withSystem(database.db, (tx) =>
      tx.execute(sql`select k.next_no, count(r.id)::int as receipts,
          count(distinct r.number)::int as numbers,
          (select count(*) from bills b where b.org_id = k.org_id and b.round_id = ${round.id}
            and b.status = 'paid')::int as paid
        from receipt_books k left join receipts r on r.org_id = k.org_id and r.book_id = k.id
        where k.org_id = ${orgId} and k.book_no = 'QR-BENCH' group by k.id, k.org_id`),
    ),
  );
  facts['book: receipts / numbers / next'] =
    `${check?.receipts} / ${check?.numbers} / ${check?.next_no}`;
  facts['bills of the round paid'] = check?.paid ?? 0;
  const statements = Object.fromEntries(Object.entries(queries.shares).slice(0, 12));
  return { facts, latency, statements };
};
