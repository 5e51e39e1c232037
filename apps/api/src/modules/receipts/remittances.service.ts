import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Remittance, remittanceInput } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import { remittances } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { onceByKey } from '../../lib/once-by-key.ts';
import { p32DayOf, remittanceOf } from './p32.service.ts';

/**
 * A collector's money of a day handed to finance (MONEY.md §5): cash and transfers as
 * counted, beside what the day's receipts add up to, so a difference shows on the ป.32.
 * It closes that collector's day: no more receipts of theirs that day.
 */
export const remit = (
  app: FastifyInstance,
  request: FastifyRequest,
  body: z.output<typeof remittanceInput>,
) =>
  onceByKey<Remittance>(app, request, {
    scope: 'remittance',
    asks: body,
    idOf: (made) => made.id,
    // The same remittance again under its Idempotency-Key: the one it made (one a day).
    replay: async ({ tx, orgId }) => {
      const made = await remittanceOf(tx, orgId, body.officerId, body.date);
      if (!made) throw notFound();
      return made;
    },
    write: async ({ tx, orgId, actor }) => {
      if (body.date > bangkokDate(new Date()))
        throw fieldError('VALIDATION', 'date', 'validation:invalid');
      const day = await p32DayOf(tx, orgId, body.officerId, body.date);
      const [row] = await tx
        .insert(remittances)
        .values({
          orgId,
          officerId: body.officerId,
          businessDate: body.date,
          cash: body.cash,
          transfer: body.transfer,
          expectedCash: day.totals.cash,
          expectedTransfer: day.totals.transfer,
          slipNo: body.slipNo,
          receivedBy: actor.officerId,
          note: body.note,
        })
        .returning({ id: remittances.id });
      if (!row) throw new Error('remittance not inserted');
      await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
        action: 'remittance.create',
        entity: 'remittance',
        entityId: row.id,
        after: { ...body, expectedCash: day.totals.cash, expectedTransfer: day.totals.transfer },
      });
      const made = await remittanceOf(tx, orgId, body.officerId, body.date);
      if (!made) throw notFound();
      return made;
    },
    conflicts: {
      remittances_officer_day: () => new AppError('CONFLICT', { vars: { context: 'dayRemitted' } }),
    },
  });
