import { formatThaiDateTime } from '@prapa/domain';
import type { PublicContactCard } from '@prapa/contracts';
import { FONT } from '../../documents/fonts.ts';
import {
  heading,
  newListing,
  PAGE_HEIGHT,
  paper,
  toBuffer,
  type ListingOrg,
} from '../../documents/listing-pdf.ts';

export const CONTACT_TITLE = 'ติดต่อการประปา';

/**
 * The contact card on one A4 page in Thai, to print and pin up or hand to a customer:
 * large type, the map point as coordinates and a plain link (no QR), and the account to
 * transfer to with what to write on the transfer. Nobody signs it.
 */
export const renderContactCardPdf = (card: PublicContactCard, printedAt: Date) => {
  const { doc, flow } = newListing(CONTACT_TITLE, card.orgName);
  const org: ListingOrg = {
    nameTh: card.orgName,
    address: card.address,
    phone: null,
    logoDataUrl: card.logoDataUrl,
    signatories: { waterworks: { name: '', position: '' } },
  };
  heading(flow, org, CONTACT_TITLE, card.officeName === card.orgName ? [] : [card.officeName]);
  const size = 15;
  const item = (label: string, value: string | null) => {
    if (!value) return;
    flow.text(label, { size: 12, colour: '#4A5560' });
    flow.text(value, { size, bold: true });
    flow.gap(6);
  };
  item('เวลาทำการ', card.hours);
  item('โทรศัพท์', card.phones.join(', ') || null);
  item('LINE', card.lineId);
  item('อีเมล', card.email);
  if (card.lat !== null && card.lng !== null) {
    item('ที่ตั้งสำนักงาน (พิกัด)', `${card.lat.toFixed(6)}, ${card.lng.toFixed(6)}`);
    item('แผนที่', card.mapUrl);
  }
  const account = card.transferAccount;
  if (account) {
    flow.gap(6);
    flow.rule({ weight: 0.8 });
    flow.gap(4);
    flow.text('ชำระค่าน้ำด้วยการโอนเงินเข้าบัญชี', { size: 16, bold: true });
    flow.gap(4);
    item('ธนาคาร', account.branch ? `${account.bank} สาขา${account.branch}` : account.bank);
    item('เลขที่บัญชี', account.accountNo);
    item('ชื่อบัญชี', account.accountName);
    flow.text(
      'โปรดระบุเลขผู้ใช้น้ำเมื่อโอนเงิน และส่งหลักฐานการโอนให้เจ้าหน้าที่' +
        (card.lineId ? ` ทาง LINE ${card.lineId}` : '') +
        ' เพื่อออกใบเสร็จรับเงิน',
      { size: 12 },
    );
  }
  doc.font(FONT.regular).fontSize(9).fillColor('#555555');
  doc.text(
    `${CONTACT_TITLE} ${card.orgName} · พิมพ์เมื่อ ${formatThaiDateTime(printedAt)}`,
    paper.margin,
    PAGE_HEIGHT - paper.margin + 14,
    { lineBreak: false },
  );
  return toBuffer(doc);
};
