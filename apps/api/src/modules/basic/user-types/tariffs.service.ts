import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TariffPreview, tariffInput } from '@prapa/contracts';
import { bangkokDate, evaluateTariff } from '@prapa/domain';
import type { Tx } from '../../../db/tenant.ts';
import { inActorOrg } from '../../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import { audit } from '../../../lib/audit.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { inForceOn } from '@prapa/domain';
import { toTariffVersion, versionsOf } from './tariff-versions.ts';
import {
  deleteTariff,
  insertTariff,
  tariffDateTaken,
  tariffsOfType,
  updateTariff,
} from './tariffs.repo.ts';
import { userTypeService } from './user-types.service.ts';

type TariffBody = z.output<typeof tariffInput>;

const today = () => bangkokDate(new Date());
const dateTaken = () => fieldError('CONFLICT', 'effectiveFrom', 'validation:tariffDateTaken');
const history = () => new AppError('CONFLICT', { vars: { context: 'tariffHistory' } });

const inOrg = <T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fn: (tx: Tx, orgId: string) => Promise<T>,
) =>
  inActorOrg(app, request, ({ tx, orgId }) => fn(tx, orgId), { tariffs_org_type_from: dateTaken });

/** The versions of a user type of the organisation (404 for anyone else's). */
const versionsOfType = async (tx: Tx, orgId: string, userTypeId: string) => {
  await userTypeService.mustFind(tx, orgId, userTypeId);
  return tariffsOfType(tx, orgId, userTypeId);
};

/** A new or moved version takes effect today or later, on a date no other version holds. */
const checkDate = async (
  tx: Tx,
  orgId: string,
  userTypeId: string,
  body: TariffBody,
  id?: string,
) => {
  if (body.effectiveFrom < today()) {
    throw fieldError('VALIDATION', 'effectiveFrom', 'validation:tariffPast');
  }
  if (await tariffDateTaken(tx, orgId, userTypeId, body.effectiveFrom, id)) throw dateTaken();
};

/** The version to change: only one that has not yet taken effect. */
const futureVersion = async (tx: Tx, orgId: string, userTypeId: string, tariffId: string) => {
  const rows = await versionsOfType(tx, orgId, userTypeId);
  const row = rows.find((r) => r.id === tariffId);
  if (!row) throw notFound();
  const version = toTariffVersion(row, rows, today());
  if (version.status !== 'future') throw history();
  return { rows, version };
};

export const listTariffs = (app: FastifyInstance, request: FastifyRequest, userTypeId: string) =>
  inOrg(app, request, async (tx, orgId) =>
    versionsOf(await versionsOfType(tx, orgId, userTypeId), today()),
  );

export const addTariff = (
  app: FastifyInstance,
  request: FastifyRequest,
  userTypeId: string,
  body: TariffBody,
) =>
  inOrg(app, request, async (tx, orgId) => {
    const rows = await versionsOfType(tx, orgId, userTypeId);
    await checkDate(tx, orgId, userTypeId, body);
    const row = await insertTariff(tx, orgId, userTypeId, body, actorOf(request).officerId);
    const after = toTariffVersion(row, [...rows, row], today());
    await audit(tx, request, orgId, {
      action: 'tariff.create',
      entity: 'tariff',
      entityId: row.id,
      after,
    });
    return after;
  });

export const changeTariff = (
  app: FastifyInstance,
  request: FastifyRequest,
  userTypeId: string,
  tariffId: string,
  body: TariffBody,
) =>
  inOrg(app, request, async (tx, orgId) => {
    const { rows, version: before } = await futureVersion(tx, orgId, userTypeId, tariffId);
    await checkDate(tx, orgId, userTypeId, body, tariffId);
    const row = await updateTariff(tx, orgId, tariffId, body);
    if (!row) throw notFound();
    const after = toTariffVersion(
      row,
      rows.map((r) => (r.id === row.id ? row : r)),
      today(),
    );
    await audit(tx, request, orgId, {
      action: 'tariff.update',
      entity: 'tariff',
      entityId: tariffId,
      before,
      after,
    });
    return after;
  });

export const removeTariff = (
  app: FastifyInstance,
  request: FastifyRequest,
  userTypeId: string,
  tariffId: string,
) =>
  inOrg(app, request, async (tx, orgId) => {
    const { rows, version: before } = await futureVersion(tx, orgId, userTypeId, tariffId);
    if (rows.length === 1) throw new AppError('CONFLICT', { vars: { context: 'lastTariff' } });
    await deleteTariff(tx, orgId, tariffId);
    await audit(tx, request, orgId, {
      action: 'tariff.delete',
      entity: 'tariff',
      entityId: tariffId,
      before,
    });
    return before;
  });

/** The charge for a usage under the version in force on a date: the code bills use. */
export const previewTariff = (
  app: FastifyInstance,
  request: FastifyRequest,
  userTypeId: string,
  usage: number,
  date = today(),
): Promise<TariffPreview> =>
  inOrg(app, request, async (tx, orgId) => {
    const rows = await versionsOfType(tx, orgId, userTypeId);
    const row = inForceOn(rows, date);
    if (!row) throw new AppError('NOT_FOUND', { vars: { context: 'noTariff' } });
    const result = evaluateTariff(row, usage);
    return { date, usage, tariff: toTariffVersion(row, rows, today()), ...result };
  });
