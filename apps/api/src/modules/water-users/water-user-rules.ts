import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FieldError } from '@prapa/contracts';
import {
  areas,
  collectionRoutes,
  discountSchemes,
  meterSizes,
  usageStatuses,
  userTypes,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { activeState } from '../basic/shared/resource-repo.ts';

export type WaterUserRefs = {
  areaId: string;
  routeId: string | null;
  userTypeId: string;
  meterSizeId: string;
  usageStatusId: string;
};

type OrgRows = PgTable & { id: AnyPgColumn; orgId: AnyPgColumn; active: AnyPgColumn };

/** A basic-data table as `activeState` reads it. */
export const activatable = (table: OrgRows) => ({
  table,
  id: table.id,
  orgId: table.orgId,
  active: table.active,
});

export const duplicateCustomerNo = () =>
  fieldError('DUPLICATE_CUSTOMER_NO', 'customerNo', 'validation:duplicateCustomerNo');

const tables = {
  userTypeId: { table: userTypes, message: 'validation:userType' },
  meterSizeId: { table: meterSizes, message: 'validation:meterSize' },
  usageStatusId: { table: usageStatuses, message: 'validation:usageStatus' },
} as const;

/**
 * Basic data a connection points at must be the organisation's and in service, unless
 * the connection already points at it (retiring a user type does not block editing its
 * connections); the route must be in the chosen area. Every bad field is reported at
 * once (400). Answers the area's code, which a customer number format may use.
 */
export const assertReferences = async (
  tx: Tx,
  orgId: string,
  body: WaterUserRefs,
  before?: WaterUserRefs,
): Promise<{ areaCode: string }> => {
  const errors: FieldError[] = [];
  const usable = (state: { active: boolean } | null, field: keyof WaterUserRefs) =>
    Boolean(state && (state.active || before?.[field] === body[field]));

  const [area] = await tx
    .select({ code: areas.code, active: areas.active })
    .from(areas)
    .where(and(eq(areas.orgId, orgId), eq(areas.id, body.areaId)));
  if (!usable(area ?? null, 'areaId')) errors.push({ path: 'areaId', message: 'validation:area' });

  if (body.routeId) {
    const [route] = await tx
      .select({ areaId: collectionRoutes.areaId, active: collectionRoutes.active })
      .from(collectionRoutes)
      .where(and(eq(collectionRoutes.orgId, orgId), eq(collectionRoutes.id, body.routeId)));
    if (!usable(route ?? null, 'routeId')) {
      errors.push({ path: 'routeId', message: 'validation:route' });
    } else if (area && route?.areaId !== body.areaId) {
      errors.push({ path: 'routeId', message: 'validation:routeArea' });
    }
  }

  for (const [field, { table, message }] of Object.entries(tables) as [
    keyof typeof tables,
    (typeof tables)[keyof typeof tables],
  ][]) {
    const state = await activeState(tx, activatable(table), orgId, body[field]);
    if (!usable(state, field)) errors.push({ path: field, message });
  }

  if (errors.length) throw new AppError('VALIDATION', { errors });
  return { areaCode: area?.code ?? '' };
};

/** A discount scheme of the organisation, in service (or the one already given). */
export const assertScheme = async (
  tx: Tx,
  orgId: string,
  schemeId: string,
  currentSchemeId?: string,
) => {
  const state = await activeState(tx, activatable(discountSchemes), orgId, schemeId);
  if (!state || (!state.active && schemeId !== currentSchemeId)) {
    throw fieldError('VALIDATION', 'schemeId', 'validation:discountScheme');
  }
};
