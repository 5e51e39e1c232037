import type { z } from 'zod';
import type { sundryBillBody } from '@prapa/contracts';
import { bangkokDate } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { connectionDetails, unpaidBefore } from './billing-candidates.repo.ts';
import { loadBillingContext } from './billing-context.repo.ts';
import { issueBills } from './issue-bills.repo.ts';
import { partiesOf } from './price-bill.ts';

/**
 * A sundry fee bill in the caller's transaction (staff at /operation/set_service, or a
 * cut-off done raising the reconnection fee): one line, the amount as given, numbered
 * with the water bills of the fiscal year. Null when the connection is not found.
 */
export const issueSundry = async (
  tx: Tx,
  orgId: string,
  officerId: string,
  body: z.output<typeof sundryBillBody>,
  /** The bill's date: today, or the day of the work that raised the fee (a cut-off). */
  today = bangkokDate(new Date()),
  /** The voided bill this one issues again (MONEY.md §4: a new number, pointing back). */
  replacesId: string | null = null,
) => {
  const [c] = await connectionDetails(tx, orgId, null, [body.waterUserId]);
  if (!c) return null;
  // The organisation's header and the connection's names; no round prices a fee.
  const context = await loadBillingContext(tx, orgId, {
    id: '',
    yearBe: 0,
    month: 0,
    periodFrom: today,
    periodTo: today,
    billDate: today,
    status: 'reading',
  });
  const arrears = (await unpaidBefore(tx, orgId, [c.id], today)).get(c.id);
  const [issued] = await issueBills(
    tx,
    orgId,
    [
      {
        waterUserId: c.id,
        customerNo: c.customerNo,
        readingId: null,
        usage: null,
        total: body.amount,
        lines: [
          {
            kind: 'sundry',
            labelKey: `bill.line.sundry.${body.sundryKind}`,
            quantity: null,
            rate: null,
            amount: body.amount,
            detail: { description: body.description },
          },
        ],
        snapshot: {
          ...partiesOf(context, c),
          round: null,
          reading: null,
          priced: {
            sundryKind: body.sundryKind,
            description: body.description,
            amount: body.amount,
          },
          vat: { rateBp: 0, inclusive: false, base: body.amount, amount: 0, net: body.amount },
          arrears: {
            amount: (arrears?.bills ?? []).reduce((s, b) => s + b.amount, 0),
            bills: (arrears?.bills ?? []).map((b) => ({
              number: b.number,
              label: b.number,
              amount: b.amount,
            })),
          },
        },
      },
    ],
    {
      kind: 'sundry',
      sundryKind: body.sundryKind,
      roundId: null,
      billDate: today,
      dueDate: body.dueDate,
      jobId: null,
      createdBy: officerId,
      replacesId,
    },
  );
  return issued ?? null;
};
