import { eq } from 'drizzle-orm';
import { DEMO_MUNI_CODE, DEMO_ORG_CODE } from '@prapa/contracts';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';
import { withSystem, type Tx } from '../../db/tenant.ts';
import { seedDemoBasics } from '../basic/demo.ts';
import { createOrganisation } from '../orgs/org-create.ts';
import { CENTRE as DEMO_OFFICE } from '../water-users/demo-village.ts';
import { seedDemoWaterUsers } from '../water-users/demo-water-users.ts';
import { seedDemoReadings } from '../readings/demo-readings.ts';
import { seedDemoReceiptBooks } from '../receipts/demo-receipt-books.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoProduction } from './demo-production.ts';
import { seedDemoMuni } from './demo-muni.ts';
import { loginsOf, villageOfficers, type DemoLogin } from './demo-officers.ts';

export { DEMO_PASSWORD } from './demo-officers.ts';
export const DEMO_CODE = DEMO_ORG_CODE;

/** The demo organisations a server may seed, in the order they are made. */
export const ALL_DEMO_CODES = [DEMO_ORG_CODE, DEMO_MUNI_CODE] as const;
export type DemoCode = (typeof ALL_DEMO_CODES)[number];

const DEMO_TAX_ID = '0994000123456';

/** The village demo, in the caller's system transaction. */
const seedVillage = async (tx: Tx) => {
  const { org } = await createOrganisation(
    tx,
    null,
    {
      code: DEMO_CODE,
      nameTh: 'ประปาหมู่บ้านตัวอย่าง',
      nameEn: 'Demo Village Waterworks',
      kind: 'village',
      isDemo: true,
      address: 'หมู่ที่ 3 ตำบลบ้านตัวอย่าง อำเภอเมือง จังหวัดขอนแก่น 40000',
      phone: '043000000',
    },
    villageOfficers,
  );
  // A made-up tax id and biller id (the 099400… test range): the demo's bills carry a
  // Thai QR, and a bank file written for it can be imported at /excel_payment_check.
  await tx
    .update(organisations)
    .set({
      taxId: DEMO_TAX_ID,
      promptpayBillerId: `${DEMO_TAX_ID}01`,
      // The card a customer is handed (/contact_us) and the bills' foot: made up, like the rest.
      contactCard: {
        hours: 'จันทร์–ศุกร์ 08:30–16:30 น. (เว้นวันหยุดราชการ)',
        phones: ['043-000-000', '081-234-5678'],
        lineId: '@prapa-demo',
        email: 'prapa.demo@example.com',
        lat: DEMO_OFFICE.lat,
        lng: DEMO_OFFICE.lng,
      },
    })
    .where(eq(organisations.id, org.id));
  await seedDemoBasics(tx, org.id);
  await seedDemoWaterUsers(tx, org.id);
  await seedDemoReadings(tx, org.id);
  await seedDemoReceiptBooks(tx, org.id);
  await seedDemoHistory(tx, org.id);
  await seedDemoProduction(tx, org.id);
  return { orgId: org.id, name: org.nameTh, logins: loginsOf(DEMO_CODE, villageOfficers) };
};

const idOfCode = async (tx: Tx, code: string) => {
  const [row] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.code, code));
  return row?.id ?? null;
};

export type DemoMade = {
  code: DemoCode;
  name: string;
  orgId: string;
  ms: number;
  logins: DemoLogin[];
};

/**
 * The municipality joins only a demo deployment: one that holds demo organisations alone
 * (never a utility's real database, PRAPA_DEMO or not). Its own transaction: a server
 * killed while seeding it leaves nothing, and the next start seeds it whole.
 */
const ensureMuni = (db: Db) =>
  withSystem(db, async (tx): Promise<DemoMade | null> => {
    // Two servers starting on one PostgreSQL: only one seeds it.
    await tx.execute(`lock table organisations in exclusive mode`);
    if (await idOfCode(tx, DEMO_MUNI_CODE)) return null;
    const [real] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.isDemo, false))
      .limit(1);
    if (real) return null;
    const started = performance.now();
    const made = await seedDemoMuni(tx);
    return { code: DEMO_MUNI_CODE, ...made, ms: Math.round(performance.now() - started) };
  });

/**
 * On an empty database, the clearly labelled demo utilities (PRAPA_DEMO=0 turns them
 * off). Tests seed the village alone (the default): the municipality costs seconds that
 * most suites do not need; the server seeds both (ALL_DEMO_CODES). Each organisation in
 * its own transaction, village first; calling it again creates nothing.
 */
export const ensureDemo = async (db: Db, codes: readonly DemoCode[] = [DEMO_CODE]) => {
  const made: DemoMade[] = [];
  const village = await withSystem(db, async (tx) => {
    const [any] = await tx.select({ id: organisations.id }).from(organisations).limit(1);
    if (any || !codes.includes(DEMO_CODE))
      return { orgId: await idOfCode(tx, DEMO_CODE), made: null };
    const started = performance.now();
    const seeded = await seedVillage(tx);
    const done: DemoMade = {
      code: DEMO_CODE,
      ...seeded,
      ms: Math.round(performance.now() - started),
    };
    return { orgId: seeded.orgId, made: done };
  });
  if (village.made) made.push(village.made);
  if (codes.includes(DEMO_MUNI_CODE)) {
    const muni = await ensureMuni(db);
    if (muni) made.push(muni);
  }
  return {
    created: made.length > 0,
    /** The village's id (the organisation tests sign in to). */
    orgId: village.orgId,
    logins: made.flatMap((m) => m.logins),
    made,
  };
};
