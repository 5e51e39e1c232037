import { READING_SYNC_MAX, type ReadingSyncOutcome } from '@prapa/contracts';
import { api } from '../../lib/api-client.ts';
import { queued, updateQueued, type QueuedReading } from './offline-store.ts';
import { base64Of } from '../../lib/resize-photo.ts';

export type SyncResult = { sent: number; conflicts: number; refused: number; left: number };

const bodyOf = (q: QueuedReading) => ({
  clientId: q.clientId,
  roundId: q.roundId,
  waterUserId: q.waterUserId,
  current: q.current,
  code: q.code,
  note: q.note,
  readAt: q.readAt,
  latitude: q.latitude,
  longitude: q.longitude,
});

/**
 * Sends the officer's pending readings (500 a request, as the server takes them) and
 * marks each by the server's answer: sent only once acknowledged (saved, or the same
 * reading sent before); a conflict or a refusal stays on the phone for the reader.
 * A network failure leaves everything pending for the next try.
 */
export const sendQueue = async (officerId: string): Promise<SyncResult> => {
  const pending = (await queued()).filter(
    (q) => q.state === 'pending' && q.officerId === officerId,
  );
  const result: SyncResult = { sent: 0, conflicts: 0, refused: 0, left: 0 };
  for (let i = 0; i < pending.length; i += READING_SYNC_MAX) {
    const batch = pending.slice(i, i + READING_SYNC_MAX);
    const outcomes = await api.post<ReadingSyncOutcome[]>('/api/v1/readings/sync', {
      source: 'phone',
      readings: batch.map(bodyOf),
    });
    for (const o of outcomes) {
      if (o.result === 'saved' || o.result === 'same') {
        await updateQueued(o.clientId, { state: 'sent', server: o.reading, message: null });
        result.sent += 1;
      } else {
        await updateQueued(o.clientId, {
          state: o.result === 'conflict' ? 'conflict' : 'refused',
          server: o.reading,
          message: o.message,
        });
        if (o.result === 'conflict') result.conflicts += 1;
        else result.refused += 1;
      }
    }
  }
  await sendPhotos(officerId);
  result.left = (await queued()).filter(
    (q) => q.state === 'pending' && q.officerId === officerId,
  ).length;
  return result;
};

/** Photos of acknowledged readings, one request each; a failure is tried again later. */
const sendPhotos = async (officerId: string) => {
  const waiting = (await queued()).filter(
    (q) => q.officerId === officerId && q.state === 'sent' && q.photo && !q.photoSent && q.server,
  );
  for (const q of waiting) {
    if (!q.photo || !q.server) continue;
    await api.post(`/api/v1/readings/${q.server.id}/photo`, {
      mimeType: 'image/jpeg',
      contentBase64: await base64Of(q.photo),
    });
    await updateQueued(q.clientId, { photoSent: true, photo: null });
  }
};
