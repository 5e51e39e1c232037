import { randomUUID } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  readingDateAfterToday,
  type readingInput,
  type ReadingSyncOutcome,
} from '@prapa/contracts';
import { computeReading } from '@prapa/domain';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { auditBy, type AuditWho } from '../../lib/audit.ts';
import { findThresholds, updateRound } from '../rounds/rounds.repo.ts';
import { historiesFor } from './reading-history.repo.ts';
import {
  insertReadings,
  readingsByClientIds,
  readingsOfRound,
  roundsByIds,
  toReading,
  type NewReading,
  type ReadingRow,
} from './readings.repo.ts';

export type ReadingItem = z.output<typeof readingInput>;
export type ReadingSource = 'phone' | 'web' | 'import';

/** A resend is the same reading when what the reader entered is the same. */
const sameEntry = (row: ReadingRow | NewReading, item: ReadingItem) =>
  row.roundId === item.roundId &&
  row.waterUserId === item.waterUserId &&
  row.current === item.current &&
  row.code === item.code;

/**
 * Records readings (one from the office grid, up to 500 from a phone) in one short
 * transaction, each with its own outcome: a resend of a saved reading answers it again;
 * a reading of a month someone else has read is a conflict the reader resolves; a bad one
 * (dated after today in Bangkok, say) is refused with the reason, and the others are
 * saved. Priced by computeReading, the same code the phone runs. The first reading of an
 * open round moves it to "reading".
 *
 * An outcome that points at a reading saved by this very sync (the same connection twice
 * in one batch, a client id sent twice) answers with the row as stored, not as built: the
 * built one has no status yet, and the answer's schema refused it (a 500, issue 25).
 */
export const recordReadings = async (
  ctx: TenantCtx,
  who: AuditWho,
  t: TFunction,
  source: ReadingSource,
  items: ReadingItem[],
): Promise<ReadingSyncOutcome[]> => {
  const { tx, orgId, actor } = ctx;
  const rounds = new Map(
    (await roundsByIds(tx, orgId, [...new Set(items.map((i) => i.roundId))])).map((r) => [r.id, r]),
  );
  const byClient = new Map(
    (
      await readingsByClientIds(
        tx,
        orgId,
        items.map((i) => i.clientId),
      )
    ).map((r) => [r.clientId, r]),
  );
  const thresholds = await findThresholds(tx, orgId);
  const taken = new Map<string, ReadingRow>();
  const histories = new Map<string, Awaited<ReturnType<typeof historiesFor>>>();
  for (const round of rounds.values()) {
    const users = [
      ...new Set(items.filter((i) => i.roundId === round.id).map((i) => i.waterUserId)),
    ];
    for (const r of await readingsOfRound(tx, orgId, round.id, users))
      taken.set(`${r.roundId}:${r.waterUserId}`, r);
    histories.set(round.id, await historiesFor(tx, orgId, round, users));
  }

  const outcomes: ReadingSyncOutcome[] = [];
  const fresh: NewReading[] = [];
  // Readings this sync saves, by client id and by connection: answered once stored.
  const freshByClient = new Map<string, NewReading>();
  const freshByConnection = new Map<string, string>();
  const answerLater = new Map<ReadingSyncOutcome, string>();
  const now = new Date();
  const refuse = (item: ReadingItem, key: string, vars?: Record<string, unknown>) =>
    outcomes.push({
      clientId: item.clientId,
      result: 'refused',
      reading: null,
      message: t(key, vars),
    });
  for (const item of items) {
    const earlier = byClient.get(item.clientId);
    const earlierNow = freshByClient.get(item.clientId);
    const against = earlier ?? earlierNow;
    if (against) {
      const same = sameEntry(against, item);
      const outcome: ReadingSyncOutcome = {
        clientId: item.clientId,
        result: same ? 'same' : 'conflict',
        reading: earlier ? toReading(earlier) : null,
        message: same ? null : t('validation:reading.clientIdReused'),
      };
      if (!earlier) answerLater.set(outcome, item.clientId);
      outcomes.push(outcome);
      continue;
    }
    if (readingDateAfterToday(item.readAt, now)) {
      refuse(item, 'validation:reading.future');
      continue;
    }
    const round = rounds.get(item.roundId);
    if (!round) {
      refuse(item, 'validation:reading.roundNotFound');
      continue;
    }
    if (round.status !== 'open' && round.status !== 'reading') {
      refuse(item, 'validation:reading.roundClosed');
      continue;
    }
    const key = `${item.roundId}:${item.waterUserId}`;
    const other = taken.get(key);
    const otherNow = freshByConnection.get(key);
    if (other ?? otherNow) {
      const outcome: ReadingSyncOutcome = {
        clientId: item.clientId,
        result: 'conflict',
        reading: other ? toReading(other) : null,
        message: t('validation:reading.alreadyRead'),
      };
      if (!other && otherNow) answerLater.set(outcome, otherNow);
      outcomes.push(outcome);
      continue;
    }
    const connection = histories.get(round.id)?.get(item.waterUserId);
    if (!connection) {
      refuse(item, 'validation:reading.connectionNotFound');
      continue;
    }
    if (!connection.history) {
      refuse(item, 'validation:reading.noMeter');
      continue;
    }
    const computed = computeReading(connection.history, item, thresholds);
    if (!computed.ok) {
      refuse(item, `validation:${computed.error}`, { digits: connection.history.digits });
      continue;
    }
    const row: NewReading = {
      id: randomUUID(),
      orgId,
      roundId: item.roundId,
      waterUserId: item.waterUserId,
      meterId: connection.meterId,
      ...computed.reading,
      code: item.code,
      source,
      clientId: item.clientId,
      note: item.note,
      readAt: new Date(item.readAt),
      readerId: actor.officerId,
      latitude: item.latitude,
      longitude: item.longitude,
    };
    fresh.push(row);
    freshByClient.set(item.clientId, row);
    freshByConnection.set(key, item.clientId);
    outcomes.push({ clientId: item.clientId, result: 'saved', reading: null, message: null });
  }

  const saved = new Map((await insertReadings(tx, fresh)).map((r) => [r.clientId, r]));
  for (const o of outcomes) {
    const ref = o.result === 'saved' ? o.clientId : answerLater.get(o);
    const row = ref ? saved.get(ref) : undefined;
    if (row) o.reading = toReading(row);
  }
  for (const round of rounds.values()) {
    if (round.status === 'open' && fresh.some((r) => r.roundId === round.id)) {
      await updateRound(tx, orgId, round.id, { status: 'reading' });
    }
  }
  if (fresh.length > 0) {
    await auditBy(tx, who, orgId, {
      action: 'reading.record',
      entity: 'reading',
      entityId: fresh.length === 1 ? (fresh[0]?.id ?? null) : null,
      after: {
        source,
        readings: fresh.map((r) => ({
          id: r.id,
          waterUserId: r.waterUserId,
          current: r.current,
          code: r.code,
          usage: r.usage,
        })),
      },
    });
  }
  return outcomes;
};
