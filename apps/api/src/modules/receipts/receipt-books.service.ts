import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ReceiptBook,
  ReceiptBookKind,
  ReceiptBookListQuery,
  receiptBookHandOver,
  receiptBookInput,
  receiptLeafVoidBody,
  receiptYearEndBody,
} from '@prapa/contracts';
import { fiscalYearOf } from '@prapa/domain';
import {
  offices,
  officers,
  paymentChannels,
  receiptBooks,
  receiptLeafVoids,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg, inActorOrgRead, type TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { exportWindow, pageOf } from '../../lib/list-query.ts';
import { reportOrg } from '../reports/reports.repo.ts';
import { findBook, listBooks, lockBook, unclosedBooks } from './receipt-books.repo.ts';
import { renderRegisterPdf } from './receipt-register-print.ts';

const who = (request: FastifyRequest) => ({ actor: request.actor, ip: request.ip ?? null });
const conflict = (context: string) => new AppError('CONFLICT', { vars: { context } });

export const bookList = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: ReceiptBookListQuery & { page: number; pageSize: number },
) => inActorOrg(app, request, ({ tx, orgId }) => listBooks(tx, orgId, q, pageOf(q)));

export const booksForExport = (
  app: FastifyInstance,
  request: FastifyRequest,
  q: Partial<ReceiptBookListQuery>,
) =>
  inActorOrgRead(
    app,
    request,
    async ({ tx, orgId }) => (await listBooks(tx, orgId, q, exportWindow)).items,
  );

/** The register as a Thai A4 PDF, the same rows as the screen's filter. */
export const registerPdf = async (
  app: FastifyInstance,
  request: FastifyRequest,
  q: Partial<ReceiptBookListQuery>,
) => {
  const { org, books } = await inActorOrgRead(app, request, async ({ tx, orgId }) => ({
    org: await reportOrg(tx, orgId),
    books: (await listBooks(tx, orgId, q, exportWindow)).items,
  }));
  return renderRegisterPdf(org, books, new Date());
};

export const oneBook = (app: FastifyInstance, request: FastifyRequest, id: string) =>
  inActorOrg(app, request, async ({ tx, orgId }) => {
    const book = await findBook(tx, orgId, id);
    if (!book) throw notFound();
    return book;
  });

const reload = async (tx: Tx, orgId: string, id: string): Promise<ReceiptBook> => {
  const book = await findBook(tx, orgId, id);
  if (!book) throw notFound();
  return book;
};

/** A book received into the register; its fiscal year is that of the day received. */
export const receiveBook = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof receiptBookInput>,
) =>
  inActorOrg(
    app,
    request,
    async ({ tx, orgId }) => {
      const fiscalYear = fiscalYearOf(body.receivedAt);
      const [row] = await tx
        .insert(receiptBooks)
        .values({ orgId, fiscalYear, ...body, nextNo: body.firstNo, state: 'received' })
        .returning({ id: receiptBooks.id });
      if (!row) throw new Error('receipt book not inserted');
      await auditBy(tx, who(request), orgId, {
        action: 'receiptBook.receive',
        entity: 'receipt_book',
        entityId: row.id,
        after: { fiscalYear, ...body },
      });
      return reload(tx, orgId, row.id);
    },
    {
      receipt_books_org_no: () =>
        fieldError('DUPLICATE_CODE', 'bookNo', 'validation:duplicateBook'),
    },
  );

const mustHold = async (
  ctx: TenantCtx,
  body: z.output<typeof receiptBookHandOver>,
  kind: ReceiptBookKind,
) => {
  const { tx, orgId } = ctx;
  if (body.holderOfficerId) {
    const [o] = await tx
      .select({ active: officers.active, position: officers.position })
      .from(officers)
      .where(and(eq(officers.orgId, orgId), eq(officers.id, body.holderOfficerId)));
    if (!o || !o.active) throw fieldError('VALIDATION', 'holderOfficerId', 'validation:choice');
  }
  if (body.holderOfficeId) {
    const [o] = await tx
      .select({ active: offices.active })
      .from(offices)
      .where(and(eq(offices.orgId, orgId), eq(offices.id, body.holderOfficeId)));
    if (!o || !o.active) throw fieldError('VALIDATION', 'holderOfficeId', 'validation:choice');
  }
  if (body.holderChannelId) {
    // Bank-file receipts are numbered from an electronic range, never from paper leaves.
    if (kind !== 'electronic')
      throw fieldError('VALIDATION', 'holderChannelId', 'validation:electronicBookOnly');
    const [c] = await tx
      .select({ active: paymentChannels.active, kind: paymentChannels.kind })
      .from(paymentChannels)
      .where(and(eq(paymentChannels.orgId, orgId), eq(paymentChannels.id, body.holderChannelId)));
    if (!c || !c.active || c.kind === 'cash')
      throw fieldError('VALIDATION', 'holderChannelId', 'validation:choice');
  }
};

