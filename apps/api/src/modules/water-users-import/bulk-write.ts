import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { waterUserInput } from '@prapa/contracts';
import { formatCustomerNumber } from '@prapa/domain';
import { meterInstallations, meters, organisations, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { RowMeter } from './check-row.ts';

// NOTE: the water-users module (built alongside) will export its own bulk insert and
// `nextCustomerNumbers`; these are this module's until it lands, then it switches.

/** Rows a statement: 1,000 users × 27 columns stays well under 65,535 parameters. */
export const CHUNK = 1_000;

export type NewWaterUser = {
  user: z.output<typeof waterUserInput>;
  customerNo: string;
  routeSeq: number | null;
  importKey: string | null;
  meter: RowMeter | null;
};

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * Running numbers for `count` new customers, formatted with the organisation's
 * format; the counter moves under the organisation's row lock.
 */
export const nextCustomerNumbers = async (
  tx: Tx,
  orgId: string,
  count: number,
  areaCode?: string | null,
): Promise<string[]> => {
  if (count <= 0) return [];
  const [row] = await tx
    .update(organisations)
    .set({ customerSeq: sql`${organisations.customerSeq} + ${count}` })
    .where(eq(organisations.id, orgId))
    .returning({ last: organisations.customerSeq, format: organisations.customerNumberFormat });
  if (!row) throw new Error('organisation not found for customer numbers');
  const first = row.last - count + 1;
  return Array.from({ length: count }, (_, i) =>
    formatCustomerNumber(row.format, { seq: first + i, areaCode: areaCode ?? null }),
  );
};

/** Inserts users (and, where a row has one, its meter and installation) in chunks. */
export const insertWaterUsersBulk = async (tx: Tx, orgId: string, rows: NewWaterUser[]) => {
  let metersInstalled = 0;
  for (const part of chunks(rows)) {
    const inserted = await tx
      .insert(waterUsers)
      .values(
        part.map(({ user, customerNo, routeSeq, importKey }) => ({
          orgId,
          customerNo,
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
          routeSeq,
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
      )
      .returning({ id: waterUsers.id, customerNo: waterUsers.customerNo });
    const userIds = new Map(inserted.map((r) => [r.customerNo, r.id]));
    const withMeter = part.filter((r) => r.meter !== null);
    if (withMeter.length === 0) continue;
    const meterRows = await tx
      .insert(meters)
      .values(
        withMeter.map(({ meter, user }) => ({
          orgId,
          serial: meter!.serial,
          brand: meter!.brand,
          meterSizeId: user.meterSizeId,
          digits: meter!.digits,
          status: 'installed' as const,
        })),
      )
      .returning({ id: meters.id, serial: meters.serial });
    const meterIds = new Map(meterRows.map((r) => [r.serial, r.id]));
    await tx.insert(meterInstallations).values(
      withMeter.map(({ meter, customerNo }) => ({
        orgId,
        meterId: meterIds.get(meter!.serial)!,
        waterUserId: userIds.get(customerNo)!,
        installedOn: meter!.installedOn,
        initialReading: meter!.initialReading,
      })),
    );
    metersInstalled += withMeter.length;
  }
  return { created: rows.length, metersInstalled };
};
