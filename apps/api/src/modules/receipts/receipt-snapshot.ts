import type { PrintedOrg, ReceiptSnapshot } from '@prapa/contracts';
import {
  addressTextOf,
  fullNameOf,
  zeroHeads,
  type AddressParts,
  type Allocation,
} from '@prapa/domain';
import { printedOrgOf } from '../../documents/printed-org.ts';
import type { OpenBillRow } from './counter.repo.ts';
import { billLabel } from './receipt-parts.ts';

/** What a receipt prints, per bill paid and by head: copied into the receipt when written. */
/** What a receipt copies of the payer. */
export type ReceiptPayer = AddressParts & {
  id: string;
  customerNo: string;
  title: string | null;
  firstName: string;
  lastName: string | null;
  meterSerial: string | null;
};

export const snapshotOf = (
  ctx: { org: PrintedOrg; user: ReceiptPayer },
  names: { channel: string; cashier: string },
  chosen: OpenBillRow[],
  allocation: Allocation,
): ReceiptSnapshot => {
  const { org, user } = ctx;
  const heads = zeroHeads();
  const bills = chosen.flatMap((b) => {
    const mine = allocation.lines.filter((l) => l.billId === b.id);
    if (mine.length === 0) return [];
    const paid = mine.reduce((s, l) => s + l.amount, 0);
    const billHeads = zeroHeads();
    for (const l of mine)
      for (const k of Object.keys(heads) as (keyof typeof heads)[]) {
        billHeads[k] += l.heads[k];
        heads[k] += l.heads[k];
      }
    const snap = b.snapshot as {
      round?: { yearBe: number; month: number } | null;
      reading?: { previous: number; current: number | null; readAt: string } | null;
    };
    return [
      {
        billId: b.id,
        number: b.number,
        kind: b.kind,
        label: billLabel(b),
        yearBe: snap.round?.yearBe ?? null,
        month: snap.round?.month ?? null,
        readAt: snap.reading?.readAt ?? null,
        previous: snap.reading?.previous ?? null,
        current: snap.reading?.current ?? null,
        usage: b.usage,
        total: b.total,
        paid,
        heads: billHeads,
        left: b.total - b.paid - paid,
      },
    ];
  });
  return {
    org: printedOrgOf(org),
    payer: {
      customerNo: user.customerNo,
      name: fullNameOf(user),
      address: addressTextOf(user),
      meterSerial: user.meterSerial,
    },
    channelName: names.channel,
    cashierName: names.cashier,
    bills,
    heads,
  };
};
