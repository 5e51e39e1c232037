import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { P32Daily, P32Day, P32Month, P32Receipt } from '@prapa/contracts';
import { collectorBalance, sumBalances } from '@prapa/domain';
import { officers } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { inActorOrgRead } from '../../lib/actor-tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import { addHeads, receiptHeads, zeroP32, type HeadRow } from './p32.repo.ts';
import { remittancesOfDay, remittedMoney, standingRemittancesOf } from './remittances.repo.ts';

const officerOf = async (tx: Tx, orgId: string, id: string) => {
  const [o] = await tx
    .select({ id: officers.id, name: officers.fullName })
    .from(officers)
    .where(and(eq(officers.orgId, orgId), eq(officers.id, id)));
  if (!o) throw notFound();
  return o;
};

const asReceipt = ({
  businessDate: _d,
  cashierId: _c,
  cashierName: _n,
  areaId: _a,
  areaName: _m,
  ...r
}: HeadRow): P32Receipt => r;

/** One collector's day as numbers: what the ป.32 screen, its PDF and its sheet print. */
export const p32DayOf = async (
  tx: Tx,
  orgId: string,
  officerId: string,
  date: string,
): Promise<P32Day> => {
  const officer = await officerOf(tx, orgId, officerId);
  const rows = await receiptHeads(tx, orgId, { officerId, from: date, to: date });
  const valid = rows.filter((r) => r.status === 'valid');
  const books = new Map<string, { bookNo: string; from: number; to: number; count: number }>();
  for (const r of rows) {
    const b = books.get(r.bookNo) ?? { bookNo: r.bookNo, from: r.number, to: r.number, count: 0 };
    b.from = Math.min(b.from, r.number);
    b.to = Math.max(b.to, r.number);
    b.count += 1;
    books.set(r.bookNo, b);
  }
  const totals = valid.reduce((sum, r) => addHeads(sum, r.heads), zeroP32());
  const remittances = await remittancesOfDay(tx, orgId, officerId, date);
  const remittance = remittances.find((r) => r.voidedAt === null) ?? null;
  const balance = collectorBalance(totals.total, remittance && remittedMoney(remittance));
  return {
    officer,
    date,
    books: [...books.values()],
    receipts: valid.map(asReceipt),
    voided: rows.filter((r) => r.status === 'void').map(asReceipt),
    totals,
    remittance,
    remittances,
    balance,
    held: balance.held,
  };
};

export const p32Day = (
  app: FastifyInstance,
  request: FastifyRequest,
  officerId: string,
  date: string,
) => inActorOrgRead(app, request, ({ tx, orgId }) => p32DayOf(tx, orgId, officerId, date));

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, m ?? 1, 0)).toISOString().slice(0, 10);
};

/** The month view: a row a day, a column a village (หมู่ที่) of the payers, voided left out. */
export const p32Month = (
  app: FastifyInstance,
  request: FastifyRequest,
  officerId: string,
  month: string,
): Promise<P32Month> =>
  inActorOrgRead(app, request, async ({ tx, orgId }) => {
    const officer = await officerOf(tx, orgId, officerId);
    const last = lastDayOf(month);
    const rows = (
      await receiptHeads(tx, orgId, { officerId, from: `${month}-01`, to: last })
    ).filter((r) => r.status === 'valid');
    const villages = [...new Set(rows.map((r) => r.villageNo))].sort(
      (a, b) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER),
    );
    const days = Array.from({ length: Number(last.slice(8)) }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const mine = rows.filter((r) => r.businessDate === date);
      const byVillage = villages.map((v) =>
        mine.filter((r) => r.villageNo === v).reduce((s, r) => s + r.heads.total, 0),
      );
      return { date, byVillage, total: byVillage.reduce((s, x) => s + x, 0) };
    });
    const byVillage = villages.map((_, i) => days.reduce((s, d) => s + (d.byVillage[i] ?? 0), 0));
    return {
      officer,
      yearMonth: month,
      villages,
      days,
      totals: { byVillage, total: byVillage.reduce((s, x) => s + x, 0) },
    };
  });

/** The daily summary: all collectors and channels of a day, by head and by area. */
export const p32DailyOf = async (tx: Tx, orgId: string, date: string): Promise<P32Daily> => {
  const rows = await receiptHeads(tx, orgId, { from: date, to: date });
  const valid = rows.filter((r) => r.status === 'valid');
  const group = <K extends string | null>(key: (r: HeadRow) => K) => {
    const out = new Map<K, { rows: HeadRow[] }>();
    for (const r of valid) out.set(key(r), { rows: [...(out.get(key(r))?.rows ?? []), r] });
    return [...out.entries()];
  };
  const sum = (rs: HeadRow[]) => rs.reduce((s, r) => addHeads(s, r.heads), zeroP32());
  const standing = new Map(
    (await standingRemittancesOf(tx, orgId, date)).map((r) => [r.officerId, r]),
  );
  const balanceOf = (officerId: string, taken: number) => {
    const r = standing.get(officerId);
    return collectorBalance(taken, r ? remittedMoney(r) : null);
  };
  const fromReceipts = group((r) => r.cashierId).map(([officerId, g]) => {
    const heads = sum(g.rows);
    return {
      officerId,
      name: g.rows[0]?.cashierName ?? '',
      receipts: g.rows.length,
      heads,
      remittanceId: standing.get(officerId)?.id ?? null,
      balance: balanceOf(officerId, heads.total),
    };
  });
  // Money remitted for an officer with no receipt that day (allowed before issue 24) still
  // counts, as over: the day balances with it.
  const remittedOnly = await Promise.all(
    [...standing.keys()]
      .filter((id) => !fromReceipts.some((c) => c.officerId === id))
      .map(async (officerId) => ({
        officerId,
        name: (await officerOf(tx, orgId, officerId)).name,
        receipts: 0,
        heads: zeroP32(),
        remittanceId: standing.get(officerId)?.id ?? null,
        balance: balanceOf(officerId, 0),
      })),
  );
  const collectors = [...fromReceipts, ...remittedOnly];
  return {
    date,
    collectors,
    channels: group((r) => r.channelKind).map(([kind, g]) => ({
      kind,
      receipts: g.rows.length,
      total: g.rows.reduce((s, r) => s + r.heads.total, 0),
    })),
    areas: group((r) => r.areaId)
      .map(([areaId, g]) => ({
        areaId,
        name: g.rows[0]?.areaName ?? '',
        villageNo: g.rows[0]?.villageNo ?? null,
        receipts: g.rows.length,
        heads: sum(g.rows),
      }))
      .sort((a, b) => (a.villageNo ?? 999) - (b.villageNo ?? 999)),
    totals: sum(valid),
    balance: sumBalances(collectors.map((c) => c.balance)),
    voided: rows.length - valid.length,
  };
};

export const p32Daily = (app: FastifyInstance, request: FastifyRequest, date: string) =>
  inActorOrgRead(app, request, ({ tx, orgId }) => p32DailyOf(tx, orgId, date));
