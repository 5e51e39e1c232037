import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LateFeeWaiverResult, lateFeeWaiverBody } from '@prapa/contracts';
import { formatDateTimeFor } from '@prapa/domain';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { auditBy } from '../../lib/audit.ts';
import { findBillRecord } from './bills.repo.ts';
import { insertWaiver, lateFeeChargedOn, waiversOf } from './late-fee-waivers.repo.ts';

const conflict = (context: string, vars: Record<string, unknown> = {}) =>
  new AppError('CONFLICT', { vars: { context, ...vars } });

/**
 * Waives the late fee of one water bill (issue 12): an admin, with a reason, audited; one
 * waiver a bill, a second refused (409, naming the first) rather than answered again, so
 * staff who thought they were first learn someone else already decided. Any water bill
 * not void may be waived, overdue yet or not: a fee already charged on a later bill is
 * left there (documents are immutable) and named in the answer, for staff to void and
 * re-bill that bill, which the waiver then keeps free of this fee.
 */
export const waiveLateFee = (
  app: FastifyInstance,
  request: FastifyRequest,
  billId: string,
  body: z.output<typeof lateFeeWaiverBody>,
): Promise<LateFeeWaiverResult> =>
  inActorOrg(app, request, async ({ tx, orgId, actor }) => {
    // The bill's row lock queues two waivers of one bill, so the second sees the first.
    const bill = await findBillRecord(tx, orgId, billId, true);
    if (!bill) throw notFound();
    if (bill.status === 'void') throw conflict('lateFeeBillVoid');
    if (bill.kind !== 'water') throw conflict('lateFeeWaterOnly');
    const refuse = async () => {
      const first = (await waiversOf(tx, orgId, [billId])).get(billId);
      return conflict('lateFeeWaived', {
        by: first?.createdByName ?? '',
        at: first ? formatDateTimeFor(request.lang, new Date(first.createdAt)) : '',
      });
    };
    if ((await waiversOf(tx, orgId, [billId])).has(billId)) throw await refuse();
    const inserted = await insertWaiver(tx, orgId, {
      billId,
      reason: body.reason,
      createdBy: actor.officerId,
    });
    // Only a writer that skipped the bill's lock gets here; the first waiver is then committed.
    if (!inserted) throw await refuse();
    const chargedOn = await lateFeeChargedOn(tx, orgId, bill);
    await auditBy(tx, { actor, ip: request.ip ?? null }, orgId, {
      action: 'bill.waiveLateFee',
      entity: 'bill',
      entityId: billId,
      reason: body.reason,
      after: { waiverId: inserted.id, number: bill.number, chargedOn },
    });
    const waiver = (await waiversOf(tx, orgId, [billId])).get(billId);
    if (!waiver) throw new Error('late fee waiver not read back');
    return { waiver, chargedOn };
  });
