import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  FieldError,
  installMeterBody,
  removeMeterBody,
  replaceMeterBody,
} from '@prapa/contracts';
import { computeUsage } from '@prapa/domain';
import { meterSizes } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { activeState } from '../basic/shared/resource-repo.ts';
import { findWaterUserCore } from '../water-users/water-users.repo.ts';
import { activatable } from '../water-users/water-user-rules.ts';
import { WATER_USER_ENTITY } from '../water-users/water-users.service.ts';
import { recordInstalled, recordRemoved } from '../meter-stock/meter-events.ts';
import {
  closeInstallation,
  currentInstallation,
  findInstallation,
  insertInstallation,
  installationsOf,
  updateMeter,
} from './meters.repo.ts';
import { meterFor, serialInUse } from './meter-for.ts';
import { finalReadingErrors } from './final-reading-check.ts';

export { serialInUse };

type InstallBody = z.output<typeof installMeterBody>;
export type ReplaceBody = z.output<typeof replaceMeterBody>;
type RemoveBody = z.output<typeof removeMeterBody>;

const meterInstalled = () => new AppError('CONFLICT', { vars: { context: 'meterInstalled' } });
const noMeter = () => new AppError('CONFLICT', { vars: { context: 'noMeter' } });

export const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (ctx: TenantCtx) => Promise<T>,
) =>
  inActorOrg(app, request, fn, {
    installations_one_current: meterInstalled,
    meters_org_serial: serialInUse,
  });

const invalid = (errors: FieldError[]) => {
  if (errors.length) throw new AppError('VALIDATION', { errors });
};

/** A dial shows 0 … 10^digits − 1. */
const fitsDial = (reading: number, digits: number) => reading < 10 ** digits;

const mustFindUser = async (tx: Tx, orgId: string, id: string) => {
  const user = await findWaterUserCore(tx, orgId, id);
  if (!user) throw notFound();
  return user;
};

const mustFindInstallation = async (tx: Tx, orgId: string, id: string) => {
  const found = await findInstallation(tx, orgId, id);
  if (!found) throw notFound();
  return found;
};

/** The new meter's fields: a size of the organisation in service, a reading its dial shows. */
const checkNewMeter = async (tx: Tx, orgId: string, body: InstallBody) => {
  const errors: FieldError[] = [];
  const size = await activeState(tx, activatable(meterSizes), orgId, body.meterSizeId);
  if (!size?.active) errors.push({ path: 'meterSizeId', message: 'validation:meterSize' });
  if (!fitsDial(body.initialReading, body.digits)) {
    errors.push({ path: 'initialReading', message: 'validation:readingDigits' });
  }
  return errors;
};

const install = async (ctx: TenantCtx, waterUserId: string, body: InstallBody) => {
  const meterId = await meterFor(ctx.tx, ctx.orgId, body);
  const installationId = await insertInstallation(ctx.tx, ctx.orgId, {
    meterId,
    waterUserId,
    installedOn: body.installedOn,
    initialReading: body.initialReading,
  });
  await recordInstalled(ctx, { meterId, waterUserId, installationId, on: body.installedOn });
  return installationId;
};

const logMeter = (
  tx: Tx,
  request: FastifyRequest,
  orgId: string,
  waterUserId: string,
  action: string,
  entry: { before?: unknown; after?: unknown; reason?: string | null },
) =>
  audit(tx, request, orgId, {
    action,
    entity: WATER_USER_ENTITY,
    entityId: waterUserId,
    ...entry,
  });

/** Install a meter on a connection that has none (409 if it has one). */
export const installMeter = (
  app: FastifyInstance,
  request: FastifyRequest,
  waterUserId: string,
  body: InstallBody,
) => inOrg(app, request, (ctx) => installMeterIn(ctx, request, waterUserId, body));

/** installMeter in the caller's transaction (a request's connection gets its first meter). */
export const installMeterIn = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  waterUserId: string,
  body: InstallBody,
) => {
  const { tx, orgId } = ctx;
  await mustFindUser(tx, orgId, waterUserId);
  if (await currentInstallation(tx, orgId, waterUserId)) throw meterInstalled();
  invalid(await checkNewMeter(tx, orgId, body));
  const id = await install(ctx, waterUserId, body);
  const after = await mustFindInstallation(tx, orgId, id);
  await logMeter(tx, request, orgId, waterUserId, 'meter.install', { after });
  return after;
};

type Current = NonNullable<Awaited<ReturnType<typeof currentInstallation>>>;

/**
 * What a replacement of the current meter would be refused for, nothing written: the new
 * meter's fields, the old meter's final reading (on its dial, not below its initial
 * reading nor its last reading taken), the date (not before the old meter went in) and a serial other than the old.
 * A meter change asked from the field is checked by the same rule when it is filed.
 */
