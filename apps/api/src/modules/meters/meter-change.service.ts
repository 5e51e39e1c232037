import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  can,
  type FieldError,
  type MeterChangeApproveBody,
  type MeterChangeRequestBody,
} from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { pageOf } from '../../lib/list-query.ts';
import { WATER_USER_ENTITY } from '../water-users/water-users.service.ts';
import { findMeterBySerial } from './meters.repo.ts';
import { workForApprovedRequest } from '../meter-work/meter-work-request.ts';
import {
  mustHaveMeter,
  replaceMeterIn,
  replacementErrors,
  serialInUse,
  type ReplaceBody,
} from './meters.service.ts';
import {
  decideMeterChange,
  findMeterChange,
  insertMeterChange,
  listMeterChanges,
  lockMeterChange,
  meterFacts,
  type MeterChangeFilters,
} from './meter-change.repo.ts';

type Asked = Pick<
  MeterChangeRequestBody,
  'changedOn' | 'oldFinalReading' | 'newSerial' | 'newInitialReading' | 'reason' | 'note'
>;
type Current = Awaited<ReturnType<typeof mustHaveMeter>>;

const pending = () => new AppError('CONFLICT', { vars: { context: 'meterChangePending' } });
const decided = () => new AppError('CONFLICT', { vars: { context: 'meterChangeDecided' } });
const stale = () => new AppError('CONFLICT', { vars: { context: 'meterChangeStale' } });

const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (ctx: TenantCtx) => Promise<T>,
) =>
  inActorOrg(app, request, fn, {
    meter_change_requests_one_pending: pending,
    installations_one_current: () =>
      new AppError('CONFLICT', { vars: { context: 'meterInstalled' } }),
    meters_org_serial: serialInUse,
  });

/** The register's field names, as the request names them (the reader's form). */
const REQUEST_FIELD: Record<string, string> = {
  serial: 'newSerial',
  initialReading: 'newInitialReading',
  installedOn: 'changedOn',
};
const asRequestErrors = (errors: FieldError[]) =>
  errors.map((e) => ({ ...e, path: REQUEST_FIELD[e.path] ?? e.path }));

/**
 * The replacement a request stands for: what the reader saw, and the new meter's size and
 * dial from the office's choice, else a meter of that serial in stock, else the old one.
 */
const replacementOf = async (
  tx: Tx,
  orgId: string,
  current: Current,
  asked: Asked,
  chosen: MeterChangeApproveBody,
): Promise<ReplaceBody> => {
  const stock = await meterFacts(tx, orgId, { serial: asked.newSerial });
  const old = await meterFacts(tx, orgId, { id: current.meterId });
  return {
    serial: asked.newSerial,
    brand: chosen.brand ?? stock?.brand ?? null,
    meterSizeId: chosen.meterSizeId ?? stock?.meterSizeId ?? old?.meterSizeId ?? '',
    digits: chosen.digits ?? stock?.digits ?? current.digits,
    installedOn: asked.changedOn,
    initialReading: asked.newInitialReading,
    oldFinalReading: asked.oldFinalReading,
    reason: asked.reason,
    note: asked.note,
  };
};

const invalid = (errors: FieldError[]) => {
  if (errors.length) throw new AppError('VALIDATION', { errors: asRequestErrors(errors) });
};

/** A serial installed elsewhere (or broken) cannot be the new meter: 409, as in the register. */
const assertSerialFree = async (tx: Tx, orgId: string, serial: string) => {
  const meter = await findMeterBySerial(tx, orgId, serial);
  if (meter && (meter.status === 'installed' || meter.status === 'broken')) {
    const error = serialInUse();
    throw new AppError(error.code, { errors: asRequestErrors(error.errors ?? []) });
  }
};

const mustFind = async (tx: Tx, orgId: string, id: string) => {
  const found = await findMeterChange(tx, orgId, id);
  if (!found) throw notFound();
  return found;
};

/**
 * Those who read the register see every request; a meter reader sees their own
 * (packages/contracts permissions.ts: meterChange.read).
 */
