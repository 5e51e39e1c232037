// Every report the product makes, with the parameters each needs and the existing
// endpoints that print it (issue 27: nobody hunts through menus for a report).
import type { Permission } from '@prapa/contracts';
import type { Params } from '../../lib/api-client.ts';

/** The parameters a report's small form asks for. */
export type ReportField = 'round' | 'route' | 'routeRequired' | 'collector' | 'date' | 'fiscalYear';

export type ReportValues = {
  round?: string;
  route?: string;
  collector?: string;
  date: string;
  fiscalYear: number;
};

type Target = { path: string; params?: (v: ReportValues) => Params };

export type ReportEntry = {
  /** `reports.<key>` in income.json: its name, its form's number, what it shows. */
  key: string;
  permission: Permission;
  fields: ReportField[];
  /** The form's number staff know it by (ป.31, ป.32, ป.17), in `reports.<key>.form`. */
  numbered?: boolean;
  pdf?: Target;
  excel?: Target;
  /** A screen of its own (water cost, lost water) instead of a file. */
  screen?: string;
};

const defined = (params: Record<string, string | number | undefined>): Params =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export const reportCatalogue: ReportEntry[] = [
  {
    key: 'readingBook',
    numbered: true,
    permission: 'reading.read',
    fields: ['round', 'route'],
    pdf: {
      path: '/api/v1/service-rounds/{round}/reading-book',
      params: (v) => defined({ routeId: v.route }),
    },
  },
  {
    key: 'p32',
    numbered: true,
    permission: 'p32.read',
    fields: ['collector', 'date'],
    pdf: {
      path: '/api/v1/reports/p32/pdf',
      params: (v) => defined({ officerId: v.collector, date: v.date }),
    },
    excel: {
      path: '/api/v1/reports/p32/export',
      params: (v) => defined({ officerId: v.collector, date: v.date }),
    },
  },
  {
    key: 'daily',
    permission: 'p32.readAll',
    fields: ['date'],
    pdf: { path: '/api/v1/reports/p32-daily/pdf', params: (v) => ({ date: v.date }) },
    excel: { path: '/api/v1/reports/p32-daily/export', params: (v) => ({ date: v.date }) },
  },
  {
    key: 'ledgers',
    numbered: true,
    permission: 'report.read',
    fields: ['routeRequired', 'fiscalYear'],
    pdf: {
      path: '/api/v1/debtor-accounts/ledgers.pdf',
      params: (v) => defined({ routeId: v.route, fiscalYear: v.fiscalYear }),
    },
  },
  {
    key: 'debtors',
    permission: 'report.read',
    fields: ['date'],
    pdf: { path: '/api/v1/debtor-accounts/pdf', params: (v) => ({ asOf: v.date }) },
    excel: { path: '/api/v1/debtor-accounts/export', params: (v) => ({ asOf: v.date }) },
  },
  {
    key: 'receiptBooks',
    permission: 'receiptBook.read',
    fields: ['fiscalYear'],
    pdf: { path: '/api/v1/receipt-books/pdf', params: (v) => ({ fiscalYear: v.fiscalYear }) },
    excel: { path: '/api/v1/receipt-books/export', params: (v) => ({ fiscalYear: v.fiscalYear }) },
  },
  {
    key: 'deposits',
    permission: 'deposits.read',
    fields: [],
    pdf: { path: '/api/v1/deposits/pdf' },
    excel: { path: '/api/v1/deposits/export' },
  },
  {
    key: 'waterUsers',
    permission: 'report.read',
    fields: [],
    pdf: { path: '/api/v1/reports/water-users/summary/pdf' },
    excel: { path: '/api/v1/reports/water-users/summary/export' },
  },
  {
    key: 'meters',
    permission: 'waterUser.read',
    fields: [],
    excel: { path: '/api/v1/meters/export' },
  },
  {
    key: 'income',
    permission: 'reports.income',
    fields: [],
    screen: '#income',
  },
  { key: 'waterCost', permission: 'production.read', fields: [], screen: '/water_cost' },
  { key: 'lostWater', permission: 'production.read', fields: [], screen: '/lose_water' },
];

/** The endpoint with the round put into its path, or null while a required value is missing. */
export const targetOf = (
  target: Target,
  entry: ReportEntry,
  v: ReportValues,
): { path: string; params: Params } | null => {
  if (entry.fields.includes('round') && !v.round) return null;
  if (entry.fields.includes('routeRequired') && !v.route) return null;
  if (entry.fields.includes('collector') && !v.collector) return null;
  return {
    path: target.path.replace('{round}', encodeURIComponent(v.round ?? '')),
    params: target.params?.(v) ?? {},
  };
};
