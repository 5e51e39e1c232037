import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { ListQuery } from '@prapa/contracts';
import type { Tx } from '../../../db/tenant.ts';
import { inActorOrg, inActorOrgRead } from '../../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../../lib/app-error.ts';
import { audit } from '../../../lib/audit.ts';
import { exportWindow, pageOf } from '../../../lib/list-query.ts';
import { blockingReference, referencesOf, type ReferenceKind } from '../references.ts';
import { codeTaken, findRow, listRows, type ResourceTable } from './resource-repo.ts';

export type ResourceRow = { id: string; active: boolean };
export type ResourceBody = { active: boolean; code?: string };

/** One basic-data resource: its table, its writes and the rules beyond its schema. */
export type ResourceSpec<
  Dto extends ResourceRow,
  Body extends ResourceBody,
  Q extends ListQuery,
  F extends string,
> = {
  /**
   * The audit entity and action prefix ('area' → 'area.create'), and its kind in
   * references.ts, whose blocking references refuse a deactivation (409).
   */
  kind: ReferenceKind;
  table: ResourceTable<Dto, F>;
  insert: (tx: Tx, orgId: string, body: Body) => Promise<string>;
  update: (tx: Tx, orgId: string, id: string, patch: Partial<Body>) => Promise<unknown>;
  /** The unique constraint on the code: a race lost there answers like the pre-check. */
  codeConstraint?: string;
  /** The resource's own list filters (route: areaId, printer: officeId …). */
  filter?: (query: Q) => SQL | undefined;
  /** Rules beyond the shape (a referenced row exists in the organisation …): 400 at the field. */
  check?: (tx: Tx, orgId: string, body: Body, before: Dto | null) => Promise<void>;
  /** What must change elsewhere before the row is written (id null on create). */
  beforeWrite?: (tx: Tx, orgId: string, body: Body, id: string | null) => Promise<void>;
  /** Before a deactivation: refuse it (409), or return what else changes with it. */
  onDeactivate?: (tx: Tx, orgId: string, before: Dto) => Promise<Partial<Body> | void>;
};

export const duplicateCode = () => fieldError('DUPLICATE_CODE', 'code', 'validation:duplicateCode');

/**
 * A row this one points at must be the organisation's (RLS and the org-scoped foreign
 * keys guarantee no other) and, when newly chosen, in service: else 400 at the field.
 * An unchanged reference to a since-retired row is left alone.
 */
export const mustReference = (
  found: { active: boolean } | null,
  chosenNow: boolean,
  path: string,
  messageKey: string,
) => {
  if (!found || (chosenNow && !found.active)) throw fieldError('VALIDATION', path, messageKey);
};

/**
 * The service of a "code unique in the organisation, deactivated not deleted, listed
 * and exported" resource: every write in one tenant transaction with its audit row.
 */
export const resourceService = <
  Dto extends ResourceRow,
  Body extends ResourceBody,
  Q extends ListQuery,
  F extends string,