export const listOfMeterChanges = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: MeterChangeFilters & { page: number; pageSize: number },
) =>
  inOrg(app, request, ({ tx, orgId, actor }) => {
    const requestedBy = can(actor, 'waterUser.read') ? undefined : actor.officerId;
    return listMeterChanges(tx, orgId, { ...q, requestedBy }, pageOf(q));
  });

/**
 * A meter changed in the field, recorded for the office: checked now by the rule the
 * replacement will meet (so the reader hears at once of a reading below the old one), and
 * one open request a connection. Nothing in the register changes yet.
 */
export const requestMeterChange = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: MeterChangeRequestBody,
) =>
  inOrg(app, request, async ({ tx, orgId, actor }) => {
    const current = await mustHaveMeter(tx, orgId, body.waterUserId);
    const replacement = await replacementOf(tx, orgId, current, body, { brand: null });
    invalid(await replacementErrors(tx, orgId, current, replacement));
    await assertSerialFree(tx, orgId, body.newSerial);
    const open = await listMeterChanges(
      tx,
      orgId,
      { page: 1, pageSize: 1, status: 'pending', waterUserId: body.waterUserId },
      { limit: 1, offset: 0 },
    );
    if (open.total > 0) throw pending();
    const id = await insertMeterChange(tx, {
      orgId,
      waterUserId: body.waterUserId,
      oldMeterId: current.meterId,
      changedOn: body.changedOn,
      oldFinalReading: body.oldFinalReading,
      newSerial: body.newSerial,
      newInitialReading: body.newInitialReading,
      reason: body.reason,
      note: body.note,
      requestedBy: actor.officerId,
    });
    const after = await mustFind(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: 'meter_change.request',
      entity: WATER_USER_ENTITY,
      entityId: body.waterUserId,
      after,
    });
    return after;
  });

/** A pending request, locked for its decision (404 unknown, 409 decided already). */
const lockPending = async (tx: Tx, orgId: string, id: string) => {
  const row = await lockMeterChange(tx, orgId, id);
  if (!row) throw notFound();
  if (row.status !== 'pending') throw decided();
  return row;
};

/**
 * Approve: the register's replacement is made (replaceMeterIn, the office's own rule and
 * audit) in the same transaction as the decision, so an approved request always has its
 * installation and a refused replacement leaves the request pending. The connection's work
 * order in hand is closed by it (or a done one written): issue 26, meter-work-request.ts.
 */
export const approveMeterChange = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  chosen: MeterChangeApproveBody,
) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const row = await lockPending(tx, orgId, id);
    const current = await mustHaveMeter(tx, orgId, row.waterUserId);
    // The office changed the meter meanwhile: this request no longer describes the register.
    if (current.meterId !== row.oldMeterId) throw stale();
    const replacement = await replacementOf(tx, orgId, current, row, chosen);
    invalid(await replacementErrors(tx, orgId, current, replacement));
    await assertSerialFree(tx, orgId, row.newSerial);
    const installation = await replaceMeterIn(ctx, request, row.waterUserId, replacement);
    await workForApprovedRequest(ctx, request, row, installation);
    const before = await mustFind(tx, orgId, id);
    await decideMeterChange(tx, orgId, id, {
      status: 'approved',
      decidedBy: actor.officerId,
      decidedAt: new Date(),
      installationId: installation.id,
    });
    const after = await mustFind(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: 'meter_change.approve',
      entity: WATER_USER_ENTITY,
      entityId: row.waterUserId,
      before,
      after,
    });
    return after;
  });

/** Reject with a reason: the request stays, decided, and the register is untouched. */
export const rejectMeterChange = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inOrg(app, request, async ({ tx, orgId, actor }) => {
    const row = await lockPending(tx, orgId, id);
    const before = await mustFind(tx, orgId, id);
    await decideMeterChange(tx, orgId, id, {
      status: 'rejected',
      decidedBy: actor.officerId,
      decidedAt: new Date(),
      decisionReason: reason,
    });
    const after = await mustFind(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: 'meter_change.reject',
      entity: WATER_USER_ENTITY,
      entityId: row.waterUserId,
      before,
      after,
      reason,
    });
    return after;
  });
