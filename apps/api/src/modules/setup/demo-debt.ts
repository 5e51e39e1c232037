import { sql } from 'drizzle-orm';
import { addDays, earliestPayBy } from '@prapa/domain';
import { rowsOf } from '../../db/json-rows.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { issueBatch, type NoticeJobInput } from '../debt/notice-issue-job.ts';
import { markWorkDone } from '../debt/notice-work.service.ts';

export type DemoPlan = 'regular' | 'late' | 'credit' | 'owes2' | 'owes4' | 'cutoff';

const issueAs = async (
  ctx: TenantCtx,
  kind: NoticeJobInput['kind'],
  ids: string[],
  noticeDate: string,
  payBy: string,
) =>
  ids.length === 0
    ? []
    : issueBatch(
        ctx.tx,
        ctx.orgId,
        null,
        {
          kind,
          waterUserIds: ids,
          noticeDate,
          payBy,
          officerId: ctx.actor.officerId,
          homeOrgId: ctx.orgId,
          ip: null,
        },
        ids,
      );

/** The dial of the connection's last reading: what the field staff note at the cut-off. */
const lastDial = async (ctx: TenantCtx, waterUserId: string) => {
  const [row] = rowsOf<{ current: number | null }>(
    await ctx.tx.execute(sql`
      select current from readings where org_id = ${ctx.orgId} and water_user_id = ${waterUserId}
        and current is not null order by read_at desc limit 1`),
  );
  return row?.current === undefined || row.current === null ? null : Number(row.current);
};

/**
 * The demo's debt followed up (issue 12): the households four months behind were warned
 * three weeks ago (their cut-off is due now); the one five months behind was warned, its
 * cut-off order carried out (status "cut off", the reconnection fee billed) and it still
 * owes. Those two months behind are left for a manager to warn at /operation/payment_alert.
 */
export const demoDebt = async (
  ctx: TenantCtx,
  plans: { id: string; plan: DemoPlan }[],
  today: string,
) => {
  const of = (plan: DemoPlan) => plans.filter((p) => p.plan === plan).map((p) => p.id);
  // In the order they were dated: numbers follow the days they were issued on.
  const cut = of('cutoff');
  const longAgo = addDays(today, -45);
  await issueAs(ctx, 'warning', cut, longAgo, earliestPayBy(longAgo));
  const warned = addDays(today, -20);
  await issueAs(ctx, 'warning', of('owes4'), warned, earliestPayBy(warned));
  const ordered = addDays(today, -30);
  const orders = await issueAs(ctx, 'cutoff', cut, ordered, addDays(ordered, 3));
  for (const order of orders) {
    const [notice] = rowsOf<{ water_user_id: string }>(
      await ctx.tx.execute(
        sql`select water_user_id from debt_notices where org_id = ${ctx.orgId} and id = ${order.id}`,
      ),
    );
    await markWorkDone(ctx, { actor: ctx.actor, ip: null }, order.id, {
      onDate: addDays(ordered, 10),
      meterReading: notice ? await lastDial(ctx, notice.water_user_id) : null,
      note: 'ปิดประตูน้ำหน้ามาตรและคล้องกุญแจ',
    });
  }
};
