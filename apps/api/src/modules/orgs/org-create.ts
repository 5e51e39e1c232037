import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OrgKind, Position, Role } from '@prapa/contracts';
import { offices, officers, organisations } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { fieldError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { seedOrgDefaults } from '../basic/defaults.ts';

export type NewOrganisation = {
  code: string;
  nameTh: string;
  nameEn?: string | null;
  kind: OrgKind;
  isDemo?: boolean;
  address?: string | null;
  phone?: string | null;
};
export type NewOfficer = {
  username: string;
  password: string;
  fullName: string;
  position: Position;
  role: Role;
};

/** The field error the organisation form shows for a code already in use. */
export const duplicateCode = () => fieldError('DUPLICATE_CODE', 'code', 'validation:duplicateCode');

const emptySignatories = {
  head: { name: '', position: 'ประธานกรรมการประปา' },
  finance: { name: '', position: 'เหรัญญิก' },
  waterworks: { name: '', position: 'ผู้ดูแลระบบประปา' },
};

/**
 * A new organisation with its head office and first officers, in the caller's system
 * transaction (the organisation does not exist yet, so no tenant can be set).
 */
export const createOrganisation = async (
  tx: Tx,
  request: FastifyRequest | null,
  org: NewOrganisation,
  firstOfficers: NewOfficer[],
) => {
  const code = org.code.toUpperCase();
  const [taken] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.code, code));
  if (taken) throw duplicateCode();
  const [created] = await tx
    .insert(organisations)
    .values({
      code,
      nameTh: org.nameTh,
      nameEn: org.nameEn ?? null,
      kind: org.kind,
      isDemo: org.isDemo ?? false,
      address: org.address ?? null,
      phone: org.phone ?? null,
      signatories: emptySignatories,
    })
    .returning();
  if (!created) throw new Error('organisation insert returned nothing');
  await seedOrgDefaults(tx, created.id, request);
  const [office] = await tx
    .insert(offices)
    .values({ orgId: created.id, code: 'HQ', name: 'สำนักงานประปา' })
    .returning({ id: offices.id });
  const officerRows = [];
  for (const o of firstOfficers) {
    const [row] = await tx
      .insert(officers)
      .values({
        orgId: created.id,
        officeId: office?.id ?? null,
        username: o.username.toLowerCase(),
        passwordHash: await hashPassword(o.password),
        fullName: o.fullName,
        position: o.position,
        role: o.role,
      })
      .returning({ id: officers.id, username: officers.username });
    if (row) officerRows.push(row);
  }
  await audit(tx, request, created.id, {
    action: 'organisation.create',
    entity: 'organisation',
    entityId: created.id,
    after: created,
  });
  return { org: created, officers: officerRows };
};
