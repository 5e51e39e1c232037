import type { FastifyRequest } from 'fastify';
import { bangkokDate, fiscalYearOf } from '@prapa/domain';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { audit } from '../../lib/audit.ts';
import {
  insertWorkOrder,
  openOrderOf,
  takeWorkNumber,
  updateWorkOrder,
} from './meter-work.repo.ts';
import { mustFindOrder, WORK_ENTITY } from './meter-work.service.ts';

type ApprovedRequest = {
  id: string;
  waterUserId: string;
  oldMeterId: string | null;
  changedOn: string;
  oldFinalReading: number;
  newInitialReading: number;
  reason: string;
};

/**
 * A reader's meter change request, approved (the register's replacement is made by the
 * request's own flow): the order in hand for that connection is closed as done with the
 * request's readings, or, when the office had none, a done order (source "reader") is
 * written so every meter change in the field has its numbered work item.
 */
export const workForApprovedRequest = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  asked: ApprovedRequest,
  installation: { id: string; meterId: string },
) => {
  const { tx, orgId } = ctx;
  const done = {
    state: 'done' as const,
    doneOn: asked.changedOn,
    doneBy: ctx.actor.officerId,
    doneAt: new Date(),
    oldFinalReading: asked.oldFinalReading,
    newInitialReading: asked.newInitialReading,
    newMeterId: installation.meterId,
    installationId: installation.id,
    meterChangeRequestId: asked.id,
  };
  const open = await openOrderOf(tx, orgId, asked.waterUserId);
  let id: string;
  let before: unknown = null;
  if (open) {
    id = open.id;
    before = await mustFindOrder(ctx, id);
    await updateWorkOrder(tx, orgId, id, done);
  } else {
    const number = await takeWorkNumber(tx, orgId, fiscalYearOf(bangkokDate(new Date())));
    id = await insertWorkOrder(tx, {
      orgId,
      ...number,
      kind: 'broken',
      source: 'reader',
      waterUserId: asked.waterUserId,
      meterId: asked.oldMeterId,
      reason: asked.reason,
      plannedOn: asked.changedOn,
      createdBy: ctx.actor.officerId,
      ...done,
    });
  }
  await audit(tx, request, orgId, {
    action: 'meter_work.done',
    entity: WORK_ENTITY,
    entityId: id,
    before,
    after: await mustFindOrder(ctx, id),
    reason: asked.reason,
  });
  return id;
};