export const replacementErrors = async (
  tx: Tx,
  orgId: string,
  current: Current,
  body: ReplaceBody,
) => {
  const errors = await checkNewMeter(tx, orgId, body);
  errors.push(
    ...(await finalReadingErrors(
      tx,
      orgId,
      current.waterUserId,
      current,
      body.oldFinalReading,
      'oldFinalReading',
    )),
  );
  if (body.installedOn < current.installedOn) {
    errors.push({ path: 'installedOn', message: 'validation:beforeInstalled' });
  }
  const before = await mustFindInstallation(tx, orgId, current.id);
  if (before.serial === body.serial) {
    errors.push({ path: 'serial', message: 'validation:meterSerialInUse' });
  }
  return errors;
};

/** The meter on a connection now, or 409 (the connection has none). */
export const mustHaveMeter = async (tx: Tx, orgId: string, waterUserId: string) => {
  await mustFindUser(tx, orgId, waterUserId);
  const current = await currentInstallation(tx, orgId, waterUserId);
  if (!current) throw noMeter();
  return current;
};

/**
 * Replace the meter, inside the caller's transaction: the current installation closes
 * with the old meter's final reading, the old meter is marked removed, the new one is
 * installed from the same date. The old meter's part of the usage is computed as
 * packages/domain computes a month that spans a replacement, and kept in the audit. The
 * office's replacement and an approved request from the field both come here.
 */
export const replaceMeterIn = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  waterUserId: string,
  body: ReplaceBody,
) => {
  const { tx, orgId } = ctx;
  const current = await mustHaveMeter(tx, orgId, waterUserId);
  invalid(await replacementErrors(tx, orgId, current, body));
  const before = await mustFindInstallation(tx, orgId, current.id);
  const across = computeUsage({
    previous: current.initialReading,
    current: body.initialReading,
    digits: Math.max(current.digits, body.digits),
    replacement: { oldFinal: body.oldFinalReading, newInitial: body.initialReading },
  });
  await closeInstallation(tx, orgId, current.id, {
    removedOn: body.installedOn,
    finalReading: body.oldFinalReading,
    reason: body.reason,
  });
  await updateMeter(tx, orgId, current.meterId, { status: 'removed' });
  await recordRemoved(ctx, {
    meterId: current.meterId,
    waterUserId,
    installationId: current.id,
    on: body.installedOn,
    reason: body.reason,
  });
  const id = await install(ctx, waterUserId, body);
  const after = await mustFindInstallation(tx, orgId, id);
  await logMeter(tx, request, orgId, waterUserId, 'meter.replace', {
    before,
    after: { ...after, oldMeterUsage: across.ok ? across.usage : null },
    reason: body.reason,
  });
  return after;
};

/** Replace the meter (the office, at the water user's page). */
export const replaceMeter = (
  app: FastifyInstance,
  request: FastifyRequest,
  waterUserId: string,
  body: ReplaceBody,
) => inOrg(app, request, (ctx) => replaceMeterIn(ctx, request, waterUserId, body));

/** Remove the meter, leaving the connection without one. */
export const removeMeter = (
  app: FastifyInstance,
  request: FastifyRequest,
  waterUserId: string,
  body: RemoveBody,
) => inOrg(app, request, (ctx) => removeMeterIn(ctx, request, waterUserId, body));

/** The same in the caller's transaction (a cancellation settled ends the connection). */
export const removeMeterIn = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  waterUserId: string,
  body: RemoveBody,
) => {
  const { tx, orgId } = ctx;
  await mustFindUser(tx, orgId, waterUserId);
  const current = await currentInstallation(tx, orgId, waterUserId);
  if (!current) throw noMeter();
  const errors: FieldError[] = await finalReadingErrors(
    tx,
    orgId,
    waterUserId,
    current,
    body.finalReading,
    'finalReading',
  );
  if (body.removedOn < current.installedOn) {
    errors.push({ path: 'removedOn', message: 'validation:beforeInstalled' });
  }
  invalid(errors);
  const before = await mustFindInstallation(tx, orgId, current.id);
  await closeInstallation(tx, orgId, current.id, body);
  await updateMeter(tx, orgId, current.meterId, { status: 'removed' });
  await recordRemoved(ctx, {
    meterId: current.meterId,
    waterUserId,
    installationId: current.id,
    on: body.removedOn,
    reason: body.reason,
  });
  const after = await mustFindInstallation(tx, orgId, current.id);
  await logMeter(tx, request, orgId, waterUserId, 'meter.remove', {
    before,
    after,
    reason: body.reason,
  });
  return after;
};

export const meterHistory = (app: FastifyInstance, request: FastifyRequest, waterUserId: string) =>
  inOrg(app, request, async ({ tx, orgId }) => {
    await mustFindUser(tx, orgId, waterUserId);
    return installationsOf(tx, orgId, waterUserId);
  });
