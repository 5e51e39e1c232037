import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BankDeposit,
  TreasuryTransfer,
  bankDepositInput,
  treasuryTransferInput,
} from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { bankDeposits, treasuryTransfers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError, fieldError, notFound, unprocessable } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { onceByKey } from '../../lib/once-by-key.ts';
import { lockCashBook, ownAccount } from './cash-book.repo.ts';
import { refuseOverdraft } from './cash-overdraft.ts';
import { depositById, transferById } from './cash-documents.repo.ts';

const notFuture = (date: string) => {
  if (date > bangkokDate(new Date())) throw fieldError('VALIDATION', 'date', 'validation:invalid');
};

const accountOf = async (tx: Tx, orgId: string, accountNo: string) => {
  const account = await ownAccount(tx, orgId, accountNo);
  if (!account) throw unprocessable([{ path: 'accountNo', message: 'validation:cashBookAccount' }]);
  return account;
};

const depositReplay = async ({ tx, orgId }: TenantCtx, id: string) => {
  const made = await depositById(tx, orgId, id);
  if (!made) throw notFound();
  return made;
};

const transferReplay = async ({ tx, orgId }: TenantCtx, id: string) => {
  const made = await transferById(tx, orgId, id);
  if (!made) throw notFound();
  return made;
};

/** A deposit slip: the office's cash into one of its accounts, never more than it holds. */
export const createDeposit = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof bankDepositInput>,
) =>
  onceByKey<BankDeposit>(app, request, {
    scope: 'bankDeposit',
    asks: body,
    idOf: (made) => made.id,
    replay: depositReplay,
    write: async (ctx) => {
      const { tx, orgId, actor } = ctx;
      notFuture(body.date);
      const account = await accountOf(tx, orgId, body.accountNo);
      await lockCashBook(tx, orgId);
      const [row] = await tx
        .insert(bankDeposits)
        .values({
          orgId,
          depositedOn: body.date,
          accountNo: account.accountNo,
          bank: account.bank,
          accountName: account.accountName,
          amount: body.amount,
          slipNo: body.slipNo,
          depositor: body.depositor,
          note: body.note,
          createdBy: actor.officerId,
        })
        .returning({ id: bankDeposits.id });
      if (!row) throw new Error('deposit not inserted');
      await refuseOverdraft(tx, orgId);
      await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
        action: 'bankDeposit.create',
        entity: 'bank_deposit',
        entityId: row.id,
        after: { ...body, bank: account.bank },
      });
      return depositReplay(ctx, row.id);
    },
  });

/** Money sent to the treasury: from cash (never more than it holds) or from an account. */
export const createTransfer = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof treasuryTransferInput>,
) =>
  onceByKey<TreasuryTransfer>(app, request, {
    scope: 'treasuryTransfer',
    asks: body,
    idOf: (made) => made.id,
    replay: transferReplay,
    write: async (ctx) => {
      const { tx, orgId, actor } = ctx;
      notFuture(body.date);
      const account = body.accountNo ? await accountOf(tx, orgId, body.accountNo) : null;
      await lockCashBook(tx, orgId);
      const [row] = await tx
        .insert(treasuryTransfers)
        .values({
          orgId,
          transferredOn: body.date,
          amount: body.amount,
          documentNo: body.documentNo,
          source: body.source,
          accountNo: account?.accountNo ?? null,
          bank: account?.bank ?? null,
          accountName: account?.accountName ?? null,
          note: body.note,
          createdBy: actor.officerId,
        })
        .returning({ id: treasuryTransfers.id });
      if (!row) throw new Error('treasury transfer not inserted');
      if (body.source === 'cash') await refuseOverdraft(tx, orgId);
      await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
        action: 'treasuryTransfer.create',
        entity: 'treasury_transfer',
        entityId: row.id,
        after: body,
      });
      return transferReplay(ctx, row.id);
    },
  });

const alreadyVoid = () => new AppError('CONFLICT', { vars: { context: 'cashDocumentVoid' } });

type Standing = { id: string; date: string; amount: number };

/**
 * A slip or a treasury transfer recorded in error, voided with a reason: it stops counting
 * and stays listed struck out; once only (a second void is refused, a retry under its
 * Idempotency-Key answers the voided one). A void only gives money back to the cash, so
 * no day can be overdrawn by it.
 */
const voidCashDocument = <T extends Standing>(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
  kind: {
    table: 'bank_deposits' | 'treasury_transfers';
    action: 'bankDeposit.void' | 'treasuryTransfer.void';
    entity: 'bank_deposit' | 'treasury_transfer';
    find: (tx: Tx, orgId: string, id: string) => Promise<T | null | undefined>;
    number: (row: T) => Record<string, unknown>;
  },
) => {
  const replay = async ({ tx, orgId }: TenantCtx, rowId: string) => {
    const made = await kind.find(tx, orgId, rowId);
    if (!made) throw notFound();
    return made;
  };
  return onceByKey(app, request, {
    scope: kind.action,
    asks: { id, reason },
    idOf: (r) => r.id,
    replay,
    write: async (ctx) => {
      const { tx, orgId, actor } = ctx;
      const before = await kind.find(tx, orgId, id);
      if (!before) throw notFound();
      const done = await tx.execute(sql`
        update ${sql.identifier(kind.table)}
        set voided_at = now(), voided_by = ${actor.officerId}, void_reason = ${reason}
        where org_id = ${orgId} and id = ${id} and voided_at is null
        returning id`);
      if ((done as unknown as { rows: unknown[] }).rows.length === 0) throw alreadyVoid();
      await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
        action: kind.action,
        entity: kind.entity,
        entityId: id,
        before: {
          status: 'standing',
          date: before.date,
          amount: before.amount,
          ...kind.number(before),
        },
        after: { status: 'void', reason },
        reason,
      });
      return replay(ctx, id);
    },
  }).then((r) => r.made);
};

export const voidDeposit = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  voidCashDocument(app, request, id, reason, {
    table: 'bank_deposits',
    action: 'bankDeposit.void',
    entity: 'bank_deposit',
    find: depositById,
    number: (row) => ({ slipNo: row.slipNo }),
  });

export const voidTransfer = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  reason: string,
) =>
  voidCashDocument(app, request, id, reason, {
    table: 'treasury_transfers',
    action: 'treasuryTransfer.void',
    entity: 'treasury_transfer',
    find: transferById,
    number: (row) => ({ documentNo: row.documentNo }),
  });
