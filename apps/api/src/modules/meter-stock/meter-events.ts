import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { appendEvents } from './meter-stock.repo.ts';

/**
 * Who an event names: the officer, unless an IT officer acts on another organisation
 * (their row is not that organisation's; the audit log names them).
 */
export const eventActor = ({ actor, orgId }: TenantCtx) =>
  actor.homeOrgId === orgId ? actor.officerId : null;

/** A meter went onto a connection (every path that installs one comes here). */
export const recordInstalled = (
  ctx: TenantCtx,
  i: { meterId: string; waterUserId: string; installationId: string; on: string },
) =>
  appendEvents(ctx.tx, [
    {
      orgId: ctx.orgId,
      meterId: i.meterId,
      kind: 'installed',
      happenedOn: i.on,
      waterUserId: i.waterUserId,
      installationId: i.installationId,
      actorId: eventActor(ctx),
    },
  ]);

/** A meter came off a connection, and why. */
export const recordRemoved = (
  ctx: TenantCtx,
  i: { meterId: string; waterUserId: string; installationId: string; on: string; reason: string },
) =>
  appendEvents(ctx.tx, [
    {
      orgId: ctx.orgId,
      meterId: i.meterId,
      kind: 'removed',
      happenedOn: i.on,
      waterUserId: i.waterUserId,
      installationId: i.installationId,
      reason: i.reason,
      actorId: eventActor(ctx),
    },
  ]);

/** A meter registered one at a time (the register's "into stock"). */
export const recordReceived = (ctx: TenantCtx, meterId: string, on: string) =>
  appendEvents(ctx.tx, [
    { orgId: ctx.orgId, meterId, kind: 'received', happenedOn: on, actorId: eventActor(ctx) },
  ]);
