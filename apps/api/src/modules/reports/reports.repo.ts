import { eq, sql } from 'drizzle-orm';
import type {
  WaterUserReportGrouping,
  WaterUserSummaryRow,
  WaterUserSummary,
} from '@prapa/contracts';
import { organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { entitlementValidOn } from '../water-users/water-user-rows.ts';

/** The basic-data table of a grouping and the water_users column that points at it. */
type Grouping = { table: string; label: string; order: string; column: string };

const groupings: Record<WaterUserReportGrouping, Grouping> = {
  area: { table: 'areas', label: 'name', order: 'code', column: 'area_id' },
  route: { table: 'collection_routes', label: 'name', order: 'code', column: 'route_id' },
  userType: { table: 'user_types', label: 'name', order: 'code', column: 'user_type_id' },
  usageStatus: {
    table: 'usage_statuses',
    label: 'name',
    order: 'sort_order',
    column: 'usage_status_id',
  },
  meterSize: { table: 'meter_sizes', label: 'label', order: 'sort_order', column: 'meter_size_id' },
};

type Row = {
  key: string | null;
  code: string | null;
  label: string | null;
  count: number;
  with_location: number;
  with_discount: number;
};

const id = (name: string) => sql.identifier(name);

/**
 * One grouping of the organisation's connections in one query: counts grouped on
 * water_users, fully joined to the basic-data table, so that an active group with no
 * user still shows, and users with no group (no route) show as a row with a null key.
 * "With discount" is an entitlement valid on `today`.
 */
export const summaryRows = async (
  tx: Tx,
  orgId: string,
  groupBy: WaterUserReportGrouping,
  today: string,
): Promise<WaterUserSummaryRow[]> => {
  const g = groupings[groupBy];
  const result = await tx.execute(sql`
    select coalesce(r.id, c.gid)::text as key, r.code, r.label,
      coalesce(c.n, 0)::int as count,
      coalesce(c.located, 0)::int as with_location,
      coalesce(c.discounted, 0)::int as with_discount
    from (
      select id, code, ${id(g.label)} as label, active, ${id(g.order)} as ord
      from ${id(g.table)} where org_id = ${orgId}
    ) r
    full join (
      select w.${id(g.column)} as gid,
        count(*) as n,
        count(w.latitude) as located,
        count(*) filter (where exists (
          select 1 from discount_entitlements
          where discount_entitlements.org_id = w.org_id and discount_entitlements.water_user_id = w.id
            and ${entitlementValidOn(today)}
        )) as discounted
      from water_users w
      where w.org_id = ${orgId}
      group by w.${id(g.column)}
    ) c on c.gid = r.id
    where r.id is null or r.active or c.n > 0
    order by r.id is null, r.ord, r.code`);
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    key: r.key,
    code: r.code,
    label: r.label ?? '',
    count: Number(r.count),
    withLocation: Number(r.with_location),
    withDiscount: Number(r.with_discount),
  }));
};

/** A total is the sum of its lines. */
export const totalsOf = (rows: WaterUserSummaryRow[]): WaterUserSummary['totals'] => ({
  count: rows.reduce((s, r) => s + r.count, 0),
  withLocation: rows.reduce((s, r) => s + r.withLocation, 0),
  withDiscount: rows.reduce((s, r) => s + r.withDiscount, 0),
});

/** What the printed report says about its organisation. */
export const reportOrg = async (tx: Tx, orgId: string) => {
  const [row] = await tx
    .select({
      nameTh: organisations.nameTh,
      address: organisations.address,
      phone: organisations.phone,
      taxId: organisations.taxId,
      logoDataUrl: organisations.logoDataUrl,
      signatories: organisations.signatories,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!row) throw new Error('organisation not found for the report');
  return row;
};
export type ReportOrg = Awaited<ReturnType<typeof reportOrg>>;
