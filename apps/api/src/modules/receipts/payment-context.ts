import { and, eq, sql } from 'drizzle-orm';
import {
  officers,
  organisations,
  paymentChannels,
  receipts,
  remittances,
  waterUsers,
} from '../../db/schema/index.ts';
import { PLAN_ONCE } from '../../db/plan-once.ts';
import type { Tx } from '../../db/tenant.ts';
import { payerColumns } from './counter.repo.ts';

type PayerKey = keyof typeof payerColumns;
const payerKeys = Object.keys(payerColumns) as PayerKey[];

/** The payer subquery's columns as a nested selection (drizzle selects a subquery no other way). */
const fieldsOf = <T extends Record<PayerKey, unknown>>(sq: T) =>
  Object.fromEntries(payerKeys.map((k) => [k, sq[k]])) as Pick<T, PayerKey>;

/**
 * What a payment needs to know besides the bills, in one statement (the counter's hot
 * path): the organisation (its receipt header, whether it allows part payment), the
 * cashier (name, office), the channel chosen, whether the cashier's day is closed (its
 * money remitted, MONEY.md §5), the receipt an Idempotency-Key already made, and the
 * payer: the connection's row, locked here (one payment of a connection at a time, so its
 * credit on account is read and used by one receipt only; the bills are locked after it).
 */
export const paymentContext = async (
  tx: Tx,
  q: {
    orgId: string;
    officerId: string;
    waterUserId: string;
    channelId: string;
    businessDate: string;
    idempotencyKey: string | null;
  },
) => {
  const payer = tx
    .select(payerColumns)
    .from(waterUsers)
    .where(and(eq(waterUsers.orgId, q.orgId), eq(waterUsers.id, q.waterUserId)))
    .for('update')
    .as('payer');
  const [row] = await tx
    .select({
      // Only what the receipt copies and the payment checks: the counter builds this
      // statement on every payment, and each column costs there.
      org: {
        nameTh: organisations.nameTh,
        address: organisations.address,
        phone: organisations.phone,
        taxId: organisations.taxId,
        logoDataUrl: organisations.logoDataUrl,
        allowPartialPayment: organisations.allowPartialPayment,
        largeCreditLimit: organisations.largeCreditLimit,
      },
      cashierName: officers.fullName,
      officeId: officers.officeId,
      channel: {
        id: paymentChannels.id,
        name: paymentChannels.name,
        kind: paymentChannels.kind,
        active: paymentChannels.active,
        referenceRequired: paymentChannels.referenceRequired,
      },
      // The receipt this Idempotency-Key made already, if any (the same payment asked again).
      earlierId:
        q.idempotencyKey === null
          ? sql<string | null>`null::uuid`
          : sql<string | null>`(select k.id from ${receipts} k
              where k.org_id = ${q.orgId} and k.idempotency_key = ${q.idempotencyKey})`,
      // A standing remittance closes the day; a voided one reopened it (issue 24).
      dayClosed: sql<boolean>`exists (select 1 from ${remittances} r
        where r.org_id = ${q.orgId} and r.officer_id = ${q.officerId}
          and r.business_date = ${q.businessDate} and r.voided_at is null)`,
      payer: fieldsOf(payer),
    })
    .from(organisations)
    .leftJoin(officers, and(eq(officers.orgId, organisations.id), eq(officers.id, q.officerId)))
    .leftJoin(
      paymentChannels,
      and(eq(paymentChannels.orgId, organisations.id), eq(paymentChannels.id, q.channelId)),
    )
    .leftJoinLateral(payer, sql`true`)
    .where(eq(organisations.id, q.orgId))
    .prepare(PLAN_ONCE)
    .execute();
  return row ?? null;
};
