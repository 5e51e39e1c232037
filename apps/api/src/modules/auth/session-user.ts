import { and, eq } from 'drizzle-orm';
import { positionThaiName, type SessionUser } from '@prapa/contracts';
import type { Db } from '../../db/client.ts';
import { offices, officers, organisations } from '../../db/schema/index.ts';
import { withTenant, type Tx } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';

export type OfficerRow = typeof officers.$inferSelect;

const orgSummary = async (tx: Tx, orgId: string) => {
  const [org] = await tx
    .select({
      code: organisations.code,
      nameTh: organisations.nameTh,
      idleLockMinutes: organisations.idleLockMinutes,
      active: organisations.active,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return org ?? null;
};

/**
 * The `userInfo` the front end keeps (spec §3), for the organisation the session acts
 * on. Two short transactions, never nested: PGlite has one connection.
 */
export const loadSessionUser = async (
  db: Db,
  homeOrgId: string,
  officerId: string,
  actingOrgId: string | null,
): Promise<{ user: SessionUser; officer: OfficerRow }> => {
  const home = await withTenant(db, homeOrgId, async (tx) => {
    const [officer] = await tx
      .select()
      .from(officers)
      .where(and(eq(officers.orgId, homeOrgId), eq(officers.id, officerId)));
    if (!officer) return null;
    const [office] = officer.officeId
      ? await tx
          .select({ name: offices.name })
          .from(offices)
          .where(and(eq(offices.orgId, homeOrgId), eq(offices.id, officer.officeId)))
      : [];
    return { officer, officeName: office?.name ?? null, org: await orgSummary(tx, homeOrgId) };
  });
  if (!home || !home.officer.active || !home.org?.active) throw new AppError('REFRESH_INVALID');
  const org = actingOrgId
    ? await withTenant(db, actingOrgId, (tx) => orgSummary(tx, actingOrgId))
    : home.org;
  if (!org) throw new AppError('NOT_FOUND');
  const { officer } = home;
  return {
    officer,
    user: {
      id: officer.id,
      username: officer.username,
      userFullname: officer.fullName,
      positionname: positionThaiName[officer.position],
      position: officer.position,
      role: officer.role,
      org_id: actingOrgId ?? homeOrgId,
      orgCode: org.code,
      orgName: org.nameTh,
      officeId: officer.officeId,
      officeName: home.officeName,
      email: officer.email,
      phone: officer.phone,
      language: officer.language,
      layout: officer.layout,
      idleLockMinutes: org.idleLockMinutes,
      actingOrgId,
    },
  };
};
