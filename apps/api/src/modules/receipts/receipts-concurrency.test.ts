import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRow, JobView, Receipt, ReceiptBook } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import type { Database } from '../../db/client.ts';
import { withSystem } from '../../db/tenant.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import {
  asTestApp,
  freePort,
  makeTarget,
  ORG_CODE,
  PASSWORD,
  seedRound,
  signIn,
  startServer,
  stopped,
  type Client,
  type SeededRound,
  type Target,
} from '../../../test/server-process.ts';

// MONEY.md §1.2 and §1.5 at the counter, with two real server processes on one PostgreSQL
// database: 50 payers at once on 8 cashiers' own books, 50 at once on one office book
// shared by 4 cashiers, and two cashiers paying the same bill at the same moment. Every
// book's numbers run first..next−1 with no gap and no repeat; a bill is paid once.

const CONNECTIONS = 120;
type Row = Record<string, unknown>;
const rowsOf = (res: unknown) => (res as { rows: Row[] }).rows;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'receipts: two server processes, one database',
  () => {
    let target: Target;
    let database: Database;
    let seeded: SeededRound;
    let servers: ChildProcess[] = [];
    let finance: Client;
    let cashiers: Client[] = [];
    let cashChannel = '';
    const bills = new Map<string, BillRow>();

    beforeAll(async () => {
      target = await makeTarget();
      database = await target.open();
      seeded = await seedRound(database, CONNECTIONS, 1, 12);
      const ports = [await freePort(), await freePort()];
      servers = await Promise.all(ports.map((p) => startServer(p, target.env)));
      const port = (i: number) => ports[i % 2] ?? 0;
      finance = await signIn(port(0), ORG_CODE, 'finance', PASSWORD);
      cashiers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(port(i), ORG_CODE, `cashier${i + 1}`, PASSWORD),
        ),
      );
      const run = await finance.call('POST', `/api/v1/service-rounds/${seeded.roundId}/billing`);
      expect(run.status, JSON.stringify(run.body)).toBe(202);
      const jobId = (run.body.data as JobView).id;
      for (;;) {
        const job = (await finance.call('GET', `/api/v1/jobs/${jobId}`)).body.data as JobView;
        if (job.status === 'succeeded') break;
        expect(job.status).not.toBe('failed');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const list = await finance.call(
        'GET',
        `/api/v1/bills?roundId=${seeded.roundId}&pageSize=500`,
      );
      for (const b of (list.body.data as { items: BillRow[] }).items) bills.set(b.waterUserId, b);
      expect(bills.size).toBe(CONNECTIONS);
      const channels = await finance.call('GET', '/api/v1/basic/payment-channels?pageSize=50');
      cashChannel =
        (channels.body.data as { items: { id: string; code: string }[] }).items.find(
          (c) => c.code === 'CASH',
        )?.id ?? '';
      // Officers of the seeded organisation: cashier1…8 get a book each; 9…12 share the office's.
      const officers = rowsOf(
        await withSystem(database.db, (tx) =>
          tx.execute(
            sql`select id, username, office_id from officers where org_id = ${seeded.orgId}`,
          ),
        ),
      );
      const idOf = (username: string) => String(officers.find((o) => o.username === username)?.id);
      const office = String(officers.find((o) => o.username === 'cashier9')?.office_id);
      const receive = async (bookNo: string, holder: Record<string, string>) => {
        const made = await finance.call('POST', '/api/v1/receipt-books', {
          bookNo,
          kind: 'paper',
          firstNo: 1,
          lastNo: 100,
          receivedAt: bangkokDate(new Date()),
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const id = (made.body.data as ReceiptBook).id;
        const handed = await finance.call('POST', `/api/v1/receipt-books/${id}/hand-over`, holder);
        expect(handed.status, JSON.stringify(handed.body)).toBe(200);
      };
      for (let i = 1; i <= 8; i++) await receive(`C${i}`, { holderOfficerId: idOf(`cashier${i}`) });
      await receive('OFFICE', { holderOfficeId: office });
    });

    afterAll(async () => {
      for (const s of servers) await stopped(s, 'SIGKILL');
      await database?.close();
      await target?.drop();
    });

    const payBill = (on: Client, user: string) => {
      const bill = bills.get(user);
      return on.call('POST', '/api/v1/receipts', {
        waterUserId: user,
        billIds: [bill?.id],
        amount: bill?.total,
        channelId: cashChannel,
      });
    };

    const expectBooksGapless = async () => {
      const books = rowsOf(
        await withSystem(database.db, (tx) =>
          tx.execute(sql`
          select k.book_no, k.first_no, k.next_no, count(r.id)::int as receipts,
            count(distinct r.number)::int as numbers, min(r.number) as lo, max(r.number) as hi
          from receipt_books k left join receipts r on r.org_id = k.org_id and r.book_id = k.id
          where k.org_id = ${seeded.orgId} group by k.id, k.org_id`),
        ),
      );
      for (const b of books) {
        const used = Number(b.next_no) - Number(b.first_no);
        expect({ book: b.book_no, receipts: b.receipts, numbers: b.numbers }).toEqual({
          book: b.book_no,
          receipts: used,
          numbers: used,
        });
        if (used > 0) expect([Number(b.lo), Number(b.hi)]).toEqual([1, used]);
      }
      return books;
    };

    it('numbers 50 payers at once on 8 cashiers’ books and 50 on one shared book, no gap, no repeat', async () => {
      const users = seeded.users;
      const own = users.slice(0, 50).map((u, i) => payBill(cashiers[i % 8] as Client, u));
      const shared = users
        .slice(50, 100)
        .map((u, i) => payBill(cashiers[8 + (i % 4)] as Client, u));
      const answers = await Promise.all([...own, ...shared]);
      expect(answers.filter((a) => a.status !== 201).map((a) => a.body)).toEqual([]);
      const books = await expectBooksGapless();
      const office = books.find((b) => b.book_no === 'OFFICE');
      expect(Number(office?.receipts)).toBe(50);
      const cashierBooks = books.filter((b) => String(b.book_no).startsWith('C'));
      expect(cashierBooks.reduce((s, b) => s + Number(b.receipts), 0)).toBe(50);
    });

    it('pays a bill once when two cashiers take it at the same moment', async () => {
      for (const user of seeded.users.slice(100, 110)) {
        const [a, b] = await Promise.all([
          payBill(cashiers[0] as Client, user),
          payBill(cashiers[9] as Client, user),
        ]);
        expect([a.status, b.status].sort()).toEqual([201, 409]);
      }
      await expectBooksGapless();
      const paid = rowsOf(
        await withSystem(database.db, (tx) =>
          tx.execute(sql`
          select b.id, count(a.id)::int as allocations from bills b
          join receipt_allocations a on a.org_id = b.org_id and a.bill_id = b.id
          where b.org_id = ${seeded.orgId} group by b.id having count(a.id) > 1`),
        ),
      );
      expect(paid).toEqual([]);
      const list = await finance.call('GET', '/api/v1/receipts?pageSize=500');
      expect((list.body.data as { total: number }).total).toBe(110);
      expect((list.body.data as { items: Receipt[] }).items[0]?.status).toBe('valid');
      await expectLedgerBalanced(asTestApp(database), seeded.orgId);
    });
  },
);
