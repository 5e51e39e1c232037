import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ListQuery, UserType, userTypeCreate, userTypeInput } from '@prapa/contracts';
import { audit } from '../../../lib/audit.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { resourceService } from '../shared/resource-service.ts';
import { insertTariff } from './tariffs.repo.ts';
import { userTypeTable, userTypeWrites } from './user-types.repo.ts';

type UserTypeBody = z.output<typeof userTypeInput>;
type UserTypeCreateBody = z.output<typeof userTypeCreate>;

/** User types (ประเภทผู้ใช้น้ำ); each prices its water by versioned tariffs. */
export const userTypeService = resourceService<UserType, UserTypeBody, ListQuery, string>({
  kind: 'userType',
  table: userTypeTable,
  ...userTypeWrites,
  codeConstraint: 'user_types_org_code',
});

/**
 * A new user type with its first tariff, in one transaction: a type without a price
 * would bill nothing. The first version may take effect on any date (no bill has used
 * the type yet).
 */
export const createUserType = (
  app: FastifyInstance,
  request: FastifyRequest,
  { tariff, ...fields }: UserTypeCreateBody,
) =>
  userTypeService.inOrg(app, request, async (tx, orgId) => {
    const created = await userTypeService.createIn(tx, request, orgId, fields);
    const version = await insertTariff(tx, orgId, created.id, tariff, actorOf(request).officerId);
    await audit(tx, request, orgId, {
      action: 'tariff.create',
      entity: 'tariff',
      entityId: version.id,
      after: version,
    });
    return userTypeService.mustFind(tx, orgId, created.id);
  });
