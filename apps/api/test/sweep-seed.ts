import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { positions, type Position } from '@prapa/contracts';
import { withSystem } from '../src/db/tenant.ts';
import {
  BILLER,
  botFile,
  channelBook,
  confirmed,
  fileBody,
  previewed,
} from '../src/modules/bank-import/bank-fixtures.ts';
import { bookFor, paid, pay, today } from '../src/modules/receipts/receipt-fixtures.ts';
import { getData, send } from '../src/modules/water-users/water-user-fixtures.ts';
import { createOrg, type Session } from './factories.ts';
import { seedAbortOrg, type AbortSeed } from './stream-abort-seed.ts';
import type { TestApp } from './test-app.ts';

// The hostile sweep's organisation (issue 24): the abort sweep's money history (a billed
// round, receipts, warning letters and their job, a meter photo, a printer) and a bank file
// posted through the QR channel's electronic book, with a row matched and a row left for a
// person, so `{id}` paths and ids in bodies name real rows of every money table.

/** A password the policy takes, for the officers the sweep makes and its password change. */
export const SWEEP_PASSWORD = 'Sweep-2569-pass';

export type SweepSeed = AbortSeed & {
  /** One signed-in officer of each position. */
  byPosition: Map<Position, Session>;
};

export const seedSweepOrg = async (t: TestApp, connections = 24): Promise<SweepSeed> => {
  const seed = await seedAbortOrg(t, connections);
  const { org, ctx, pool } = seed;
  const sessions = new Map<Position, Session>();
  for (const p of positions) sessions.set(p, await org.login(p));
  const finance = sessions.get('finance_officer');
  if (!finance) throw new Error('finance');

  await withSystem(t.database.db, (tx) =>
    tx.execute(sql`update organisations set promptpay_biller_id = ${BILLER} where id = ${org.id}`),
  );
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels?pageSize=50', finance)) as {
    items: { id: string; code: string }[];
  };
  const qr = channels.items.find((c) => c.code === 'QR')?.id ?? '';
  await channelBook(ctx, finance, 'EQR1', qr, today());
  const open = seed.billRows.slice(2);
  const [first, second] = open;
  if (!first || !second) throw new Error('the seed has too few bills');
  const file = botFile(today(), [
    { ref1: first.customerNo, ref2: first.number, amount: first.total },
    // Nobody's refs: a row left for a person to match or dismiss.
    { ref1: '999999', ref2: 'X1', amount: 5_000, payerName: 'ไม่ทราบชื่อ' },
  ]);
  const body = fileBody('sweep.txt', file, qr);
  const preview = await previewed(ctx, finance, body);
  const posted = await confirmed(ctx, finance, body, preview.fileHash);
  const rows = (await getData(ctx, '/api/v1/bank-rows?pageSize=20', finance)) as {
    items: { id: string }[];
  };
  expect(rows.items.length).toBeGreaterThan(0);

  // Another organisation for IT's screens, and an officer that no sweep session is.
  const other = await createOrg(t, 'ประปาอื่น');
  const manager = sessions.get('manager');
  if (!manager) throw new Error('manager');
  const officer = await send(t, manager, 'POST', '/api/v1/officers', {
    username: 'sweeper',
    password: SWEEP_PASSWORD,
    fullName: 'เจ้าหน้าที่กวาด',
    position: 'clerk',
    role: 'editor',
  });
  expect(officer.statusCode, officer.body).toBeLessThan(300);
  const [qrReceipt] = (
    (await withSystem(t.database.db, (tx) =>
      tx.execute(
        sql`select id from receipts where org_id = ${org.id} and channel_kind <> 'cash' limit 1`,
      ),
    )) as unknown as { rows: { id: string }[] }
  ).rows;

  // A request for access waiting for the manager.
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      org_id: org.id,
      displayName: 'ผู้ขอเข้าใช้',
      email: 'asker@example.com',
      username: 'asker',
      password: SWEEP_PASSWORD,
    },
  });
  expect(asked.statusCode, asked.body).toBeLessThan(300);

  // Finance takes a payment too, so a remittance of its own day can be swept.
  const paidByFinance = seed.billRows[9];
  if (!paidByFinance) throw new Error('the seed has too few bills');
  await bookFor(ctx, finance, 'FB1', { officerId: finance.user.id });
  await paid(
    await pay(ctx, finance, {
      waterUserId: paidByFinance.waterUserId,
      billIds: [paidByFinance.id],
      amount: paidByFinance.total,
      channelId: seed.cashChannelId,
      tendered: paidByFinance.total,
    }),
  );

  Object.assign(pool, {
    officers: (officer.json() as { data: { id: string } }).data.id,
    otherOrgId: other.id,
    qrReceiptId: qrReceipt?.id ?? '',
    'bank-files': posted.fileId,
    'bank-rows': rows.items[0]?.id ?? '',
    channelId: qr,
    billId: second.id,
    waterUserId: second.waterUserId,
    areaId: ctx.basicsA.areaId,
    routeId: ctx.basicsA.routeId,
    userTypeId: ctx.basicsA.userTypes.RES,
    meterSizeId: ctx.basicsA.meterSizes['0.5'],
    usageStatusId: ctx.basicsA.statuses.NORMAL,
    schemeId: Object.values(ctx.basicsA.schemes)[0],
    discountSchemeId: Object.values(ctx.basicsA.schemes)[0],
    roundId: seed.roundId,
  });
  return { ...seed, byPosition: sessions };
};
