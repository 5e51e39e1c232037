import type { Receipt, ReceiptPaper } from '@prapa/contracts';
import { formatMoney, formatThaiDateTime, thaiBahtText, thaiMonthName } from '@prapa/domain';
import { translator } from '../lib/i18n.ts';
import type { Flow } from './flow.ts';
import { renderPdf } from './pdf.ts';

export type ReceiptPrint = { paper: ReceiptPaper; copy: boolean };

// Documents are in Thai whatever the screen's language (DESIGN.md §7).
const th = translator('th');

type T = ReturnType<typeof translator>;
const baht = (satang: number) => formatMoney(satang);

/** What a receipt line was for: a water or opening bill's month, or the sundry fee's kind. */
const forWhat = (t: T, b: Receipt['snapshot']['bills'][number]) =>
  (b.label === 'water' || b.label === 'opening') && b.month !== null && b.yearBe !== null
    ? t(b.label === 'water' ? 'server:receipt.forWater' : 'server:receipt.forOpening', {
        month: thaiMonthName(b.month),
        year: b.yearBe,
      })
    : t(`server:receipt.for.${b.label}`, { defaultValue: t('server:receipt.for.other') });

const billBlock = (flow: Flow, t: T, b: Receipt['snapshot']['bills'][number]) => {
  const small = flow.paper.fontSize * 0.9;
  flow.pair(forWhat(t, b), baht(b.paid), { bold: true });
  flow.text(t('server:receipt.billNumber', { number: b.number }), { size: small });
  if (b.previous !== null && b.current !== null && b.usage !== null) {
    flow.text(
      t('server:receipt.reading', { previous: b.previous, current: b.current, usage: b.usage }),
      { size: small },
    );
  }
  const heads: [string, number][] = [
    ['server:receipt.head.lateFee', b.heads.lateFee],
    ['server:receipt.head.water', b.heads.water + b.heads.topUp],
    ['server:receipt.head.meterFee', b.heads.meterFee],
    ['server:receipt.head.other', b.heads.other],
    ['server:receipt.head.vat', b.heads.vat],
  ];
  for (const [key, amount] of heads)
    if (amount !== 0) flow.pair(`  ${t(key)}`, baht(amount), { size: small });
  if (b.left > 0)
    flow.text(t('server:receipt.left', { amount: baht(b.left) }), { size: small, align: 'right' });
};

const layout = (r: Receipt, print: ReceiptPrint) => (flow: Flow) => {
  const t = th;
  const s = r.snapshot;
  const big = flow.paper.fontSize * 1.35;
  const small = flow.paper.fontSize * 0.9;
  flow.text(s.org.nameTh, { bold: true, align: 'center' });
  if (s.org.address) flow.text(s.org.address, { align: 'center', size: small });
  if (s.org.phone)
    flow.text(t('server:bill.phone', { phone: s.org.phone }), { align: 'center', size: small });
  if (s.org.taxId)
    flow.text(t('server:bill.taxId', { taxId: s.org.taxId }), { align: 'center', size: small });
  flow.gap();
  flow.text(t('server:receipt.title'), { size: big, bold: true, align: 'center' });
  if (print.copy) flow.text(t('server:receipt.copy'), { bold: true, align: 'center' });
  if (r.status === 'void') {
    flow.text(t('server:receipt.void'), { bold: true, align: 'center', colour: '#b00020' });
    flow.text(r.voidReason ?? '', { align: 'center', size: small });
  }
  flow.pair(
    t('server:receipt.book', { book: r.bookNo }),
    t('server:receipt.number', { number: r.number }),
  );
  flow.pair(t('server:receipt.date'), formatThaiDateTime(new Date(r.paidAt)));
  flow.rule();
  flow.pair(t('server:receipt.payer'), s.payer.name, { bold: true });
  flow.text(s.payer.address, { size: small });
  flow.pair(t('server:bill.customerNo'), s.payer.customerNo, { size: small });
  if (s.payer.meterSerial)
    flow.pair(t('server:bill.meterSerial'), s.payer.meterSerial, { size: small });
  flow.rule({ dash: true });
  for (const b of s.bills) billBlock(flow, t, b);
  flow.rule({ dash: true });
  const billsPaid = s.bills.reduce((sum, b) => sum + b.paid, 0);
  if (r.creditUsed > 0 || r.toCredit > 0) {
    flow.pair(t('server:receipt.billsPaid'), baht(billsPaid));
    if (r.creditUsed > 0) flow.pair(t('server:receipt.creditUsed'), `-${baht(r.creditUsed)}`);
    if (r.toCredit > 0) flow.pair(t('server:receipt.toCredit'), baht(r.toCredit));
  }
  flow.pair(t('server:receipt.total'), `${baht(r.amount)} ${t('server:bill.baht')}`, {
    bold: true,
    size: flow.paper.fontSize * 1.15,
  });
  flow.text(`(${thaiBahtText(r.amount)})`, { align: 'right' });
  flow.pair(
    t('server:receipt.channel'),
    r.reference ? `${s.channelName} ${r.reference}` : s.channelName,
    {
      size: small,
    },
  );
  if (r.tendered !== null && r.change !== null) {
    flow.pair(t('server:receipt.tendered'), baht(r.tendered), { size: small });
    flow.pair(t('server:receipt.change'), baht(r.change), { size: small });
  }
  flow.gap().gap();
  flow.text(t('server:receipt.signature'), { align: 'center' });
  flow.text(`(${s.cashierName})`, { align: 'center' });
  flow.text(t('server:receipt.receiver'), { align: 'center', size: small });
  if (flow.roll) flow.gap();
};

/** A receipt as a PDF on a 58/80 mm roll or A5; a reprint says สำเนา (copy). */
export const renderReceiptPdf = (r: Receipt, print: ReceiptPrint) =>
  renderPdf(
    print.paper,
    {
      title: `${th('server:receipt.title')} ${r.bookNo}/${r.number}`,
      subject: r.snapshot.org.nameTh,
    },
    layout(r, print),
  );
