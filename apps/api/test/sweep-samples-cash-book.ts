import { sql } from 'drizzle-orm';
import { withSystem } from '../src/db/tenant.ts';
import { ACCOUNT } from '../src/modules/cash-book/cash-book-fixtures.ts';
import type { SweepKit } from './sweep-kit.ts';
import type { Maker } from './sweep-samples.ts';

// Valid samples of the cash book (issue 27; see sweep-samples.ts). The seed's own days move
// (its finance remits nothing in cash), so the samples write on a day of their own long
// past, with a collector's remittance of 100,000.00 ฿ there and the organisation's account.
const DAY = '2024-01-15';

export const cashBookSamples = (k: SweepKit): Record<string, Maker> => {
  const { t, org, session, as } = k;
  let ready: Promise<unknown> | null = null;
  const cashAndAccount = () =>
    (ready ??= withSystem(t.database.db, async (tx) => {
      await tx.execute(sql`update organisations
        set bank_accounts = bank_accounts || ${JSON.stringify([ACCOUNT])}::jsonb
        where id = ${org.id} and not bank_accounts @> ${JSON.stringify([{ accountNo: ACCOUNT.accountNo }])}::jsonb`);
      await tx.execute(sql`insert into remittances (org_id, officer_id, business_date, cash, transfer,
          expected_cash, expected_transfer, slip_no, received_by)
        values (${org.id}, ${session('cashier').user.id}, ${DAY}, 10000000, 0, 10000000, 0, 'SWEEP',
          ${session('finance_officer').user.id})
        on conflict do nothing`);
    }));
  const slip = { date: DAY, accountNo: ACCOUNT.accountNo, amount: 1_000, slipNo: 'NF-SWEEP' };
  const transfer = { date: DAY, amount: 1_000, documentNo: 'นค SWEEP', source: 'cash' };
  return {
    'POST /api/v1/bank-deposits': async () => {
      await cashAndAccount();
      return { body: slip };
    },
    'POST /api/v1/bank-deposits/{id}/void': async () => {
      await cashAndAccount();
      const made = await as('finance_officer', 'POST', '/api/v1/bank-deposits', slip);
      return { params: { id: String(made.id) }, body: { reason: 'เลขที่ใบนำฝากผิด' } };
    },
    'POST /api/v1/treasury-transfers': async () => {
      await cashAndAccount();
      return { body: transfer };
    },
    'POST /api/v1/treasury-transfers/{id}/void': async () => {
      await cashAndAccount();
      const made = await as('finance_officer', 'POST', '/api/v1/treasury-transfers', transfer);
      return { params: { id: String(made.id) }, body: { reason: 'บันทึกซ้ำ' } };
    },
    'GET /api/v1/cash-book': () => ({ query: { date: DAY } }),
    'GET /api/v1/cash-book/pdf': () => ({ query: { date: DAY } }),
    'GET /api/v1/cash-book/export': () => ({ query: { date: DAY } }),
    'GET /api/v1/bank-deposits': () => ({ query: { from: DAY, to: DAY } }),
    'GET /api/v1/treasury-transfers': () => ({ query: { from: DAY, to: DAY } }),
  };
};