/** Hands a book to a cashier or an office (again, to move it): it is open for receipts. */
export const handOverBook = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof receiptBookHandOver>,
) =>
  inActorOrg(app, request, async (ctx) => {
    const { tx, orgId } = ctx;
    const book = await lockBook(tx, orgId, id);
    if (!book) throw notFound();
    if (book.state === 'closed') throw conflict('bookClosed');
    await mustHold(ctx, body, book.kind);
    const { holderChannelId, ...holders } = body;
    await tx
      .update(receiptBooks)
      .set({ ...holders, channelId: holderChannelId, state: 'open', updatedAt: new Date() })
      .where(and(eq(receiptBooks.orgId, orgId), eq(receiptBooks.id, id)));
    await auditBy(tx, who(request), orgId, {
      action: 'receiptBook.handOver',
      entity: 'receipt_book',
      entityId: id,
      before: {
        holderOfficerId: book.holderOfficerId,
        holderOfficeId: book.holderOfficeId,
        holderChannelId: book.channelId,
      },
      after: body,
    });
    return reload(tx, orgId, id);
  });

/**
 * Voids leaves from the next unused one: a spoiled paper leaf, or the rest of a book. The
 * next receipt takes the leaf after them, so every number up to the next is a receipt or
 * a voided leaf, never a hole.
 */
const voidLeaves = async (
  ctx: TenantCtx,
  request: FastifyRequest,
  book: typeof receiptBooks.$inferSelect,
  toNo: number,
  reason: string,
) => {
  const { tx, orgId } = ctx;
  await tx.insert(receiptLeafVoids).values({
    orgId,
    bookId: book.id,
    fromNo: book.nextNo,
    toNo,
    reason,
    voidedBy: ctx.actor.officerId,
  });
  await tx
    .update(receiptBooks)
    .set({
      nextNo: toNo + 1,
      state: toNo >= book.lastNo ? 'closed' : book.state,
      updatedAt: new Date(),
    })
    .where(and(eq(receiptBooks.orgId, orgId), eq(receiptBooks.id, book.id)));
  await auditBy(tx, who(request), orgId, {
    action: 'receiptBook.voidLeaves',
    entity: 'receipt_book',
    entityId: book.id,
    after: { fromNo: book.nextNo, toNo, reason },
  });
};

export const voidBookLeaves = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof receiptLeafVoidBody>,
) =>
  inActorOrg(app, request, async (ctx) => {
    const book = await lockBook(ctx.tx, ctx.orgId, id);
    if (!book) throw notFound();
    if (book.state === 'closed') throw conflict('bookClosed');
    if (body.fromNo !== book.nextNo)
      throw new AppError('CONFLICT', { vars: { context: 'leafNotNext', next: book.nextNo } });
    if (body.toNo > book.lastNo) throw fieldError('VALIDATION', 'toNo', 'validation:receiptRange');
    await voidLeaves(ctx, request, book, body.toNo, body.reason);
    return reload(ctx.tx, ctx.orgId, id);
  });

/** Closes a book: its unused leaves are voided (kept, never reused), it takes no more receipts. */
export const closeBook = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  inActorOrg(app, request, async (ctx) => {
    const book = await lockBook(ctx.tx, ctx.orgId, id);
    if (!book) throw notFound();
    if (book.state === 'closed') throw conflict('bookClosed');
    if (book.nextNo <= book.lastNo) await voidLeaves(ctx, request, book, book.lastNo, reason);
    else
      await ctx.tx
        .update(receiptBooks)
        .set({ state: 'closed', updatedAt: new Date() })
        .where(and(eq(receiptBooks.orgId, ctx.orgId), eq(receiptBooks.id, id)));
    return reload(ctx.tx, ctx.orgId, id);
  });

/**
 * Fiscal-year end (DOMAIN.md §2: a book is used only within its fiscal year): every book
 * of the year still open or in stock is closed and its unused leaves voided, in one
 * audited step.
 */
export const closeFiscalYear = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof receiptYearEndBody>,
) =>
  inActorOrg(app, request, async (ctx) => {
    const books = await unclosedBooks(ctx.tx, ctx.orgId, body.fiscalYear);
    let leaves = 0;
    for (const book of books) {
      if (book.nextNo <= book.lastNo) {
        leaves += book.lastNo - book.nextNo + 1;
        await voidLeaves(ctx, request, book, book.lastNo, body.reason);
      } else {
        await ctx.tx
          .update(receiptBooks)
          .set({ state: 'closed', updatedAt: new Date() })
          .where(and(eq(receiptBooks.orgId, ctx.orgId), eq(receiptBooks.id, book.id)));
      }
    }
    await auditBy(ctx.tx, who(request), ctx.orgId, {
      action: 'receiptBook.yearEnd',
      entity: 'organisation',
      entityId: ctx.orgId,
      after: { fiscalYear: body.fiscalYear, books: books.length, leaves, reason: body.reason },
    });
    return { books: books.length, leaves };
  });
