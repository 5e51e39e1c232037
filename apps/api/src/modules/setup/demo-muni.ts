import { and, eq } from 'drizzle-orm';
import { DEMO_MUNI_CODE } from '@prapa/contracts';
import { bangkokDate, fiscalYearOf, fiscalYearRange } from '@prapa/domain';
import {
  discountEntitlements,
  discountSchemes,
  meterSizes,
  organisations,
  tariffs,
  userTypes,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { seedDemoBasics } from '../basic/demo.ts';
import { createOrganisation } from '../orgs/org-create.ts';
import { seedDemoReadings } from '../readings/demo-readings.ts';
import { seedDemoReceiptBooks } from '../receipts/demo-receipt-books.ts';
import { insertEntitlements } from '../water-users/entitlements.repo.ts';
import { seedDemoWaterUsers } from '../water-users/demo-water-users.ts';
import { loginsOf, muniOfficers } from './demo-officers.ts';
import { seedDemoHistory } from './demo-history.ts';
import { demoTownPlace, townAreas, townMeterRent, townTariffs } from './demo-town.ts';

/** The municipality's months of history (the village has twelve). */
export const MUNI_PAST_MONTHS = 6;

// A made-up tax id in the 099400… test range (check digit right), its biller id for the QR.
const MUNI_TAX_ID = '0994000654324';

/** Flat late fee per overdue bill: 20 ฿. */
const MUNI_LATE_FEE = 2_000;

/**
 * The settings that make every path of computeBill show: VAT 7 % on top of the price, a
 * flat late fee, a reconnection fee, the municipality's signatories on its letters.
 */
const settle = (tx: Tx, orgId: string) =>
  tx
    .update(organisations)
    .set({
      taxId: MUNI_TAX_ID,
      promptpayBillerId: `${MUNI_TAX_ID}01`,
      vatRateBp: 700,
      pricesIncludeVat: false,
      lateFeeKind: 'flat',
      lateFeeValue: MUNI_LATE_FEE,
      reconnectionFee: 20_000,
      signatories: {
        head: { name: 'นายปกรณ์ นครบาล', position: 'นายกเทศมนตรีตำบลตัวอย่าง' },
        finance: { name: 'นางกนกวรรณ คลังเงิน', position: 'ผู้อำนวยการกองคลัง' },
        waterworks: { name: 'นายชาญชัย อ่านมาตร', position: 'หัวหน้างานกิจการประปา' },
      },
    })
    .where(eq(organisations.id, orgId));

/**
 * The defaults' flat village tariffs become the town's progressive blocks, and its meter
 * rent grows with the meter. Rows of an organisation a moment old: no bill has used them.
 */
const townPrices = async (tx: Tx, orgId: string) => {
  const types = await tx
    .select({ id: userTypes.id, code: userTypes.code })
    .from(userTypes)
    .where(eq(userTypes.orgId, orgId));
  for (const type of types) {
    const tariff = townTariffs[type.code];
    if (!tariff) continue;
    await tx
      .update(tariffs)
      .set({
        method: 'progressive',
        blocks: tariff.blocks,
        minimumCharge: tariff.minimumCharge,
        note: 'อัตราก้าวหน้าตามเทศบัญญัติ (ข้อมูลสาธิต)',
      })
      .where(and(eq(tariffs.orgId, orgId), eq(tariffs.userTypeId, type.id)));
  }
  for (const [code, monthlyFee] of Object.entries(townMeterRent)) {
    await tx
      .update(meterSizes)
      .set({ monthlyFee })
      .where(and(eq(meterSizes.orgId, orgId), eq(meterSizes.code, code)));
  }
};

/**
 * A welfare card is granted per fiscal year: the households holding one this year held
 * one last year too, so the discount shows on every month of the history, not only on
 * the months since 1 October.
 */
const welfareLastYear = async (tx: Tx, orgId: string, today: string) => {
  const held = await tx
    .select({ waterUserId: discountEntitlements.waterUserId, schemeId: discountSchemes.id })
    .from(discountEntitlements)
    .innerJoin(
      discountSchemes,
      and(
        eq(discountSchemes.orgId, discountEntitlements.orgId),
        eq(discountSchemes.id, discountEntitlements.schemeId),
      ),
    )
    .where(and(eq(discountEntitlements.orgId, orgId), eq(discountSchemes.code, 'WELFARE')));
  const last = fiscalYearRange(fiscalYearOf(today) - 1);
  await insertEntitlements(
    tx,
    orgId,
    held.map((h) => ({
      waterUserId: h.waterUserId,
      schemeId: h.schemeId,
      evidence: `บัตรสวัสดิการแห่งรัฐ ปีงบประมาณ ${fiscalYearOf(today) - 1 + 543}`,
      validFrom: last.start,
      validTo: last.end,
    })),
  );
};

/**
 * The second demo (issue 25): เทศบาลตำบลตัวอย่าง, a municipality whose bills take every
 * path of computeBill: blocks, the top-up to the minimum, meter rent by size, a
 * welfare-card discount, VAT 7 %, a flat late fee, credit. About 90 connections and six
 * months of history, made by the same code as the village demo (readings recorded,
 * rounds billed by the billing run's steps, payments imported as a bank file, debt
 * followed by notices), in the caller's system transaction.
 */
export const seedDemoMuni = async (tx: Tx, today = bangkokDate(new Date())) => {
  const { org } = await createOrganisation(
    tx,
    null,
    {
      code: DEMO_MUNI_CODE,
      nameTh: 'เทศบาลตำบลตัวอย่าง (สาธิต)',
      nameEn: 'Demo Municipality Waterworks',
      kind: 'municipality',
      isDemo: true,
      address: 'หมู่ที่ 1 ถนนมิตรภาพ ตำบลท่าพระ อำเภอเมืองขอนแก่น จังหวัดขอนแก่น 40260',
      phone: '043000111',
    },
    muniOfficers,
  );
  await settle(tx, org.id);
  await townPrices(tx, org.id);
  await seedDemoBasics(tx, org.id, townAreas);
  await seedDemoWaterUsers(tx, org.id, demoTownPlace);
  await welfareLastYear(tx, org.id, today);
  await seedDemoReadings(tx, org.id, today, { months: MUNI_PAST_MONTHS, usual: [2, 34] });
  await seedDemoReceiptBooks(tx, org.id);
  await seedDemoHistory(tx, org.id, today);
  return { orgId: org.id, name: org.nameTh, logins: loginsOf(DEMO_MUNI_CODE, muniOfficers) };
};
