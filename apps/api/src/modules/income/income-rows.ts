import type { IncomeReport } from '@prapa/contracts';
import { MONEY_FORMAT, bahtOf, type XlsxColumn } from '../../lib/xlsx.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

/** One line of the report, whichever part it belongs to; money in satang, null = blank. */
export type IncomeRow = {
  section: 'head' | 'channel' | 'area' | 'userType' | 'movement' | 'voided';
  name: string;
  receipts: number | null;
  billed: number | null;
  received: number | null;
  total?: boolean;
};

const MOVEMENT_KEYS = [
  'broughtForward',
  'billed',
  'voidedBills',
  'received',
  'fromDeposits',
  'carriedForward',
  'difference',
] as const;

const groupName = (t: T, g: IncomeReport['areas'][number]) =>
  [g.villageNo === null ? '' : `${g.villageNo}`, g.name || t('server:income.noArea')]
    .filter(Boolean)
    .join(' ');

/**
 * The report as rows in the screen's order: heads (billed and received), channels, areas,
 * user types, the debtor movement, then the voided receipts. The sheet prints them all;
 * the PDF prints them part by part.
 */
export const incomeRows = (r: IncomeReport, t: T): IncomeRow[] => {
  const total = (section: IncomeRow['section'], receipts: number, received: number) => ({
    section,
    name: t('server:income.total'),
    receipts,
    billed: null,
    received,
    total: true,
  });
  const groups = (section: 'channel' | 'area' | 'userType', rows: IncomeReport['areas']) => [
    ...rows.map((g) => ({
      section,
      name: section === 'channel' ? t(`server:channelKind.${g.key}`) : groupName(t, g),
      receipts: g.receipts,
      billed: null,
      received: g.amount,
    })),
    total(section, r.totals.receipts, r.totals.received),
  ];
  return [
    ...r.heads
      .filter((h) => h.billed !== 0 || h.received !== 0)
      .map((h) => ({
        section: 'head' as const,
        name: t(`server:income.heads.${h.head}`),
        receipts: null,
        billed: h.billed,
        received: h.received,
      })),
    { ...total('head', r.totals.receipts, r.totals.received), billed: r.totals.billed },
    ...groups('channel', r.channels),
    ...groups('area', r.areas),
    ...groups('userType', r.userTypes),
    ...MOVEMENT_KEYS.map((k) => ({
      section: 'movement' as const,
      name: t(`server:income.movement.${k}`),
      receipts: null,
      billed: null,
      received: r.movement[k],
      total: k === 'carriedForward',
    })),
    ...r.voided.receipts.map((v) => ({
      section: 'voided' as const,
      name: `${v.bookNo}/${v.number} ${v.customerNo} ${v.name}${v.reason ? ` (${v.reason})` : ''}`,
      receipts: 1,
      billed: null,
      received: v.amount,
    })),
    {
      ...total('voided', r.voided.count, r.voided.amount),
      section: 'voided',
    },
  ];
};

/** The sheet: a column saying which part each row belongs to; money in baht. */
export const incomeColumns = (t: T): XlsxColumn<IncomeRow>[] => [
  {
    header: t('server:income.columns.section'),
    width: 26,
    value: (r) => t(`server:income.sections.${r.section}`),
  },
  { header: t('server:income.columns.name'), width: 40, value: (r) => r.name },
  { header: t('server:income.columns.receipts'), width: 10, value: (r) => r.receipts },
  {
    header: t('server:income.columns.billed'),
    width: 16,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.billed),
  },
  {
    header: t('server:income.columns.received'),
    width: 16,
    numFmt: MONEY_FORMAT,
    value: (r) => bahtOf(r.received),
  },
];