>(
  spec: ResourceSpec<Dto, Body, Q, F>,
) => {
  const conflicts = spec.codeConstraint ? { [spec.codeConstraint]: duplicateCode } : {};
  const inOrg = <T>(
    app: FastifyInstance,
    request: FastifyRequest,
    fn: (tx: Tx, orgId: string) => Promise<T>,
  ) => inActorOrg(app, request, ({ tx, orgId }) => fn(tx, orgId), conflicts);

  const mustFind = async (tx: Tx, orgId: string, id: string) => {
    const row = await findRow(tx, spec.table, orgId, id);
    if (!row) throw notFound();
    return row;
  };

  const checkCode = async (tx: Tx, orgId: string, body: Body, id?: string) => {
    if (body.code !== undefined && (await codeTaken(tx, spec.table, orgId, body.code, id))) {
      throw duplicateCode();
    }
  };

  const action = (verb: string) => `${spec.kind}.${verb}`;

  /**
   * Deactivation is how referenced rows retire, unless a registered reference forbids
   * it (an area with routes in service): 409 IN_USE, the message naming how many. The
   * message key is errors:IN_USE_<kind><Referrer> (i18next context), else the generic one.
   */
  const deactivation = async (tx: Tx, orgId: string, before: Dto): Promise<Partial<Body>> => {
    const blocker = blockingReference(spec.kind, await referencesOf(tx, spec.kind, before.id));
    if (blocker) {
      const context = `${spec.kind}${blocker.name[0]?.toUpperCase()}${blocker.name.slice(1)}`;
      throw new AppError('IN_USE', { vars: { context, count: blocker.count } });
    }
    return (await spec.onDeactivate?.(tx, orgId, before)) ?? {};
  };

  /** Create inside a caller's transaction (a user type adds its first tariff after). */
  const createIn = async (tx: Tx, request: FastifyRequest, orgId: string, body: Body) => {
    await checkCode(tx, orgId, body);
    await spec.check?.(tx, orgId, body, null);
    await spec.beforeWrite?.(tx, orgId, body, null);
    const id = await spec.insert(tx, orgId, body);
    const after = await mustFind(tx, orgId, id);
    await audit(tx, request, orgId, {
      action: action('create'),
      entity: spec.kind,
      entityId: id,
      after,
    });
    return after;
  };

  const change = (
    app: FastifyInstance,
    request: FastifyRequest,
    id: string,
    verb: string,
    patchOf: (tx: Tx, orgId: string, before: Dto) => Promise<Partial<Body>>,
  ) =>
    inOrg(app, request, async (tx, orgId) => {
      const before = await mustFind(tx, orgId, id);
      await spec.update(tx, orgId, id, await patchOf(tx, orgId, before));
      const after = await mustFind(tx, orgId, id);
      await audit(tx, request, orgId, {
        action: action(verb),
        entity: spec.kind,
        entityId: id,
        before,
        after,
      });
      return after;
    });

  return {
    inOrg,
    mustFind,
    createIn,
    list: (app: FastifyInstance, request: FastifyRequest, query: Q) =>
      inOrg(app, request, (tx, orgId) =>
        listRows(tx, spec.table, orgId, query, pageOf(query), spec.filter?.(query)),
      ),
    exportRows: async (app: FastifyInstance, request: FastifyRequest, query: Q) =>
      (
        await inActorOrgRead(app, request, ({ tx, orgId }) =>
          listRows(tx, spec.table, orgId, query, exportWindow, spec.filter?.(query)),
        )
      ).items,
    get: (app: FastifyInstance, request: FastifyRequest, id: string) =>
      inOrg(app, request, (tx, orgId) => mustFind(tx, orgId, id)),
    create: (app: FastifyInstance, request: FastifyRequest, body: Body) =>
      inOrg(app, request, (tx, orgId) => createIn(tx, request, orgId, body)),
    update: (app: FastifyInstance, request: FastifyRequest, id: string, body: Body) =>
      change(app, request, id, 'update', async (tx, orgId, before) => {
        await checkCode(tx, orgId, body, id);
        await spec.check?.(tx, orgId, body, before);
        const retiring = !body.active && before.active;
        const patch = retiring ? { ...body, ...(await deactivation(tx, orgId, before)) } : body;
        await spec.beforeWrite?.(tx, orgId, patch, id);
        return patch;
      }),
    /** Basic data is never deleted: bills and connections keep pointing at it. */
    setActive: (app: FastifyInstance, request: FastifyRequest, id: string, active: boolean) =>
      change(app, request, id, active ? 'activate' : 'deactivate', async (tx, orgId, before) => {
        const patch = { active } as Partial<Body>;
        if (active || !before.active) return patch;
        return { ...patch, ...(await deactivation(tx, orgId, before)) };
      }),
  };
};

export type ResourceService<
  Dto extends ResourceRow,
  Body extends ResourceBody,
  Q extends ListQuery,
> = ReturnType<typeof resourceService<Dto, Body, Q, string>>;
