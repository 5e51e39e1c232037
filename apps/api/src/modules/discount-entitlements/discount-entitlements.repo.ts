import { and, asc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EntitlementRegisterItem,
  EntitlementSchemeCount,
  entitlementRegisterQuery,
  entitlementRegisterSortFields,
} from '@prapa/contracts';
import { areas, discountEntitlements, discountSchemes, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, orderFor, searchOver, type SortMap, type Window } from '../../lib/list-query.ts';
import { entitlementStateOn, fullNameOf } from '@prapa/domain';
import { entitlementValidOn } from '../water-users/water-user-rows.ts';

const de = discountEntitlements;
const wu = waterUsers;
const ds = discountSchemes;

export type EntitlementRegisterFilters = z.output<typeof entitlementRegisterQuery>;

const stateOn = (state: EntitlementRegisterFilters['state'], today: string): SQL | undefined => {
  if (state === 'current') return entitlementValidOn(today);
  if (state === 'expired') return lt(de.validTo, today);
  if (state === 'future') return gt(de.validFrom, today);
  return undefined;
};

// "นายสมชาย ใจดี", "สมชาย ใจดี" and "ใจดี" all find the person; the register holds the
// few people entitled, not every connection, so no trigram index is needed here.
// Spelled as fullNameOf spells it: a Thai title joins the name, a Latin one ("Mr.") takes a space.
const nameText = sql`coalesce(${wu.title} || case when ${wu.title} ~ '[A-Za-z.]$' then ' ' else '' end, '') || ${wu.firstName} || ' ' || coalesce(${wu.lastName}, '')`;

const sortable: SortMap<(typeof entitlementRegisterSortFields)[number]> = {
  customerNo: { column: wu.customerNo },
  name: { column: wu.firstName, text: true },
  area: { column: areas.name, text: true },
  scheme: { column: ds.name, text: true },
  evidence: { column: de.evidence, text: true },
  validFrom: { column: de.validFrom },
  validTo: { column: de.validTo },
};

const userJoin = and(eq(wu.orgId, de.orgId), eq(wu.id, de.waterUserId));
const schemeJoin = and(eq(ds.orgId, de.orgId), eq(ds.id, de.schemeId));
const areaJoin = and(eq(areas.orgId, wu.orgId), eq(areas.id, wu.areaId));

/**
 * The filters; an id of another organisation (scheme, water user, area) simply matches
 * nothing, since every row is the caller's organisation's.
 */
const registerWhere = (orgId: string, q: EntitlementRegisterFilters, today: string) =>
  and(
    eq(de.orgId, orgId),
    searchOver(q.q, [wu.customerNo, nameText, de.evidence]),
    q.schemeId ? eq(de.schemeId, q.schemeId) : undefined,
    q.waterUserId ? eq(de.waterUserId, q.waterUserId) : undefined,
    q.areaId ? eq(wu.areaId, q.areaId) : undefined,
    stateOn(q.state, today),
  );

/** One page of the register (or, with the export window, every matching row). */
export const listEntitlementRegister = async (
  tx: Tx,
  orgId: string,
  query: EntitlementRegisterFilters,
  window: Window,
  today: string,
) => {
  const where = registerWhere(orgId, query, today);
  const [primary, tiebreak] = orderFor(query.sort, sortable, 'customerNo', de.id);
  const rows = await tx
    .select({
      id: de.id,
      waterUserId: de.waterUserId,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      areaId: wu.areaId,
      areaName: areas.name,
      schemeId: de.schemeId,
      schemeName: ds.name,
      evidence: de.evidence,
      validFrom: de.validFrom,
      validTo: de.validTo,
    })
    .from(de)
    .innerJoin(wu, userJoin)
    .innerJoin(ds, schemeJoin)
    .innerJoin(areas, areaJoin)
    .where(where)
    // One person's records by start date, so a renewal follows the one it renews.
    .orderBy(...[primary, asc(de.validFrom), tiebreak].filter((o): o is SQL => Boolean(o)))
    .limit(window.limit)
    .offset(window.offset);
  const [count] = await tx.select({ n: countAll }).from(de).innerJoin(wu, userJoin).where(where);
  const items = rows.map(({ title, firstName, lastName, ...r }): EntitlementRegisterItem => ({
    ...r,
    fullName: fullNameOf({ title, firstName, lastName }),
    state: entitlementStateOn(r, today),
  }));
  return { items, total: count?.n ?? 0 };
};

const people = sql<number>`count(distinct ${de.waterUserId})::int`;

/**
 * The people entitled on `today`, per scheme (every active scheme, and an inactive one
 * somebody still holds), and in all (each person once).
 */
export const entitledPerScheme = async (tx: Tx, orgId: string, today: string) => {
  const rows = await tx
    .select({
      schemeId: ds.id,
      schemeCode: ds.code,
      schemeName: ds.name,
      active: ds.active,
      people,
    })
    .from(ds)
    .leftJoin(de, and(eq(de.orgId, ds.orgId), eq(de.schemeId, ds.id), entitlementValidOn(today)))
    .where(eq(ds.orgId, orgId))
    .groupBy(ds.id, ds.code, ds.name, ds.active)
    .having(or(eq(ds.active, true), sql`count(${de.id}) > 0`))
    .orderBy(asc(ds.code));
  const [all] = await tx
    .select({
      people: sql<number>`(count(distinct ${de.waterUserId}) filter (where ${entitlementValidOn(today)}))::int`,
      recorded: countAll,
    })
    .from(de)
    .where(eq(de.orgId, orgId));
  const schemes: EntitlementSchemeCount[] = rows;
  return { people: all?.people ?? 0, recorded: all?.recorded ?? 0, schemes };
};
