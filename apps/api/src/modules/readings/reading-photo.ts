import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { READING_PHOTO_MAX_BYTES, type ReadingPhotoBody } from '@prapa/contracts';
import { readingPhotos, readings, serviceRounds } from '../../db/schema/index.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';

/** The file's own first bytes must say what the sender claims (JPEG, or WebP in RIFF). */
const looksLike = (mime: ReadingPhotoBody['mimeType'], bytes: Buffer) =>
  mime === 'image/jpeg'
    ? bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    : bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
      bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/**
 * Keeps the meter photo of a reading (one; a new one replaces it) while the round still
 * takes readings. Resized on the phone: more than 500 kB, or not a JPEG/WebP, is refused.
 */
export const savePhoto = (
  app: FastifyInstance,
  request: FastifyRequest,
  readingId: string,
  body: ReadingPhotoBody,
) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const [found] = await tx
      .select({ id: readings.id, status: serviceRounds.status })
      .from(readings)
      .innerJoin(
        serviceRounds,
        and(eq(serviceRounds.orgId, readings.orgId), eq(serviceRounds.id, readings.roundId)),
      )
      .where(and(eq(readings.orgId, orgId), eq(readings.id, readingId)));
    if (!found) throw notFound();
    if (found.status !== 'open' && found.status !== 'reading') {
      throw new AppError('CONFLICT', { vars: { context: 'roundNotEditable' } });
    }
    const content = Buffer.from(body.contentBase64, 'base64');
    if (content.length > READING_PHOTO_MAX_BYTES) {
      throw fieldError('VALIDATION', 'contentBase64', 'validation:reading.photoTooLarge');
    }
    if (!looksLike(body.mimeType, content)) {
      throw fieldError('VALIDATION', 'contentBase64', 'validation:reading.photoNotImage');
    }
    const values = { orgId, readingId, mimeType: body.mimeType, bytes: content.length, content };
    await tx
      .insert(readingPhotos)
      .values(values)
      .onConflictDoUpdate({
        target: [readingPhotos.orgId, readingPhotos.readingId],
        set: { mimeType: body.mimeType, bytes: content.length, content },
      });
    return { bytes: content.length };
  });

export const findPhoto = (app: FastifyInstance, request: FastifyRequest, readingId: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const [photo] = await tx
      .select({ mimeType: readingPhotos.mimeType, content: readingPhotos.content })
      .from(readingPhotos)
      .where(and(eq(readingPhotos.orgId, orgId), eq(readingPhotos.readingId, readingId)));
    if (!photo) throw notFound();
    return photo;
  });
