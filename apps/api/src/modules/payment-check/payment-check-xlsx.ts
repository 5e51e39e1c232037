import type { Workbook } from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { PaymentCheck, PaymentCheckChannel, PaymentCheckReceipt } from '@prapa/contracts';
import { formatThaiDate } from '@prapa/domain';
import { translator } from '../../lib/i18n.ts';
import {
  bahtOf,
  buildWorkbook,
  contentDisposition,
  guardFormulaText,
  MONEY_FORMAT,
  thaiDateTimeOf,
  XLSX_TYPE,
  type XlsxColumn,
} from '../../lib/xlsx.ts';

type T = (key: string) => string;

/** A receipt, or (receipt null) the total line under them. */
type ReceiptLine = { r: PaymentCheckReceipt | null; amount: number; count: number };

const checkOf = (t: T, r: PaymentCheckReceipt) => {
  if (r.channelKind === 'cash' || r.status === 'void') return null;
  if (!r.check && r.bankRow?.paidMeanwhile) return t('server:paymentCheck.result.paidMeanwhile');
  if (!r.check && r.bankRow) return t('server:paymentCheck.result.fromBankFile');
  return t(`server:paymentCheck.result.${r.check?.result ?? 'unchecked'}`);
};

const receiptColumns = (t: T): XlsxColumn<ReceiptLine>[] => [
  {
    header: 'server:paymentCheck.date',
    width: 12,
    value: ({ r }) => r && formatThaiDate(r.businessDate),
  },
  {
    header: 'server:paymentCheck.paidAt',
    width: 20,
    value: ({ r }) => r && thaiDateTimeOf(new Date(r.paidAt)),
  },
  {
    header: 'server:paymentCheck.receipt',
    width: 12,
    value: ({ r }) => r && `${r.bookNo}/${r.number}`,
  },
  { header: 'server:paymentCheck.customerNo', width: 12, value: ({ r }) => r?.customerNo ?? null },
  {
    header: 'server:paymentCheck.payer',
    width: 26,
    value: ({ r, count }) => r?.payerName ?? `${t('server:paymentCheck.total')} ${count}`,
  },
  { header: 'server:paymentCheck.area', width: 16, value: ({ r }) => r?.areaName ?? null },
  { header: 'server:paymentCheck.channel', width: 20, value: ({ r }) => r?.channelName ?? null },
  { header: 'server:paymentCheck.cashier', width: 20, value: ({ r }) => r?.cashierName ?? null },
  { header: 'server:paymentCheck.office', width: 16, value: ({ r }) => r?.officeName ?? null },
  {
    header: 'server:paymentCheck.amount',
    width: 12,
    numFmt: MONEY_FORMAT,
    value: ({ amount }) => bahtOf(amount),
  },
  { header: 'server:paymentCheck.reference', width: 16, value: ({ r }) => r?.reference ?? null },
  {
    header: 'server:paymentCheck.status',
    width: 10,
    value: ({ r }) => r && t(`server:paymentCheck.state.${r.status}`),
  },
  { header: 'server:paymentCheck.check', width: 14, value: ({ r }) => r && checkOf(t, r) },
  { header: 'server:paymentCheck.note', width: 20, value: ({ r }) => r?.check?.note ?? null },
  {
    header: 'server:paymentCheck.checkedBy',
    width: 20,
    value: ({ r }) => r?.check?.checkedBy ?? null,
  },
  {
    header: 'server:paymentCheck.bankFile',
    width: 20,
    value: ({ r }) => r?.bankRow?.fileName ?? null,
  },
  { header: 'server:paymentCheck.bankLine', width: 8, value: ({ r }) => r?.bankRow?.line ?? null },
];

const money = (header: string, value: (c: PaymentCheckChannel) => number | null) => ({
  header,
  width: 16,
  numFmt: MONEY_FORMAT,
  value: (c: PaymentCheckChannel) => bahtOf(value(c)),
});

const channelColumns: XlsxColumn<PaymentCheckChannel>[] = [
  { header: 'server:paymentCheck.channel', width: 26, value: (c) => c.name },
  { header: 'server:paymentCheck.count', width: 10, value: (c) => c.count },
  money('server:paymentCheck.amount', (c) => c.amount),
  money('server:paymentCheck.bankTotal', (c) => c.bankTotal),
  money('server:paymentCheck.bankReceipted', (c) => c.bankReceipted),
  money('server:paymentCheck.difference', (c) => c.difference),
];

// The first sheet's font (lib/xlsx.ts): Tahoma renders Thai in Excel and LibreOffice.
const FONT = { name: 'Tahoma', size: 10 };

/** A second sheet in the first one's style (buildWorkbook makes one sheet). */
const addChannelSheet = (workbook: Workbook, t: T, channels: PaymentCheckChannel[]) => {
  const ws = workbook.addWorksheet(t('server:paymentCheck.byChannel').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  ws.columns = channelColumns.map((c, i) => ({
    key: String(i),
    header: t(c.header),
    width: c.width ?? 18,
    style: { font: FONT, ...(c.numFmt ? { numFmt: c.numFmt } : {}) },
  }));
  for (const c of channels) ws.addRow(channelColumns.map((col) => col.value(c)));
  ws.getRow(1).font = { ...FONT, bold: true };
  return workbook;
};

const beStamp = (iso: string) => formatThaiDate(iso).split('/').reverse().join('-');

/** Receipts (with a total line) on the first sheet, the channels against the bank on the second. */
export const sendPaymentCheckXlsx = async (reply: FastifyReply, d: PaymentCheck) => {
  const t = translator(reply.request.lang);
  const valid = d.receipts.filter((r) => r.status === 'valid');
  const rows: ReceiptLine[] = [
    ...d.receipts.map((r) => ({ r, amount: r.amount, count: 1 })),
    { r: null, amount: d.totals.amount, count: valid.length },
  ];
  const workbook = buildWorkbook(t, {
    sheetName: 'server:paymentCheck.file',
    columns: receiptColumns(t),
    rows,
  });
  // The channel sheet is added after buildWorkbook guarded the first: guarded again.
  guardFormulaText(addChannelSheet(workbook, t, d.channels));
  const buffer = await workbook.xlsx.writeBuffer();
  const range = d.from === d.to ? beStamp(d.from) : `${beStamp(d.from)}_${beStamp(d.to)}`;
  const name = `${t('server:paymentCheck.file')}_${range}.xlsx`;
  const fallback = `${translator('en')('server:paymentCheck.file')}_${range}.xlsx`;
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(name, fallback))
    .header('cache-control', 'no-store')
    .send(Buffer.from(buffer));
};
