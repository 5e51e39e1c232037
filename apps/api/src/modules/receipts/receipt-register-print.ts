import type { ReceiptBook } from '@prapa/contracts';
import { formatThaiDate, formatThaiDateTime } from '@prapa/domain';
import {
  footers,
  heading,
  newListing,
  signature,
  toBuffer,
  whole,
} from '../../documents/listing-pdf.ts';
import { PdfTable, type TableColumn } from '../../documents/pdf-table.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';
import type { ReportOrg } from '../reports/reports.repo.ts';

export const REGISTER_TITLE = 'ทะเบียนคุมใบเสร็จรับเงิน';

type T = (key: string, vars?: Record<string, unknown>) => string;

const holderOf = (b: ReceiptBook) => b.holderOfficerName ?? b.holderOfficeName ?? '';
const rangeOf = (b: ReceiptBook) => `${b.firstNo}–${b.lastNo}`;
/** The leaves written so far: first to the one before next. */
const usedRangeOf = (b: ReceiptBook) =>
  b.nextNo > b.firstNo ? `${b.firstNo}–${b.nextNo - 1}` : '-';

/** The register as a sheet, headed in the reader's language. */
export const registerColumns = (t: T): XlsxColumn<ReceiptBook>[] => [
  { header: t('server:receiptBook.fiscalYear'), width: 10, value: (b) => b.fiscalYear },
  { header: t('server:receiptBook.bookNo'), width: 12, value: (b) => b.bookNo },
  {
    header: t('server:receiptBook.kind'),
    width: 12,
    value: (b) => t(`server:receiptBook.kinds.${b.kind}`),
  },
  { header: t('server:receiptBook.range'), width: 16, value: rangeOf },
  {
    header: t('server:receiptBook.receivedAt'),
    width: 14,
    value: (b) => formatThaiDate(b.receivedAt),
  },
  { header: t('server:receiptBook.holder'), width: 26, value: holderOf },
  {
    header: t('server:receiptBook.state'),
    width: 12,
    value: (b) => t(`server:receiptBook.states.${b.state}`),
  },
  { header: t('server:receiptBook.used'), width: 10, value: (b) => b.used },
  { header: t('server:receiptBook.voidedReceipts'), width: 12, value: (b) => b.voidedReceipts },
  { header: t('server:receiptBook.voidedLeaves'), width: 12, value: (b) => b.voidedLeaves },
  { header: t('server:receiptBook.remaining'), width: 10, value: (b) => b.remaining },
  { header: t('server:receiptBook.note'), width: 24, value: (b) => b.note },
];

const columns: TableColumn[] = [
  { header: 'ปีงบ', width: 34, align: 'center' },
  { header: 'เล่มที่', width: 44 },
  { header: 'เลขที่', width: 60 },
  { header: 'รับเมื่อ', width: 56 },
  { header: 'ผู้ถือ', width: 110 },
  { header: 'ใช้ไป (เลขที่)', width: 60 },
  { header: 'ใบเสร็จ', width: 40, align: 'right' },
  { header: 'ยกเลิก', width: 40, align: 'right' },
  { header: 'ใบเสีย', width: 40, align: 'right' },
  { header: 'คงเหลือ', width: 40, align: 'right' },
];

const th: Record<string, string> = { received: 'รับเข้า', open: 'ใช้งาน', closed: 'ปิดเล่ม' };

/** The register on A4 in Thai, with the totals of the table and the head's signature. */
export const renderRegisterPdf = (org: ReportOrg, books: ReceiptBook[], printedAt: Date) => {
  const { doc, flow } = newListing(REGISTER_TITLE, org.nameTh);
  heading(flow, org, REGISTER_TITLE, [`ข้อมูล ณ วันที่ ${formatThaiDateTime(printedAt)}`]);
  const scale = flow.width / columns.reduce((sum, c) => sum + c.width, 0);
  const table = new PdfTable(
    flow,
    columns.map((c) => ({ ...c, width: c.width * scale })),
    9.5,
    `${REGISTER_TITLE} (ต่อ)`,
  );
  const sum = (pick: (b: ReceiptBook) => number) => whole(books.reduce((s, b) => s + pick(b), 0));
  table.draw([
    ...books.map((b) => ({
      cells: [
        String(b.fiscalYear),
        b.bookNo,
        rangeOf(b),
        formatThaiDate(b.receivedAt),
        `${holderOf(b)} (${th[b.state] ?? b.state})`,
        usedRangeOf(b),
        whole(b.used - b.voidedReceipts),
        whole(b.voidedReceipts),
        whole(b.voidedLeaves),
        whole(b.remaining),
      ],
    })),
    {
      cells: [
        '',
        '',
        '',
        '',
        `รวม ${whole(books.length)} เล่ม`,
        '',
        sum((b) => b.used - b.voidedReceipts),
        sum((b) => b.voidedReceipts),
        sum((b) => b.voidedLeaves),
        sum((b) => b.remaining),
      ],
      bold: true,
      shade: '#F3F4F6',
    },
  ]);
  signature(flow, org);
  footers(doc, org, REGISTER_TITLE, printedAt);
  return toBuffer(doc);
};
