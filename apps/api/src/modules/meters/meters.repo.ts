import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MeterInstallation, meterListQuery, meterStatuses } from '@prapa/contracts';
import type { z } from 'zod';
import { meterInstallations, meterSizes, meters, waterUsers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { fullNameOf } from '@prapa/domain';
import { planEachStatement } from '../water-users/water-users.repo.ts';

const mi = meterInstallations;
const wu = waterUsers;

export type MeterStatus = (typeof meterStatuses)[number];
export type MeterFilters = z.output<typeof meterListQuery>;
export type MeterFields = Pick<
  typeof meters.$inferInsert,
  'serial' | 'brand' | 'meterSizeId' | 'digits' | 'status' | 'note'
>;

export const findMeterBySerial = async (tx: Tx, orgId: string, serial: string) => {
  const [row] = await tx
    .select({ id: meters.id, status: meters.status, brand: meters.brand })
    .from(meters)
    .where(and(eq(meters.orgId, orgId), eq(meters.serial, serial)));
  return row ?? null;
};

export const insertMeter = async (tx: Tx, orgId: string, fields: MeterFields) => {
  const [row] = await tx
    .insert(meters)
    .values({ ...fields, orgId })
    .returning({ id: meters.id });
  if (!row) throw new Error('meter insert returned nothing');
  return row.id;
};

export const updateMeter = (tx: Tx, orgId: string, id: string, patch: Partial<MeterFields>) =>
  tx
    .update(meters)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(meters.orgId, orgId), eq(meters.id, id)));

/** The meter on a connection now, if any (at most one: a partial unique index). */
export const currentInstallation = async (tx: Tx, orgId: string, waterUserId: string) => {
  const [row] = await tx
    .select({
      id: mi.id,
      meterId: mi.meterId,
      waterUserId: mi.waterUserId,
      installedOn: mi.installedOn,
      initialReading: mi.initialReading,
      digits: meters.digits,
    })
    .from(mi)
    .innerJoin(meters, and(eq(meters.orgId, mi.orgId), eq(meters.id, mi.meterId)))
    .where(and(eq(mi.orgId, orgId), eq(mi.waterUserId, waterUserId), isNull(mi.removedOn)));
  return row ?? null;
};

export const insertInstallation = async (
  tx: Tx,
  orgId: string,
  values: Pick<
    typeof mi.$inferInsert,
    'meterId' | 'waterUserId' | 'installedOn' | 'initialReading'
  >,
) => {
  const [row] = await tx
    .insert(mi)
    .values({ ...values, orgId })
    .returning({ id: mi.id });
  if (!row) throw new Error('installation insert returned nothing');
  return row.id;
};

export const closeInstallation = (
  tx: Tx,
  orgId: string,
  id: string,
  values: { removedOn: string; finalReading: number; reason: string },
) =>
  tx
    .update(mi)
    .set(values)
    .where(and(eq(mi.orgId, orgId), eq(mi.id, id)));

const selectInstallations = (tx: Tx) =>
  tx
    .select({
      id: mi.id,
      meterId: mi.meterId,
      serial: meters.serial,
      brand: meters.brand,
      meterSizeLabel: meterSizes.label,
      digits: meters.digits,
      waterUserId: mi.waterUserId,
      customerNo: wu.customerNo,
      title: wu.title,
      firstName: wu.firstName,
      lastName: wu.lastName,
      installedOn: mi.installedOn,
      initialReading: mi.initialReading,
      removedOn: mi.removedOn,
      finalReading: mi.finalReading,
      reason: mi.reason,
    })
    .from(mi)
    .innerJoin(meters, and(eq(meters.orgId, mi.orgId), eq(meters.id, mi.meterId)))
    .innerJoin(
      meterSizes,
      and(eq(meterSizes.orgId, meters.orgId), eq(meterSizes.id, meters.meterSizeId)),
    )
    .innerJoin(wu, and(eq(wu.orgId, mi.orgId), eq(wu.id, mi.waterUserId)));

type InstallationRow = Awaited<ReturnType<ReturnType<typeof selectInstallations>['where']>>[number];

const toInstallation = ({
  title,
  firstName,
  lastName,
  ...r
}: InstallationRow): MeterInstallation => ({
  ...r,
  customerName: fullNameOf({ title, firstName, lastName }),
});

export const findInstallation = async (tx: Tx, orgId: string, id: string) => {
  const [row] = await selectInstallations(tx).where(and(eq(mi.orgId, orgId), eq(mi.id, id)));
  return row ? toInstallation(row) : null;
};

/** The meter history of a connection, newest first. */
export const installationsOf = async (tx: Tx, orgId: string, waterUserId: string) =>
  (
    await selectInstallations(tx)
      .where(and(eq(mi.orgId, orgId), eq(mi.waterUserId, waterUserId)))
      .orderBy(desc(mi.installedOn), desc(mi.createdAt))
  ).map(toInstallation);

export type NewInstalledMeter = {
  waterUserId: string;
  serial: string;
  brand: string | null;
  meterSizeId: string;
  digits: number;
  installedOn: string;
  initialReading: number;
};

const CHUNK = 1_000;

/**
 * Registers new meters and installs each on its connection, in bulk (for the demo and
 * imports): the serials must be new to the organisation (the meters_org_serial
 * constraint refuses a repeat) and the connections without a meter. No audit here.
 */
export const insertInstalledMeters = async (tx: Tx, orgId: string, items: NewInstalledMeter[]) => {
  await planEachStatement(tx);
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    const ids = await tx
      .insert(meters)
      .values(
        chunk.map((m) => ({
          orgId,
          serial: m.serial,
          brand: m.brand,
          meterSizeId: m.meterSizeId,
          digits: m.digits,
          status: 'installed' as const,
        })),
      )
      .returning({ id: meters.id });
    await tx.insert(mi).values(
      chunk.map((m, j) => ({
        orgId,
        meterId: ids[j]?.id ?? '',
        waterUserId: m.waterUserId,
        installedOn: m.installedOn,
        initialReading: m.initialReading,
      })),
    );
  }
};

// The register: every meter with its current or last installation.
