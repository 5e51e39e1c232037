import { and, asc, eq, isNull } from 'drizzle-orm';
import { bangkokDate, proposeRound, seededRandom, toBuddhistYear } from '@prapa/domain';
import {
  collectionRoutes,
  meterInstallations,
  officers,
  readings,
  usageStatuses,
  waterUsers,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { translator } from '../../lib/i18n.ts';
import { findOrg } from '../orgs/org.repo.ts';
import { findCycle, insertRound, updateRound } from '../rounds/rounds.repo.ts';
import { recordReadings, type ReadingItem } from './record-readings.ts';

/** Every connection to read, in walk order, with its meter's reading at installation. */
const connectionsToRead = (tx: Tx, orgId: string) =>
  tx
    .select({ id: waterUsers.id, initial: meterInstallations.initialReading })
    .from(waterUsers)
    .innerJoin(
      usageStatuses,
      and(
        eq(usageStatuses.orgId, waterUsers.orgId),
        eq(usageStatuses.id, waterUsers.usageStatusId),
      ),
    )
    .innerJoin(
      meterInstallations,
      and(
        eq(meterInstallations.orgId, waterUsers.orgId),
        eq(meterInstallations.waterUserId, waterUsers.id),
        isNull(meterInstallations.removedOn),
      ),
    )
    .leftJoin(
      collectionRoutes,
      and(
        eq(collectionRoutes.orgId, waterUsers.orgId),
        eq(collectionRoutes.id, waterUsers.routeId),
      ),
    )
    .where(and(eq(waterUsers.orgId, orgId), eq(usageStatuses.readingRequired, true)))
    .orderBy(asc(collectionRoutes.code), asc(waterUsers.routeSeq));

/** Past months the demo has read, checked and (issue 12) billed and mostly been paid for. */
export const DEMO_PAST_MONTHS = 12;

/** How much history a demo has and what a household's usual month is (m³, lowest–highest). */
export type DemoReadingShape = { months: number; usual: readonly [number, number] };

const villageShape: DemoReadingShape = { months: DEMO_PAST_MONTHS, usual: [8, 22] };

/**
 * The demo utility's cycle at work (issue 8): a year of past months read and checked, and
 * this month's round being read, about half done, with the cases a checker meets: high
 * and very high use, zero use, a house locked, a dead meter.
 */
export const seedDemoReadings = async (
  tx: Tx,
  orgId: string,
  today = bangkokDate(new Date()),
  shape: DemoReadingShape = villageShape,
) => {
  const [reader] = await tx
    .select()
    .from(officers)
    .where(and(eq(officers.orgId, orgId), eq(officers.username, 'reader')));
  if (!reader) return;
  const actor = {
    officerId: reader.id,
    orgId,
    homeOrgId: orgId,
    role: reader.role,
    position: reader.position,
    familyId: '',
  };
  const cycle = await findCycle(tx, orgId);
  const dueDays = (await findOrg(tx, orgId))?.dueDays ?? 15;
  const users = await connectionsToRead(tx, orgId);
  const random = seededRandom(2569);
  // Each household its own usual month (8–22 m³ in the village), the dial where its meter started.
  const [low, high] = shape.usual;
  const usual = new Map(users.map((u) => [u.id, low + Math.floor(random() * (high - low + 1))]));
  const dial = new Map(users.map((u) => [u.id, u.initial]));
  const [year, month] = today.split('-').map(Number) as [number, number];
  // The round before the first: a year and a month back.
  const back = shape.months + 1;
  const startIndex = year * 12 + (month - 1) - back;
  let last = { yearBe: toBuddhistYear(Math.floor(startIndex / 12)), month: (startIndex % 12) + 1 };
  const t = translator('th');

  for (let r = 0; r <= shape.months; r++) {
    const proposal = proposeRound({ ...cycle, dueDays }, last, today);
    const current = r === shape.months;
    const row = await insertRound(tx, orgId, proposal);
    last = proposal;
    // This month's window may not have opened yet: a reading is never dated after today.
    const readOn = proposal.readingFrom > today ? today : proposal.readingFrom;
    const items: ReadingItem[] = [];
    users.forEach((u, i) => {
      if (current && i >= users.length / 2) return;
      const base = usual.get(u.id) ?? 10;
      let usage = Math.max(0, Math.round(base * (0.8 + random() * 0.4)));
      let code = '00';
      if (current && i % 23 === 5) usage = base * 3;
      if (current && i % 37 === 11) usage = base * 5;
      if (current && i % 29 === 7) usage = 0;
      if (current && i === 41) code = '01';
      if (current && i === 58) code = '15';
      const estimate = code !== '00';
      const value = (dial.get(u.id) ?? 0) + (estimate ? 0 : usage);
      if (!estimate) dial.set(u.id, value);
      items.push({
        clientId: `demo-${proposal.yearBe}${proposal.month}-${i}`,
        roundId: row.id,
        waterUserId: u.id,
        current: estimate ? null : value,
        code,
        note: null,
        readAt: `${readOn}T${String(8 + (i % 9)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00+07:00`,
        latitude: null,
        longitude: null,
      });
    });
    await recordReadings({ tx, orgId, actor }, { actor, ip: null }, t, 'phone', items);
    if (!current) {
      // Past months were checked (and, once billing lands, billed): the round is closed.
      await tx
        .update(readings)
        .set({ status: 'checked', held: false })
        .where(and(eq(readings.orgId, orgId), eq(readings.roundId, row.id)));
      await updateRound(tx, orgId, row.id, { status: 'closed', closedAt: new Date() });
    }
  }
};
