import { sql } from 'drizzle-orm';
import { bangkokDate } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

export const ACCOUNT = {
  bank: 'ธนาคารกรุงไทย',
  accountNo: '123-4-56789-0',
  accountName: 'กิจการประปา ก',
};
export const SAVINGS = {
  bank: 'ธนาคารออมสิน',
  accountNo: '020-1-11222-3',
  accountName: 'กิจการประปา ก',
};

/** The Bangkok date `n` days before today. */
export const daysAgo = (n: number) => bangkokDate(new Date(Date.now() - n * 86_400_000));

/** The organisation's bank accounts (its settings) and the account a channel pays into. */
export const withAccounts = (ctx: WaterCtx, orgId: string, channelId?: string) =>
  withSystem(ctx.t.database.db, async (tx) => {
    await tx.execute(sql`update organisations set bank_accounts = ${JSON.stringify([ACCOUNT, SAVINGS])}::jsonb
      where id = ${orgId}`);
    if (channelId)
      await tx.execute(sql`update payment_channels set bank_account = ${JSON.stringify(ACCOUNT)}::jsonb
        where org_id = ${orgId} and id = ${channelId}`);
  });

/**
 * A collector's remittance of an earlier day, as the ป.32 would have recorded it (cash
 * counted equal to the receipts): the cash book only reads remittances.
 */
export const pastRemittance = (
  ctx: WaterCtx,
  orgId: string,
  r: { officerId: string; receivedBy: string; date: string; cash: number; slipNo: string },
) =>
  withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`insert into remittances (org_id, officer_id, business_date, cash, transfer,
        expected_cash, expected_transfer, slip_no, received_by)
      values (${orgId}, ${r.officerId}, ${r.date}, ${r.cash}, 0, ${r.cash}, 0, ${r.slipNo}, ${r.receivedBy})`),
  );

export const postDeposit = (ctx: WaterCtx, s: Session, body: object, key?: string) =>
  send(ctx.t, s, 'POST', '/api/v1/bank-deposits', body, key ? { 'idempotency-key': key } : {});

export const postTransfer = (ctx: WaterCtx, s: Session, body: object, key?: string) =>
  send(ctx.t, s, 'POST', '/api/v1/treasury-transfers', body, key ? { 'idempotency-key': key } : {});
