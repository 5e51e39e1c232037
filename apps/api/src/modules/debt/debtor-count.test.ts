import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DebtorList } from '@prapa/contracts';
import { withSystem } from '../../db/tenant.ts';
import { connectionWithMeter } from '../readings/reading-fixtures.ts';
import { getData, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { alerts, useDebtVillage } from './debt-fixtures.ts';

// Issue 25 item 10: the debt alerts counted 228 debtors and the debtor accounts 221 for the
// same amount. The alerts also list cut-off connections owing nothing (to reconnect); both
// screens now count debtors by one rule (owedOn, isDebtor) and agree.
const ctx: WaterCtx = useWaterApp();
const v = useDebtVillage(ctx);

describe('debtors, counted alike by the alerts and the debtor accounts', () => {
  it('gives the same debtors for the same amount, the cut-off connection owing nothing apart', async () => {
    // A connection cut off that owes nothing: on the alerts' list, not a debtor.
    const cut = await connectionWithMeter(ctx, 0);
    await withSystem(ctx.t.database.db, (tx) =>
      tx.execute(sql`update water_users u set usage_status_id = s.id from usage_statuses s
        where u.id = ${cut} and s.org_id = u.org_id and s.counts_as_cut_off
          and s.id = (select id from usage_statuses where org_id = u.org_id
            and counts_as_cut_off order by code limit 1)`),
    );
    const list = await alerts(ctx, v.manager);
    const debtors = (await getData(
      ctx,
      '/api/v1/debtor-accounts?page=1&pageSize=50',
      v.manager,
    )) as DebtorList;
    expect(list.rows.map((r) => r.waterUserId)).toContain(cut);
    expect(list.sums.connections).toBe(5);
    expect(list.sums.debtors).toBe(4);
    expect(debtors.totals.all).toEqual({ debtors: list.sums.debtors, owed: list.sums.owing });
    expect(debtors.total).toBe(list.sums.debtors);
  });
});
