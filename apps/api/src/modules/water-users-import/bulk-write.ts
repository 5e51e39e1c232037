import type { z } from 'zod';
import type { waterUserInput } from '@prapa/contracts';
import { meterInstallations, meters } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { insertWaterUsers } from '../water-users/water-users.repo.ts';
import type { RowMeter } from './check-row.ts';

/** Rows a statement, as the water-users bulk insert does. */
export const CHUNK = 1_000;

export type NewWaterUser = {
  user: z.output<typeof waterUserInput>;
  customerNo: string;
  importKey: string | null;
  meter: RowMeter | null;
};

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

type Placed = { waterUserId: string; meterSizeId: string; meter: RowMeter };

/** Registers the meters of new connections and installs them, 1,000 a statement. */
const installMeters = async (tx: Tx, orgId: string, placed: Placed[]) => {
  for (const part of chunks(placed)) {
    const inserted = await tx
      .insert(meters)
      .values(
        part.map(({ meter, meterSizeId }) => ({
          orgId,
          serial: meter.serial,
          brand: meter.brand,
          meterSizeId,
          digits: meter.digits,
          status: 'installed' as const,
        })),
      )
      .returning({ id: meters.id, serial: meters.serial });
    const meterIds = new Map(inserted.map((r) => [r.serial, r.id]));
    await tx.insert(meterInstallations).values(
      part.map(({ meter, waterUserId }) => ({
        orgId,
        meterId: meterIds.get(meter.serial) ?? '',
        waterUserId,
        installedOn: meter.installedOn,
        initialReading: meter.initialReading,
      })),
    );
  }
};

/**
 * Inserts the connections through the water-users module's bulk insert (which puts a
 * connection with a route at the end of its walk, in file order), then their meters
 * and installations in bulk.
 */
export const insertWaterUsersBulk = async (tx: Tx, orgId: string, rows: NewWaterUser[]) => {
  const ids = await insertWaterUsers(
    tx,
    orgId,
    rows.map(({ user, customerNo, importKey, meter }) => ({
      customerNo,
      // What the installation trigger would copy (migration 0007): written with the row,
      // the trigger finds nothing to change instead of rewriting 20,000 connections.
      meterSerial: meter?.serial ?? null,
      title: user.title,
      firstName: user.firstName,
      lastName: user.lastName,
      nationalId: user.nationalId,
      phone: user.phone,
      houseNo: user.address.houseNo,
      moo: user.address.moo,
      road: user.address.road,
      subdistrict: user.address.subdistrict,
      district: user.address.district,
      province: user.address.province,
      postcode: user.address.postcode,
      areaId: user.areaId,
      routeId: user.routeId,
      userTypeId: user.userTypeId,
      meterSizeId: user.meterSizeId,
      usageStatusId: user.usageStatusId,
      depositPaid: user.depositPaid,
      latitude: user.latitude,
      longitude: user.longitude,
      connectedOn: user.connectedOn,
      notes: user.notes,
      importKey,
    })),
  );
  const placed: Placed[] = rows.flatMap((r, i) => {
    const waterUserId = ids[i];
    return r.meter && waterUserId
      ? [{ waterUserId, meterSizeId: r.user.meterSizeId, meter: r.meter }]
      : [];
  });
  await installMeters(tx, orgId, placed);
  return { created: ids.length, metersInstalled: placed.length };
};
