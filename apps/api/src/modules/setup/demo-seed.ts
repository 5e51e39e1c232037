import { eq } from 'drizzle-orm';
import { DEMO_ORG_CODE, positionThaiName, type Position } from '@prapa/contracts';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';
import { withSystem } from '../../db/tenant.ts';
import { seedDemoBasics } from '../basic/demo.ts';
import { createOrganisation, type NewOfficer } from '../orgs/org-create.ts';
import { seedDemoWaterUsers } from '../water-users/demo-water-users.ts';
import { seedDemoReadings } from '../readings/demo-readings.ts';
import { seedDemoReceiptBooks } from '../receipts/demo-receipt-books.ts';
import { seedDemoHistory } from './demo-history.ts';

export const DEMO_CODE = DEMO_ORG_CODE;
export const DEMO_PASSWORD = 'demo1234';

/** One officer per position; README lists the same table. */
export const demoOfficers: (NewOfficer & { position: Position })[] = [
  {
    username: 'manager',
    fullName: 'สมชาย ใจดี',
    position: 'manager',
    role: 'admin',
    password: DEMO_PASSWORD,
  },
  {
    username: 'finance',
    fullName: 'สมหญิง รักงาน',
    position: 'finance_officer',
    role: 'admin',
    password: DEMO_PASSWORD,
  },
  {
    username: 'cashier',
    fullName: 'วิไล เก็บเงิน',
    position: 'cashier',
    role: 'editor',
    password: DEMO_PASSWORD,
  },
  {
    username: 'reader',
    fullName: 'ประสิทธิ์ จดมาตร',
    position: 'meter_reader',
    role: 'editor',
    password: DEMO_PASSWORD,
  },
  {
    username: 'clerk',
    fullName: 'มาลี ธุรการ',
    position: 'clerk',
    role: 'editor',
    password: DEMO_PASSWORD,
  },
  {
    username: 'auditor',
    fullName: 'อรุณ ตรวจบัญชี',
    position: 'auditor',
    role: 'editor',
    password: DEMO_PASSWORD,
  },
  { username: 'it', fullName: 'ธนา ไอที', position: 'it', role: 'admin', password: DEMO_PASSWORD },
];

const DEMO_TAX_ID = '0994000123456';

/** On an empty database, the clearly labelled demo utility (PRAPA_DEMO=0 turns it off). */
export const ensureDemo = async (db: Db) =>
  withSystem(db, async (tx) => {
    const [any] = await tx.select({ id: organisations.id }).from(organisations).limit(1);
    if (any) {
      const [demo] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.code, DEMO_CODE));
      return { created: false, orgId: demo?.id ?? null, logins: [] };
    }
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
      demoOfficers,
    );
    // A made-up tax id and biller id (the 099400… test range): the demo's bills carry a
    // Thai QR, and a bank file written for it can be imported at /excel_payment_check.
    await tx
      .update(organisations)
      .set({ taxId: DEMO_TAX_ID, promptpayBillerId: `${DEMO_TAX_ID}01` })
      .where(eq(organisations.id, org.id));
    await seedDemoBasics(tx, org.id);
    await seedDemoWaterUsers(tx, org.id);
    await seedDemoReadings(tx, org.id);
    await seedDemoReceiptBooks(tx, org.id);
    await seedDemoHistory(tx, org.id);
    return {
      created: true,
      orgId: org.id,
      logins: demoOfficers.map((o) => ({
        organisation: 'DEMO',
        username: o.username,
        password: o.password,
        position: `${positionThaiName[o.position]} (${o.position})`,
        role: o.role,
      })),
    };
  });
