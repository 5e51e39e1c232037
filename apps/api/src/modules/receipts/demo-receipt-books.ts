import { and, eq } from 'drizzle-orm';
import { bangkokDate, fiscalYearOf } from '@prapa/domain';
import { officers, paymentChannels, receiptBooks } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';

/** The Thai QR channel's electronic book of a fiscal year (bank files number from it). */
export const demoQrBook = (
  orgId: string,
  fiscalYear: number,
  receivedAt: string,
  channelId: string,
) => ({
  orgId,
  fiscalYear,
  kind: 'electronic' as const,
  receivedAt,
  state: 'open' as const,
  bookNo: 'E-QR',
  firstNo: 1,
  lastNo: 99_999,
  nextNo: 1,
  channelId,
  note: 'ใบเสร็จอิเล็กทรอนิกส์ของรายการชำระผ่านธนาคาร (Thai QR)',
});

/**
 * The demo's receipt control register: a paper book of 50 leaves held by the cashier, one
 * shared by the office (the finance officer and the manager take its leaves), and an
 * electronic range handed to the Thai QR channel (bank files), all of this fiscal year,
 * so the counter and the bank import work on first start.
 */
export const seedDemoReceiptBooks = async (tx: Tx, orgId: string) => {
  const today = bangkokDate(new Date());
  const fiscalYear = fiscalYearOf(today);
  const [cashier] = await tx
    .select({ id: officers.id, officeId: officers.officeId })
    .from(officers)
    .where(and(eq(officers.orgId, orgId), eq(officers.username, 'cashier')));
  if (!cashier) return;
  const [qr] = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.orgId, orgId), eq(paymentChannels.code, 'QR')));
  const book = {
    orgId,
    fiscalYear,
    kind: 'paper' as const,
    receivedAt: today,
    state: 'open' as const,
  };
  await tx.insert(receiptBooks).values([
    { ...book, bookNo: '001', firstNo: 1, lastNo: 50, nextNo: 1, holderOfficerId: cashier.id },
    {
      ...book,
      bookNo: '002',
      firstNo: 1,
      lastNo: 50,
      nextNo: 1,
      holderOfficeId: cashier.officeId,
      note: 'เล่มของสำนักงาน ใช้ร่วมกัน',
    },
    ...(qr ? [demoQrBook(orgId, fiscalYear, today, qr.id)] : []),
  ]);
};
