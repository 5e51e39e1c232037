import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REQUEST_ATTACHMENTS_MAX,
  REQUEST_IMAGE_MAX_BYTES,
  REQUEST_PDF_MAX_BYTES,
  type RequestAttachment,
  type RequestAttachmentBody,
  type RequestAttachmentMime,
} from '@prapa/contracts';
import { officers, requestAttachments as ra } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { REQUEST_ENTITY } from './request-detail.ts';
import { findRequestJoined, insertEvent, lockRequest } from './requests.repo.ts';
import { inOrg } from './requests.service.ts';

const CLOSED = ['completed', 'rejected', 'cancelled'];

/** What the file's own first bytes say it is; null for anything not kept. */
export const sniffMime = (b: Buffer): RequestAttachmentMime | null => {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
};

const uploader = alias(officers, 'uploader');
const remover = alias(officers, 'remover');

const listIn = async (tx: Tx, orgId: string, requestId: string): Promise<RequestAttachment[]> => {
  const rows = await tx
    .select({
      id: ra.id,
      kind: ra.kind,
      fileName: ra.fileName,
      mimeType: ra.mimeType,
      bytes: ra.bytes,
      uploadedByName: uploader.fullName,
      uploadedAt: ra.uploadedAt,
      removedByName: remover.fullName,
      removedAt: ra.removedAt,
      removedReason: ra.removedReason,
    })
    .from(ra)
    .leftJoin(uploader, and(eq(uploader.orgId, ra.orgId), eq(uploader.id, ra.uploadedBy)))
    .leftJoin(remover, and(eq(remover.orgId, ra.orgId), eq(remover.id, ra.removedBy)))
    .where(and(eq(ra.orgId, orgId), eq(ra.requestId, requestId)))
    .orderBy(asc(ra.uploadedAt), asc(ra.id));
  return rows.map((r) => ({
    ...r,
    uploadedAt: r.uploadedAt.toISOString(),
    removedAt: r.removedAt?.toISOString() ?? null,
  }));
};

/**
 * The request locked for a change of its papers: 404 when not the organisation's, 409
 * once closed (completed, rejected or cancelled: what was filed then stays).
 */
const openRequest = async ({ tx, orgId }: TenantCtx, requestId: string) => {
  const row = await lockRequest(tx, orgId, requestId);
  if (!row) throw notFound();
  if (CLOSED.includes(row.state)) {
    throw new AppError('CONFLICT', { vars: { context: 'requestClosedAttachments' } });
  }
  const state = (await findRequestJoined(tx, orgId, requestId))?.state ?? row.state;
  return { row, state };
};

export const listAttachments = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inOrg(app, request, async ({ tx, orgId }) => {
    if (!(await findRequestJoined(tx, orgId, id))) throw notFound();
    return listIn(tx, orgId, id);
  });

/**
 * A paper filed with an open request: its type read from its first bytes (a JPEG, PNG or
 * WebP photo up to 1 MB, a scanned PDF up to 5 MB: 415 or 413 otherwise, nothing kept),
 * at most 20 kept on one request; the timeline and the audit say who added what.
 */
export const addAttachment = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: RequestAttachmentBody,
) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const { state } = await openRequest(ctx, id);
    const content = Buffer.from(body.contentBase64, 'base64');
    const mimeType = sniffMime(content);
    if (!mimeType) {
      throw fieldError(
        'UNSUPPORTED_MEDIA',
        'contentBase64',
        'server:fieldCheck.attachmentNotSupported',
      );
    }
    const pdf = mimeType === 'application/pdf';
    if (content.length > (pdf ? REQUEST_PDF_MAX_BYTES : REQUEST_IMAGE_MAX_BYTES)) {
      throw fieldError(
        'PAYLOAD_TOO_LARGE',
        'contentBase64',
        pdf
          ? 'server:fieldCheck.attachmentPdfTooLarge'
          : 'server:fieldCheck.attachmentImageTooLarge',
      );
    }
    const [kept] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(ra)
      .where(and(eq(ra.orgId, orgId), eq(ra.requestId, id), isNull(ra.removedAt)));
    if ((kept?.n ?? 0) >= REQUEST_ATTACHMENTS_MAX) {
      throw new AppError('CONFLICT', {
        vars: { context: 'requestAttachmentsFull', max: REQUEST_ATTACHMENTS_MAX },
      });
    }
    const [added] = await tx
      .insert(ra)
      .values({
        orgId,
        requestId: id,
        kind: body.kind,
        fileName: body.fileName,
        mimeType,
        bytes: content.length,
        content,
        uploadedBy: actor.officerId,
      })
      .returning({ id: ra.id });
    if (!added) throw new Error('attachment insert returned nothing');
    await insertEvent(tx, {
      orgId,
      requestId: id,
      action: 'attach',
      fromState: state,
      toState: state,
      note: body.fileName,
      actorId: actor.officerId,
    });
    const after = { attachmentId: added.id, kind: body.kind, fileName: body.fileName, mimeType };
    await audit(tx, request, orgId, {
      action: 'request.attach',
      entity: REQUEST_ENTITY,
      entityId: id,
      after: { ...after, bytes: content.length },
    });
    return listIn(tx, orgId, id);
  });

/** Taken off an open request: the row and its bytes stay, marked with who, when and why. */
export const removeAttachment = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  attachmentId: string,
  reason: string,
) =>
  inOrg(app, request, async (ctx) => {
    const { tx, orgId, actor } = ctx;
    const { state } = await openRequest(ctx, id);
    const [found] = await tx
      .select({ fileName: ra.fileName, removedAt: ra.removedAt })
      .from(ra)
      .where(and(eq(ra.orgId, orgId), eq(ra.requestId, id), eq(ra.id, attachmentId)))
      .for('update');
    if (!found) throw notFound();
    if (found.removedAt) {
      throw new AppError('CONFLICT', { vars: { context: 'attachmentRemoved' } });
    }
    await tx
      .update(ra)
      .set({ removedAt: new Date(), removedBy: actor.officerId, removedReason: reason })
      .where(and(eq(ra.orgId, orgId), eq(ra.id, attachmentId)));
    await insertEvent(tx, {
      orgId,
      requestId: id,
      action: 'detach',
      fromState: state,
      toState: state,
      note: `${found.fileName}: ${reason}`,
      actorId: actor.officerId,
    });
    await audit(tx, request, orgId, {
      action: 'request.detach',
      entity: REQUEST_ENTITY,
      entityId: id,
      before: { attachmentId, fileName: found.fileName },
      reason,
    });
    return listIn(tx, orgId, id);
  });

/** The file's bytes as kept (a removed one too: it is the request's history). */
export const findAttachment = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  attachmentId: string,
) =>
  inOrg(app, request, async ({ tx, orgId }) => {
    const [found] = await tx
      .select({ fileName: ra.fileName, mimeType: ra.mimeType, content: ra.content })
      .from(ra)
      .where(and(eq(ra.orgId, orgId), eq(ra.requestId, id), eq(ra.id, attachmentId)));
    if (!found) throw notFound();
    return found;
  });
