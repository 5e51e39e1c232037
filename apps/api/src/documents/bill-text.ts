import type { TFunction } from 'i18next';
import type { Bill, Language } from '@prapa/contracts';
import {
  billPaymentBarcode,
  formatMoney,
  formatThaiDate,
  roundMonthLabel,
  thaiBahtText,
  thaiQrBillPayment,
} from '@prapa/domain';
import { translator } from '../lib/i18n.ts';
import { compactRows, rowOf, whole, type BillRow } from './bill-lines.ts';

export type { BillRow } from './bill-lines.ts';

/** Everything one bill prints, as text: the layout only places it. */
export type Pair = { label: string; value: string };
export type BillPayment = {
  /** The Thai QR payload (EMVCo tag 30, CRC included). */
  qr: string;
  /** The Code 128 text `|billerId\rref1\rref2\rsatang`. */
  barcode: string;
  qrTitle: string;
  barcodeTitle: string;
  /** Said when there are arrears: the codes pay this bill's total only. */
  note: string | null;
};
export type BillView = {
  org: { name: string; lines: string[]; logo: string | null };
  title: string;
  /** Bill number and date, beside the title. */
  meta: Pair[];
  /** The round's month and period, or an opening bill's month owed and old reference. */
  period: Pair[];
  customer: Pair[];
  reading: Pair[];
  readingNote: string | null;
  usage: string | null;
  columns: BillRow;
  rows: BillRow[];
  /** `rows` with the tariff blocks summed into one water line, for a bill too long to fit. */
  rowsCompact: BillRow[];
  total: Pair;
  words: string;
  arrears: { title: string; rows: Pair[]; total: Pair } | null;
  grandTotal: Pair;
  due: Pair | null;
  pay: BillPayment | null;
  payAtOffice: string;
  copy: string | null;
  void: { mark: string; reason: string } | null;
  /** The contact card's essentials at the foot (issue 27): phones, LINE, hours, transfers. */
  contact: string | null;
};

// A sheet has room for a few earlier bills; the rest are summed on one line.
const MAX_ARREARS_ROWS = 4;

const readingOf = (t: TFunction, bill: Bill) => {
  const reading = bill.snapshot.reading;
  if (!reading) return { reading: [], readingNote: null, usage: null };
  const mark = reading.estimated ? ' E' : '';
  const m3 = (n: number) => t('server:bill.reading.m3', { m3: whole(n) });
  const pairs: Pair[] = [
    { label: t('server:bill.reading.previous'), value: whole(reading.previous) },
    {
      label: t('server:bill.reading.current'),
      value: reading.current === null ? '–' : `${whole(reading.current)}${mark}`,
    },
    { label: t('server:bill.reading.usage'), value: `${m3(reading.usage)}${mark}` },
  ];
  if (reading.deducted > 0) {
    pairs.push({ label: t('server:bill.reading.deducted'), value: m3(reading.deducted) });
  }
  const usageKey = reading.estimated
    ? 'server:bill.usage.estimated'
    : reading.deducted > 0
      ? 'server:bill.usage.trueUp'
      : 'server:bill.usage.measured';
  return {
    reading: pairs,
    readingNote: reading.estimated ? t('server:bill.reading.estimatedMark') : null,
    usage: t(usageKey, { m3: whole(reading.usage), deducted: whole(reading.deducted) }),
  };
};

/**
 * The Thai QR and the bill-payment barcode: only for a bill with something left to pay, an
 * organisation with a PromptPay biller id, and a bill that is not void (a void bill's QR
 * would still be paid by a bank). Refs a bank cannot carry (not printable ASCII, over
 * 20 characters) leave the codes off rather than stop a batch of thousands of bills.
 */
