import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { settleBody, Settlement } from '@prapa/contracts';
import { settleDeposit } from '@prapa/domain';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { removeMeterIn } from '../meters/meters.service.ts';
import { statusByCode } from '../requests/request-refs.ts';
import { inOrg, move } from '../requests/requests.service.ts';
import { findWaterUser, updateWaterUser } from '../water-users/water-users.repo.ts';
import { WATER_USER_ENTITY } from '../water-users/water-users.service.ts';
import { applyDeposit } from './deposit-apply.ts';
import { issueFinalBill } from './deposit-final-bill.ts';
import { lockedDeposit, writeMove, type VoucherSnapshot } from './deposit-moves.ts';
import { debtOf } from './deposits.repo.ts';

type Body = z.output<typeof settleBody>;

/** Thrown to roll a preview back once its figures are known: nothing it did is kept. */
class Preview extends Error {
  constructor(readonly settlement: Settlement) {
    super('settlement preview');
  }
}

/**
 * A cancellation settled (issue 26), in one transaction and once: the final reading
 * billed (issueFinalBill), the deposit applied to what is owed (applyDeposit), the rest
 * refunded on a numbered voucher, the meter removed through the meter register (its
 * events), the connection ended (CANCEL, the day). A debt above the deposit stays owed.
 * The request moves approved → installed; a second settle finds it installed (409).
 * `preview` does all of it and rolls back, answering the figures the modal shows.
 */
export const settleCancellation = async (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: Body,
): Promise<Settlement> => {
  let settlement: Settlement | null = null;
  try {
    await inOrg(app, request, (ctx) =>
      move(ctx, request, id, 'install', body.note, async ({ row }) => {
        const waterUserId = row.waterUserId;
        if (row.kind !== 'cancellation' || !waterUserId) {
          throw new AppError('CONFLICT', { vars: { context: 'requestMove' } });
        }
        const { tx, orgId } = ctx;
        const held = await lockedDeposit(ctx, waterUserId);
        const final = await issueFinalBill(ctx, waterUserId, body.finalReading, body.settledOn);
        const debt = await debtOf(tx, orgId, waterUserId);
        const heldNow = held?.held ?? 0;
        const split = settleDeposit(heldNow, debt);
        const applied = await applyDeposit(ctx, request, {
          waterUserId,
          amount: split.applied,
          on: body.settledOn,
          requestId: row.id,
        });
        const remaining = await debtOf(tx, orgId, waterUserId);
        const snapshot: VoucherSnapshot = {
          customerNo: held?.customerNo ?? '',
          holder: held?.name ?? row.firstName,
          areaName: held?.areaName ?? '',
          meterSize: held?.meterSize ?? null,
          requestNumber: row.number,
          held: heldNow,
          applied: split.applied,
          appliedBills: applied.bills,
          receipt: applied.receipt,
          finalBill: final.bill ? { ...final.bill, usage: final.usage } : null,
          remaining,
          refunded: split.refunded,
          note: body.note,
        };
        const voucher =
          split.refunded > 0
            ? await writeMove(ctx, request, {
                waterUserId,
                kind: 'refunded',
                amount: split.refunded,
                on: body.settledOn,
                requestId: row.id,
                payee: body.payee ?? held?.name ?? row.firstName,
                channel: body.channel,
                snapshot,
              })
            : null;
        if (final.meter) {
          await removeMeterIn(ctx, request, waterUserId, {
            removedOn: body.settledOn,
            finalReading: body.finalReading,
            reason: `ยกเลิกการใช้น้ำ (คำร้อง ${row.number})`,
          });
        }
        const before = await findWaterUser(tx, orgId, waterUserId);
        await updateWaterUser(tx, orgId, waterUserId, {
          usageStatusId: await statusByCode(tx, orgId, 'CANCEL'),
          disconnectedOn: body.settledOn,
        });
        await audit(tx, request, orgId, {
          action: 'water_user.cancel',
          entity: WATER_USER_ENTITY,
          entityId: waterUserId,
          before,
          after: await findWaterUser(tx, orgId, waterUserId),
        });
        settlement = {
          requestId: row.id,
          preview: body.preview,
          usage: final.usage,
          finalBill: final.bill ? { number: final.bill.number, total: final.bill.total } : null,
          debt,
          held: heldNow,
          applied: split.applied,
          refunded: split.refunded,
          remaining,
          receiptId: applied.receiptId,
          voucherId: voucher?.id ?? null,
          voucherNumber: voucher?.number ?? null,
        };
        if (body.preview) throw new Preview(settlement);
        return {};
      }),
    );
  } catch (err) {
    if (err instanceof Preview) return err.settlement;
    throw err;
  }
  if (!settlement) throw new Error('settlement not made');
  return settlement;
};
