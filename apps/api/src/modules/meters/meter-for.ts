import type { z } from 'zod';
import type { installMeterBody } from '@prapa/contracts';
import type { Tx } from '../../db/tenant.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findMeterBySerial, insertMeter, updateMeter } from './meters.repo.ts';

type InstallBody = z.output<typeof installMeterBody>;

export const serialInUse = () => fieldError('CONFLICT', 'serial', 'validation:meterSerialInUse');

/**
 * The meter for an installation: the one registered with this serial when it is in
 * stock or was removed in working order, else a new one. An installed or broken meter
 * cannot go on another connection (409 at the serial), nor one at test or scrapped (409).
 */
export const meterFor = async (tx: Tx, orgId: string, body: InstallBody) => {
  const existing = await findMeterBySerial(tx, orgId, body.serial);
  const fields = {
    brand: body.brand ?? existing?.brand ?? null,
    meterSizeId: body.meterSizeId,
    digits: body.digits,
    status: 'installed' as const,
  };
  if (!existing) {
    return insertMeter(tx, orgId, { ...fields, serial: body.serial, note: body.note });
  }
  if (existing.status === 'installed' || existing.status === 'broken') throw serialInUse();
  // Away for test or repair, or scrapped: the stock register must bring it back first.
  if (existing.status === 'at_test' || existing.status === 'scrapped') {
    throw new AppError('CONFLICT', { vars: { context: 'meterNotInStock', serial: body.serial } });
  }
  await updateMeter(tx, orgId, existing.id, body.note ? { ...fields, note: body.note } : fields);
  return existing.id;
};
