import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { bills, requestFees } from '../../db/schema/index.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { issueSundry } from '../billing/sundry-bill.ts';
import { REQUEST_ENTITY, requestDetail } from './request-detail.ts';
import { billedAs } from './request-fees.ts';
import { findRequestJoined, insertEvent, insertFee, lockRequest } from './requests.repo.ts';
import { today } from './requests.service.ts';

const conflict = (context: string) => new AppError('CONFLICT', { vars: { context } });

/**
 * A fee whose bill was voided (through billing's void, with its reason) issued again while
 * the request waits for its fees: a new sundry bill, newly numbered, pointing back to the
 * voided one (MONEY.md §4), linked to the request by a new request_fees row. Only a voided
 * fee, only once (request_fees_one_replacement holds it under a race too).
 */
export const reissueFee = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  billId: string,
  dueDate: string | null,
) =>
  inActorOrg(
    app,
    request,
    async ({ tx, orgId, actor }) => {
      const row = await lockRequest(tx, orgId, id);
      if (!row) throw notFound();
      const [fee] = await tx
        .select({
          feeKind: requestFees.feeKind,
          amount: requestFees.amount,
          status: bills.status,
          number: bills.number,
        })
        .from(requestFees)
        .innerJoin(bills, and(eq(bills.orgId, requestFees.orgId), eq(bills.id, requestFees.billId)))
        .where(
          and(
            eq(requestFees.orgId, orgId),
            eq(requestFees.requestId, id),
            eq(requestFees.billId, billId),
          ),
        );
      if (!fee) throw notFound();
      const state = (await findRequestJoined(tx, orgId, id))?.state ?? row.state;
      if (state !== 'fees_issued') throw conflict('requestMove');
      if (fee.status !== 'void') throw conflict('feeNotVoided');
      const [again] = await tx
        .select({ id: requestFees.id })
        .from(requestFees)
        .where(and(eq(requestFees.orgId, orgId), eq(requestFees.replacesBillId, billId)));
      if (again) throw conflict('feeReissued');
      if (!row.waterUserId) throw conflict('requestMove');
      const { sundryKind, label } = billedAs[fee.feeKind];
      const issued = await issueSundry(
        tx,
        orgId,
        actor.officerId,
        {
          waterUserId: row.waterUserId,
          sundryKind,
          amount: fee.amount,
          description: `${label} (คำร้อง ${row.number} แทนใบ ${fee.number})`,
          dueDate,
        },
        today(),
        billId,
      );
      if (!issued) throw new Error('request fee: connection not found');
      await insertFee(tx, {
        orgId,
        requestId: id,
        billId: issued.id,
        feeKind: fee.feeKind,
        amount: fee.amount,
        replacesBillId: billId,
      });
      await insertEvent(tx, {
        orgId,
        requestId: id,
        action: 'reissueFee',
        fromState: state,
        toState: state,
        note: `${fee.number} → ${issued.number}`,
        actorId: actor.officerId,
      });
      await audit(tx, request, orgId, {
        action: 'bill.sundry',
        entity: 'bill',
        entityId: issued.id,
        after: {
          number: issued.number,
          sundryKind,
          amount: fee.amount,
          requestId: id,
          replaces: billId,
        },
      });
      await audit(tx, request, orgId, {
        action: 'request.reissueFee',
        entity: REQUEST_ENTITY,
        entityId: id,
        after: { voided: fee.number, replacement: issued.number, amount: fee.amount },
      });
      return requestDetail(tx, orgId, id);
    },
    { request_fees_one_replacement: () => conflict('feeReissued') },
  );
