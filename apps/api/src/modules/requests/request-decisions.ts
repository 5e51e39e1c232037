import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { completeBody, RequestEffect } from '@prapa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import {
  addressTextOf,
  formatMoney,
  formatThaiDate,
  fullNameOf,
  maskNationalId,
} from '@prapa/domain';
import { waterUserHolders } from '../../db/schema/index.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { audit } from '../../lib/audit.ts';
import { owingOf, setUsageStatus } from '../debt/usage-switch.repo.ts';
import { updateWaterUser } from '../water-users/water-users.repo.ts';
import { WATER_USER_ENTITY } from '../water-users/water-users.service.ts';
import {
  conflict,
  connectionOf,
  effectiveDate,
  lockHolder,
  statusOf,
  type Holder,
} from './request-effect-refs.ts';
import { connectedStatus, statusByCode } from './request-refs.ts';
import type { RequestRecord } from './requests.repo.ts';

type CompleteBody = z.output<typeof completeBody>;
const SUSPEND_STATUS_CODE = 'SUSPEND';

const snapshot = (
  h: Pick<Holder, 'title' | 'firstName' | 'lastName' | 'nationalId' | 'phone'>,
) => ({
  name: fullNameOf(h),
  nationalId: h.nationalId ? maskNationalId(h.nationalId) : null,
  phone: h.phone,
});

/**
 * Transfer of name (โอนสิทธิ์): the connection keeps its customer number, meter and history;
 * the holder becomes the applicant from the effective date. Bills and receipts already
 * issued keep the name they were issued to (their own snapshot), nothing of them changes.
 *
 * The debt rule: a connection that owes is not transferred, so the debt does not slip away
 * with the old holder; the office takes payment first (409 with the amount owed), unless the
 * new holder consents to carry the debt, which is kept with the transfer (flag and note) and
 * shown on the timeline. The open bills stay on the connection either way.
 */
const transfer = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  row: RequestRecord,
  body: CompleteBody,
): Promise<RequestEffect> => {
  const { tx, orgId, actor } = ctx;
  const effectiveOn = effectiveDate(body.effectiveOn, 'effectiveOn', true);
  const userId = connectionOf(row);
  const before = await lockHolder(tx, orgId, userId);
  // Holders follow each other: a transfer takes effect on or after the one before it.
  const [last] = await tx
    .select({ on: waterUserHolders.effectiveOn })
    .from(waterUserHolders)
    .where(and(eq(waterUserHolders.orgId, orgId), eq(waterUserHolders.waterUserId, userId)))
    .orderBy(desc(waterUserHolders.effectiveOn))
    .limit(1);
  if (last && effectiveOn < last.on) {
    throw conflict('requestTransferDate', { date: formatThaiDate(last.on) });
  }
  const owing = await owingOf(tx, orgId, userId);
  if (owing > 0 && !body.carryDebt) {
    throw conflict('requestOwing', { amount: formatMoney(owing) });
  }
  const carried = owing > 0;
  const next = {
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    nationalId: row.nationalId,
    phone: row.phone,
  };
  await tx.insert(waterUserHolders).values({
    orgId,
    waterUserId: userId,
    requestId: row.id,
    effectiveOn,
    fromTitle: before.title,
    fromFirstName: before.firstName,
    fromLastName: before.lastName,
    fromNationalId: before.nationalId,
    fromPhone: before.phone,
    ...next,
    addressText: addressTextOf(row),
    owing,
    debtCarried: carried,
    consentNote: carried ? body.consentNote : null,
    createdBy: actor.officerId,
  });
  await updateWaterUser(tx, orgId, userId, next);
  const effect: RequestEffect = {
    kind: 'transfer',
    effectiveOn,
    from: snapshot(before),
    to: snapshot(next),
    owing,
    debtCarried: carried,
    consentNote: carried ? body.consentNote : null,
  };
  await audit(tx, request, orgId, {
    action: 'water_user.transfer',
    entity: WATER_USER_ENTITY,
    entityId: userId,
    before: effect.from,
    after: { ...effect.to, effectiveOn, request: row.number, owing, debtCarried: carried },
    reason: effect.consentNote,
  });
  return effect;
};

/**
 * Temporary suspension and resumption: the usage status goes to SUSPEND (billed and read as
 * that status says: nothing) or back to the connected status, from the effective date.
 * Only a connection in service is suspended (not cut off, not pending, not cancelled), and
 * only a suspended one resumed.
 */
const switchStatus = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  row: RequestRecord,
  body: CompleteBody,
): Promise<RequestEffect> => {
  const { tx, orgId } = ctx;
  const effectiveOn = effectiveDate(body.effectiveOn, 'effectiveOn', true);
  const userId = connectionOf(row);
  const user = await lockHolder(tx, orgId, userId);
  const now = await statusOf(tx, orgId, user.usageStatusId);
  const suspend = row.kind === 'suspension';
  if (suspend && (now.cutOff || now.billMode === 'none')) {
    throw conflict('requestNotInService', { status: now.name });
  }
  if (!suspend && now.code !== SUSPEND_STATUS_CODE) {
    throw conflict('requestNotSuspended', { status: now.name });
  }
  const toId = suspend
    ? await statusByCode(tx, orgId, SUSPEND_STATUS_CODE)
    : await connectedStatus(tx, orgId);
  const to = await statusOf(tx, orgId, toId);
  await setUsageStatus(tx, orgId, userId, to.id);
  await audit(tx, request, orgId, {
    action: suspend ? 'water_user.suspend' : 'water_user.resume',
    entity: WATER_USER_ENTITY,
    entityId: userId,
    before: { usageStatusId: now.id },
    after: { usageStatusId: to.id, effectiveOn, request: row.number },
  });
  return { kind: 'status', effectiveOn, fromStatus: now.name, toStatus: to.name };
};

/** What completing a decision does to the connection; null for kinds that change nothing. */
export const decisionEffect = (
  ctx: TenantCtx,
  request: FastifyRequest,
  row: RequestRecord,
  body: CompleteBody,
): Promise<RequestEffect> | null => {
  if (row.kind === 'transfer') return transfer(ctx, request, row, body);
  if (row.kind === 'suspension' || row.kind === 'resumption') {
    return switchStatus(ctx, request, row, body);
  }
  return null;
};
