import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LARGE_CREDIT_LIMIT, type CounterAccount } from '@prapa/contracts';
import { addressTextOf, bangkokDate, fiscalYearOf, fullNameOf } from '@prapa/domain';
import {
  bills,
  officers,
  organisations,
  usageStatuses,
  waterUsers,
} from '../../db/schema/index.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { escapeLike } from '../../lib/list-query.ts';
import { readCounterQuery } from './counter-find.ts';
import { creditBalance, openBills } from './counter.repo.ts';
import { cashierBook } from './receipt-books.repo.ts';
import { billLabel, dayClosed } from './receipt-parts.ts';
import { billKeyOf } from '../billing/bill-key.ts';
import { billIsOpen } from '../billing/open-bill.ts';

const wu = waterUsers;
// Qualified by hand: drizzle leaves a one-table select's columns bare, which inside the
// subquery would name the bill's own columns.
const owedOf = sql<number>`coalesce((select sum(b.total - b.paid) from ${bills} b where b.org_id = water_users.org_id and b.water_user_id = water_users.id and ${billIsOpen(sql.raw('b.status'))}), 0)::float8`;

/**
 * The counter's search: a scanned bill (barcode, QR, bill number) finds its connection
 * alone; else customer number first, then names, meter serial and address.
 */
/**
 * The connection a scanned or typed bill number belongs to, through the bill's (fiscal
 * year, sequence) key; a number no bill can have finds nothing.
 */
const billWhere = (orgId: string, number: string) => {
  const key = billKeyOf(number);
  return key
    ? sql`${wu.id} = (select b.water_user_id from ${bills} b where b.org_id = ${orgId}
        and b.fiscal_year = ${key.fiscalYear} and b.seq = ${key.seq}
        and (b.kind = 'opening') = ${key.opening})`
    : sql`false`;
};

export const findAtCounter = (app: FastifyInstance, request: FastifyRequest, raw: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const q = readCounterQuery(raw);
    const columns = {
      id: wu.id,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      houseNo: wu.houseNo,
      moo: wu.moo,
      road: wu.road,
      subdistrict: wu.subdistrict,
      district: wu.district,
      province: wu.province,
      postcode: wu.postcode,
      meterSerial: wu.meterSerial,
      owed: owedOf,
    };
    const where =
      q.kind === 'bill'
        ? billWhere(orgId, q.number)
        : q.kind === 'customer'
          ? eq(wu.customerNo, q.customerNo)
          : // The 20 first matches through the view of migration 0005 (under RLS the trigram
            // index cannot serve ILIKE), so what they owe is summed for those 20 only; a
            // customer number typed in full is in search_text too, and comes first.
            sql`${wu.id} in (select s.id from water_user_search s
              where s.search_text ilike ${`%${escapeLike(q.text)}%`}
              order by s.customer_no <> ${q.text}, s.customer_no limit 20)`;
    const rows = await tx
      .select(columns)
      .from(wu)
      .where(and(eq(wu.orgId, orgId), where))
      .orderBy(sql`${wu.customerNo} <> ${q.kind === 'text' ? q.text : ''}`, asc(wu.customerNo))
      .limit(20);
    // A customer number typed in full is that connection, whatever else mentions it.
    const exact = q.kind === 'text' ? rows.filter((r) => r.customerNo === q.text) : [];
    return {
      scanned: q.kind === 'bill' ? q.number : null,
      items: (exact.length === 1 ? exact : rows).map((r) => ({
        id: r.id,
        customerNo: r.customerNo,
        name: fullNameOf(r),
        address: addressTextOf(r),
        meterSerial: r.meterSerial,
        owed: r.owed,
      })),
    };
  });

/** Everything the cashier's screen shows of one connection, and whether they can take cash. */
export const counterAccount = (
  app: FastifyInstance,
  request: FastifyRequest,
  waterUserId: string,
): Promise<CounterAccount> =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    const [user] = await tx
      .select({ user: wu, usageStatus: usageStatuses.name })
      .from(wu)
      .leftJoin(
        usageStatuses,
        and(eq(usageStatuses.orgId, wu.orgId), eq(usageStatuses.id, wu.usageStatusId)),
      )
      .where(and(eq(wu.orgId, orgId), eq(wu.id, waterUserId)));
    if (!user) throw notFound();
    const today = bangkokDate(new Date());
    const open = await openBills(tx, orgId, waterUserId);
    const [org] = await tx
      .select({
        allowPartial: organisations.allowPartialPayment,
        largeCreditLimit: organisations.largeCreditLimit,
      })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    const [me] = await tx
      .select({ officeId: officers.officeId })
      .from(officers)
      .where(and(eq(officers.orgId, orgId), eq(officers.id, actor.officerId)));
    const book = await cashierBook(
      tx,
      orgId,
      fiscalYearOf(today),
      actor.officerId,
      me?.officeId ?? null,
    );
    const u = user.user;
    return {
      waterUser: {
        id: u.id,
        customerNo: u.customerNo,
        name: fullNameOf(u),
        address: addressTextOf(u),
        meterSerial: u.meterSerial,
        usageStatus: user.usageStatus ?? '',
      },
      bills: open.map((b) => {
        const round = (b.snapshot as { round?: { yearBe: number; month: number } | null }).round;
        return {
          id: b.id,
          number: b.number,
          kind: b.kind,
          label: billLabel(b),
          yearBe: round?.yearBe ?? null,
          month: round?.month ?? null,
          billDate: b.billDate,
          dueDate: b.dueDate,
          overdue: b.dueDate !== null && b.dueDate < today,
          usage: b.usage,
          total: b.total,
          paid: b.paid,
          outstanding: b.total - b.paid,
          heads: b.heads,
          paidBefore: b.paidBefore,
          lines: b.lines,
        };
      }),
      owed: open.reduce((s, b) => s + b.total - b.paid, 0),
      credit: await creditBalance(tx, orgId, waterUserId),
      allowPartial: org?.allowPartial ?? false,
      largeCreditLimit: org?.largeCreditLimit ?? DEFAULT_LARGE_CREDIT_LIMIT,
      book: book
        ? {
            id: book.id,
            bookNo: book.bookNo,
            nextNo: book.nextNo,
            remaining: book.lastNo - book.nextNo + 1,
          }
        : null,
      dayClosed: await dayClosed(tx, orgId, actor.officerId, today),
    };
  });
