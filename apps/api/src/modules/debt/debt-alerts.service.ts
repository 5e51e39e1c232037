import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  debtSteps,
  type DebtAlertList,
  type DebtAlertQuery,
  type DebtAlertRow,
  type DebtStepName,
} from '@prapa/contracts';
import { bangkokDate, type DebtSettings } from '@prapa/domain';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrg } from '../../lib/actor-tenant.ts';
import { findOrg } from '../orgs/org.repo.ts';
import { connectionDebts, type DebtFilter } from './debt-facts.repo.ts';
import { isDebtor } from './unpaid-rounds.ts';
import { alertRowOf, stepOf } from './debt-step.ts';

export const debtSettingsOf = async (tx: Tx, orgId: string) => {
  const org = await findOrg(tx, orgId);
  if (!org) throw new Error('organisation vanished');
  return { warnAfterRounds: org.warnAfterRounds, cutoffAfterRounds: org.cutoffAfterRounds };
};

/** Every connection the filter finds, with its next step, in walk order. */
const alertRows = async (
  tx: Tx,
  orgId: string,
  filter: DebtFilter,
  today: string,
  settings: DebtSettings,
): Promise<DebtAlertRow[]> => {
  const debts = await connectionDebts(tx, orgId, today, filter);
  return debts.map((c) => alertRowOf(c, stepOf(c, settings, today), today));
};

const noticeOut = (r: DebtAlertRow) => {
  const live = (n: DebtAlertRow['warning']) => n && (n.state === 'open' || n.state === 'due');
  return { warning: !!live(r.warning), cutoff: !!live(r.cutoff) };
};

const sorters: Record<string, (a: DebtAlertRow, b: DebtAlertRow) => number> = {
  owing: (a, b) => a.owing - b.owing,
  unpaidRounds: (a, b) => a.unpaidRounds - b.unpaidRounds || a.owing - b.owing,
  customerNo: (a, b) => a.customerNo.localeCompare(b.customerNo),
  name: (a, b) => a.name.localeCompare(b.name, 'th'),
};

/**
 * /operation/payment_alert: connections with debt, filtered, summed and sorted by debt
 * (largest first unless asked otherwise). The step filter is read after the debt, as
 * the domain decides it; the sums count every row found, not only the page.
 */
export const debtAlerts = (app: FastifyInstance, request: FastifyRequest, q: DebtAlertQuery) =>
  inActorOrg(app, request, async ({ tx, orgId }): Promise<DebtAlertList> => {
    const today = q.asOf ?? bangkokDate(new Date());
    const settings = await debtSettingsOf(tx, orgId);
    let rows = await alertRows(tx, orgId, q, today, settings);
    if (q.step) rows = rows.filter((r) => r.step === q.step);
    if (q.notice) {
      rows = rows.filter((r) => {
        const out = noticeOut(r);
        if (q.notice === 'none') return !out.warning && !out.cutoff;
        if (q.notice === 'any') return out.warning || out.cutoff;
        return out[q.notice as 'warning' | 'cutoff'];
      });
    }
    const key = (q.sort ?? '-owing').replace(/^-/, '');
    const sorter = sorters[key] ?? sorters.owing;
    const desc = (q.sort ?? '-owing').startsWith('-');
    if (key !== 'walk') rows.sort((a, b) => (desc ? -1 : 1) * (sorter?.(a, b) ?? 0));
    const steps = Object.fromEntries(debtSteps.map((k) => [k, 0])) as Record<DebtStepName, number>;
    for (const r of rows) steps[r.step] += 1;
    const start = (q.page - 1) * q.pageSize;
    return {
      rows: rows.slice(start, start + q.pageSize),
      total: rows.length,
      page: q.page,
      pageSize: q.pageSize,
      sums: {
        connections: rows.length,
        debtors: rows.filter((r) => isDebtor(r.owing)).length,
        owing: rows.reduce((s, r) => s + r.owing, 0),
        unpaidRounds: rows.reduce((s, r) => s + r.unpaidRounds, 0),
        steps,
      },
      settings,
    };
  });
