import { and, asc, eq } from 'drizzle-orm';
import type { RequestBody } from '@prapa/contracts';
import { meterSizes, usageStatuses, userTypes } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { activeState } from '../basic/shared/resource-repo.ts';
import { findUsageStatusByCode } from '../water-users/water-users.repo.ts';
import { activatable } from '../water-users/water-user-rules.ts';

/** The usage status of a connection approved and not yet installed (defaults-data.ts, 0024). */
export const PENDING_STATUS_CODE = 'PENDING';
export const NORMAL_STATUS_CODE = 'NORMAL';

export const assertMeterSize = async (tx: Tx, orgId: string, id: string) => {
  const size = await activeState(tx, activatable(meterSizes), orgId, id);
  if (!size?.active) throw fieldError('VALIDATION', 'meterSizeId', 'validation:meterSize');
};

/** A new connection's use and meter size: the organisation's, in service. */
export const assertNewConnection = async (tx: Tx, orgId: string, body: RequestBody) => {
  const type = await activeState(tx, activatable(userTypes), orgId, body.userTypeId ?? '');
  if (!type?.active) throw fieldError('VALIDATION', 'userTypeId', 'validation:userType');
  await assertMeterSize(tx, orgId, body.meterSizeId ?? '');
};

/** A usage status by its code, or 409 when the organisation has none such. */
export const statusByCode = async (tx: Tx, orgId: string, code: string) => {
  const status = await findUsageStatusByCode(tx, orgId, code);
  if (!status) throw new AppError('CONFLICT', { vars: { context: 'requestNoStatus', code } });
  return status.id;
};

/**
 * The status a connection takes when its meter goes in: NORMAL, or (codes are the
 * organisation's to edit) its first active status that is read and billed in full.
 */
export const connectedStatus = async (tx: Tx, orgId: string) => {
  const normal = await findUsageStatusByCode(tx, orgId, NORMAL_STATUS_CODE);
  if (normal) return normal.id;
  const [first] = await tx
    .select({ id: usageStatuses.id })
    .from(usageStatuses)
    .where(
      and(
        eq(usageStatuses.orgId, orgId),
        eq(usageStatuses.active, true),
        eq(usageStatuses.billMode, 'normal'),
        eq(usageStatuses.readingRequired, true),
      ),
    )
    .orderBy(asc(usageStatuses.sortOrder))
    .limit(1);
  if (!first) {
    throw new AppError('CONFLICT', {
      vars: { context: 'requestNoStatus', code: NORMAL_STATUS_CODE },
    });
  }
  return first.id;
};
