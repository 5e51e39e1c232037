import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { issueFeesBody, RequestFeeKind, SundryKind } from '@prapa/contracts';
import { meterSizes, organisations } from '../../db/schema/index.ts';
import type { TenantCtx } from '../../lib/actor-tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { issueSundry } from '../billing/sundry-bill.ts';
import { cutOffFeeBill } from './request-cut-off.ts';
import { depositTopUp } from './request-effect-refs.ts';
import { insertFee, type RequestRecord } from './requests.repo.ts';
import { inOrg, move, today } from './requests.service.ts';

type Fee = { feeKind: RequestFeeKind; amount: number };

/** How each fee is billed: the sundry kind the counter and ป.32 know it by, and its line. */
export const billedAs: Record<RequestFeeKind, { sundryKind: SundryKind; label: string }> = {
  connection: { sundryKind: 'connection', label: 'ค่าธรรมเนียมขอติดตั้งประปา' },
  deposit: { sundryKind: 'deposit', label: 'เงินประกันการใช้น้ำ (มาตร)' },
  installation: { sundryKind: 'other', label: 'ค่าติดตั้งตามประมาณการ' },
  reconnection: { sundryKind: 'reconnection', label: 'ค่าธรรมเนียมต่อน้ำกลับ' },
  meter_change: { sundryKind: 'meter_change', label: 'ค่าย้ายหรือเปลี่ยนขนาดมาตร' },
};

/**
 * The fees of a request, by kind: a new connection pays the connection fee (the meter
 * size's installation fee unless the office sets one), the deposit of its meter size and
 * the estimate's total; a size change or a move pays its estimate (a size change also the
 * deposit difference when the new size's is higher); a reconnection the
 * organisation's reconnection fee. Nothing of zero is billed.
 */
const feesOf = async (
  { tx, orgId }: TenantCtx,
  row: RequestRecord,
  body: z.output<typeof issueFeesBody>,
): Promise<Fee[]> => {
  const sizeId = row.survey?.meterSizeId ?? row.meterSizeId;
  const [size] = sizeId
    ? await tx
        .select({ deposit: meterSizes.deposit, installationFee: meterSizes.installationFee })
        .from(meterSizes)
        .where(and(eq(meterSizes.orgId, orgId), eq(meterSizes.id, sizeId)))
    : [];
  const fees: Fee[] = [];
  if (row.kind === 'new_connection') {
    fees.push({ feeKind: 'connection', amount: body.connectionFee ?? size?.installationFee ?? 0 });
    fees.push({ feeKind: 'deposit', amount: size?.deposit ?? 0 });
    fees.push({ feeKind: 'installation', amount: row.estimateTotal });
  } else if (row.kind === 'reconnection') {
    const [org] = await tx
      .select({ fee: organisations.reconnectionFee })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    fees.push({ feeKind: 'reconnection', amount: body.connectionFee ?? org?.fee ?? 0 });
  } else {
    fees.push({ feeKind: 'meter_change', amount: row.estimateTotal + (body.connectionFee ?? 0) });
    // A bigger meter holds a bigger deposit: the sizes' difference, billed as a deposit.
    if (row.kind === 'meter_size_change') {
      fees.push({ feeKind: 'deposit', amount: await depositTopUp(tx, orgId, row, size?.deposit) });
    }
  }
  return fees.filter((f) => f.amount > 0);
};

/**
 * Fees issued as sundry bills through the billing code (numbered with every bill of the
 * fiscal year, with their QR), each linked to the request. Refused (409) before approval.
 */
export const issueRequestFees = (
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  body: z.output<typeof issueFeesBody>,
) =>
  inOrg(app, request, (ctx) =>
    move(ctx, request, id, 'issueFees', null, async ({ row }) => {
      const { tx, orgId, actor } = ctx;
      // Water cut by the debt module billed its reconnection fee then: that bill is the fee.
      const cutOffFee =
        row.kind === 'reconnection' && row.waterUserId && body.connectionFee === undefined
          ? await cutOffFeeBill(tx, orgId, row.waterUserId)
          : null;
      const fees = cutOffFee ? [] : await feesOf(ctx, row, body);
      if (!row.waterUserId || (fees.length === 0 && !cutOffFee)) {
        throw new AppError('CONFLICT', { vars: { context: 'requestNoFees' } });
      }
      if (cutOffFee) {
        await insertFee(tx, {
          orgId,
          requestId: row.id,
          billId: cutOffFee.id,
          feeKind: 'reconnection',
          amount: cutOffFee.total,
        });
      }
      for (const fee of fees) {
        const { sundryKind, label } = billedAs[fee.feeKind];
        const issued = await issueSundry(
          tx,
          orgId,
          actor.officerId,
          {
            waterUserId: row.waterUserId,
            sundryKind,
            amount: fee.amount,
            description: `${label} (คำร้อง ${row.number})`,
            dueDate: body.dueDate,
          },
          today(),
        );
        if (!issued) throw new Error('request fee: connection not found');
        await insertFee(tx, { orgId, requestId: row.id, billId: issued.id, ...fee });
        await audit(tx, request, orgId, {
          action: 'bill.sundry',
          entity: 'bill',
          entityId: issued.id,
          after: { number: issued.number, sundryKind, amount: fee.amount, requestId: row.id },
        });
      }
      return {};
    }),
  );