const paymentOf = (t: TFunction, bill: Bill): BillPayment | null => {
  const billerId = bill.snapshot.org.promptpayBillerId;
  // What is still owed on this bill: a part-paid bill's QR collects the rest, a paid one has none.
  const amountSatang = bill.total - bill.paid;
  if (!billerId || amountSatang <= 0 || bill.status === 'void') return null;
  try {
    return {
      qr: thaiQrBillPayment({ billerId, ref1: bill.customerNo, ref2: bill.number, amountSatang }),
      barcode: billPaymentBarcode(billerId, bill.customerNo, bill.number, amountSatang),
      qrTitle: t('server:bill.payQr'),
      barcodeTitle: t('server:bill.payBarcode'),
      note:
        bill.snapshot.arrears.amount > 0
          ? t('server:bill.payThisBill', { amount: formatMoney(amountSatang) })
          : null,
    };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
};

const arrearsOf = (t: TFunction, bill: Bill): BillView['arrears'] => {
  const { arrears } = bill.snapshot;
  if (arrears.amount <= 0 && arrears.bills.length === 0) return null;
  const shown = arrears.bills.length > MAX_ARREARS_ROWS ? MAX_ARREARS_ROWS - 1 : MAX_ARREARS_ROWS;
  const rows: Pair[] = arrears.bills.slice(0, shown).map((b) => ({
    label: t('server:bill.arrearsBill', { label: b.label, number: b.number }),
    value: formatMoney(b.amount),
  }));
  const rest = arrears.bills.slice(shown);
  if (rest.length > 0) {
    rows.push({
      label: t('server:bill.arrearsMore', { count: rest.length }),
      value: formatMoney(rest.reduce((sum, b) => sum + b.amount, 0)),
    });
  }
  return {
    title: t('server:bill.arrears'),
    rows,
    total: { label: t('server:bill.arrearsTotal'), value: formatMoney(arrears.amount) },
  };
};

const TITLE = {
  water: ['server:bill.title', 'server:bill.total'],
  sundry: ['server:bill.titleSundry', 'server:bill.totalSundry'],
  opening: ['server:bill.titleOpening', 'server:bill.totalOpening'],
} as const satisfies Record<Bill['kind'], readonly [string, string]>;

/** An opening bill's month and old reference, as its snapshot keeps them (issue 28). */
const openingOf = (bill: Bill) => {
  const o = bill.kind === 'opening' ? bill.snapshot.priced.opening : null;
  if (typeof o !== 'object' || o === null) return null;
  const { yearBe, month, reference } = o as Record<string, unknown>;
  return typeof yearBe === 'number' && typeof month === 'number'
    ? { yearBe, month, reference: typeof reference === 'string' ? reference : null }
    : null;
};

const openingPeriod = (t: TFunction, bill: Bill, lang: Language): Pair[] => {
  const o = openingOf(bill);
  if (!o) return [];
  const pairs = [
    { label: t('server:bill.openingPeriod'), value: roundMonthLabel(o.yearBe, o.month, lang) },
  ];
  if (o.reference) pairs.push({ label: t('server:bill.openingReference'), value: o.reference });
  return pairs;
};

/** The text of one bill in a language (Thai by default; the amount in words is always Thai). */
export const billView = (
  bill: Bill,
  lang: Language,
  copy: boolean,
  contact: string | null = null,
): BillView => {
  const t = translator(lang);
  const { org, customer, round } = bill.snapshot;
  // The phone and the tax id share a line under the address: "โทร." never ends one line
  // with its number on the next.
  const orgLines = [
    org.address ?? '',
    [
      org.phone ? t('server:bill.phone', { phone: org.phone }) : '',
      org.taxId ? t('server:bill.taxId', { taxId: org.taxId }) : '',
    ]
      .filter(Boolean)
      .join('   '),
  ].filter((line) => line !== '');
  const meta: Pair[] = [
    { label: t('server:bill.number'), value: bill.number },
    { label: t('server:bill.billDate'), value: formatThaiDate(bill.billDate) },
  ];
  const period: Pair[] = [];
  if (round) {
    period.push({
      label: t('server:bill.round'),
      value: roundMonthLabel(round.yearBe, round.month, lang),
    });
    period.push({
      label: t('server:bill.period'),
      value: t('server:bill.periodRange', {
        from: formatThaiDate(round.periodFrom),
        to: formatThaiDate(round.periodTo),
      }),
    });
  }
  period.push(...openingPeriod(t, bill, lang));
  const meter = [customer.meterSerial, customer.meterSize ? `(${customer.meterSize})` : null]
    .filter(Boolean)
    .join(' ');
  const route = [customer.routeCode, customer.routeSeq].filter((v) => v !== null).join('/');
  const customerPairs: Pair[] = [
    { label: t('server:bill.customerNo'), value: customer.customerNo },
    { label: t('server:bill.name'), value: customer.name },
    { label: t('server:bill.address'), value: customer.address },
    { label: t('server:bill.meterSerial'), value: meter || '–' },
    { label: t('server:bill.route'), value: route || '–' },
    { label: t('server:bill.userType'), value: customer.userType },
  ];
  const baht = t('server:bill.baht');
  const rows = bill.lines.map((line) => rowOf(t, line));
  const grand = bill.total + bill.snapshot.arrears.amount;
  return {
    org: { name: org.nameTh, lines: orgLines, logo: org.logoDataUrl },
    title: t(TITLE[bill.kind][0]),
    meta,
    period,
    customer: customerPairs,
    ...readingOf(t, bill),
    columns: {
      label: t('server:bill.col.item'),
      quantity: t('server:bill.col.quantity'),
      rate: t('server:bill.col.rate'),
      amount: t('server:bill.col.amount'),
    },
    rows,
    rowsCompact: compactRows(t, bill.lines, rows),
    total: {
      label: t(TITLE[bill.kind][1]),
      value: `${formatMoney(bill.total)} ${baht}`,
    },
    words: t('server:bill.inWords', { words: thaiBahtText(bill.total) }),
    arrears: arrearsOf(t, bill),
    grandTotal: { label: t('server:bill.grandTotal'), value: `${formatMoney(grand)} ${baht}` },
    due: bill.dueDate
      ? { label: t('server:bill.dueDate'), value: formatThaiDate(bill.dueDate) }
      : null,
    pay: paymentOf(t, bill),
    payAtOffice: t('server:bill.payAtOffice'),
    copy: copy ? t('server:bill.copy') : null,
    void:
      bill.status === 'void'
        ? {
            mark: t('server:bill.void'),
            reason: t('server:bill.voidReason', { reason: bill.voidReason ?? '' }),
          }
        : null,
    contact,
  };
};
