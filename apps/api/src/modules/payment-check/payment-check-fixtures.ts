import { expect } from 'vitest';
import type { BankRowMatch, BankRowState, Bill } from '@prapa/contracts';
import { bankFiles, bankRows } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';
import type { Session } from '../../../test/factories.ts';
import { connectionWithMeter } from '../readings/reading-fixtures.ts';
import { paid, pay, today } from '../receipts/receipt-fixtures.ts';
import { send, type WaterCtx } from '../water-users/water-user-fixtures.ts';

// Shared by the payment-check tests (not a test file itself): a paid sundry bill of a new
// connection, and a bank file as a confirmed import leaves it in the tables.

/** A new connection of area A1 billed `amount` and paid at once by `cashier` through `channelId`. */
export const paidSundry = async (
  ctx: WaterCtx,
  s: { finance: Session; cashier: Session },
  amount: number,
  channelId: string | undefined,
  reference?: string,
) => {
  const user = await connectionWithMeter(ctx);
  const bill = await send(ctx.t, s.finance, 'POST', '/api/v1/bills/sundry', {
    waterUserId: user,
    sundryKind: 'other',
    amount,
    description: 'ค่าบริการ',
  });
  expect(bill.statusCode, bill.body).toBe(200);
  const body = { waterUserId: user, billIds: [(bill.json().data as Bill).id], amount, channelId };
  return paid(await pay(ctx, s.cashier, reference ? { ...body, reference } : body));
};

/** A line; a taken one (receipted, matched) names its receipt and the receipt's connection. */
export type BankLine = {
  amount: number;
  state: BankRowState;
  receipt?: { id: string; waterUserId: string };
};

const matchOf = (l: BankLine): BankRowMatch =>
  l.state === 'duplicate' ? 'duplicate' : l.receipt ? 'connection' : 'unmatched';

/** A bank file of `channelId` paid today, its lines numbered from 1; answers its id. */
export const bankFileOf = (
  ctx: WaterCtx,
  orgId: string,
  file: { channelId: string; fileName: string; importedBy: string },
  lines: BankLine[],
) =>
  withSystem(ctx.t.database.db, async (tx) => {
    const [made] = await tx
      .insert(bankFiles)
      .values({
        orgId,
        channelId: file.channelId,
        format: 'statement',
        fileName: file.fileName,
        sha256: file.fileName.padEnd(64, '0').slice(0, 64),
        rowCount: lines.length,
        total: lines.reduce((s, l) => s + l.amount, 0),
        firstDate: today(),
        lastDate: today(),
        importedBy: file.importedBy,
      })
      .returning({ id: bankFiles.id });
    const fileId = made?.id ?? '';
    await tx.insert(bankRows).values(
      lines.map((l, i) => ({
        orgId,
        fileId,
        lineNo: i + 1,
        channelId: file.channelId,
        payDate: today(),
        paidAt: new Date(),
        amount: l.amount,
        rowKey: `${fileId}:${i + 1}`,
        match: matchOf(l),
        state: l.state,
        waterUserId: l.receipt?.waterUserId ?? null,
        receiptId: l.receipt?.id ?? null,
      })),
    );
    return fileId;
  });
