import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { BankConfirmResult, BankFileView } from '@prapa/contracts';
import { bankFiles, bankRows, officers, paymentChannels, receipts } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tenant.ts';
import { countAll, type Window } from '../../lib/list-query.ts';
import type { BankFileRead } from './bank-lines.ts';
import type { ClassifiedLine } from './classify-lines.ts';
import type { Written } from './bank-receipts.repo.ts';

const CHUNK = 1_000;

/** The first and last day the bank paid in a file. */
export const dateRange = (read: Extract<BankFileRead, { kind: 'lines' }>) => {
  const dates = read.lines.map((l) => l.payDate).sort();
  return { firstDate: dates[0] ?? null, lastDate: dates[dates.length - 1] ?? null };
};

/** The file's own row as confirmed: what it says of itself, beside its rows' totals. */
export const bankFileValues = (
  p: { orgId: string; channelId: string; officerId: string; fileName: string; sha256: string },
  read: Extract<BankFileRead, { kind: 'lines' }>,
  lines: ClassifiedLine[],
) => ({
  orgId: p.orgId,
  channelId: p.channelId,
  format: read.format,
  fileName: p.fileName,
  sha256: p.sha256,
  rowCount: lines.length,
  total: lines.reduce((s, l) => s + (l.line.moneyIn ? l.line.amount : 0), 0),
  trailerCount: read.trailer?.count ?? null,
  trailerTotal: read.trailer?.total ?? null,
  ...dateRange(read),
  importedBy: p.officerId,
});

/** The file's rows as the bank wrote them, with what became of each (one statement a chunk). */
export const insertRows = async (
  tx: Tx,
  p: { orgId: string; fileId: string; channelId: string; officerId: string; postJob?: string },
  lines: ClassifiedLine[],
  written: Map<number, Written>,
) => {
  const rows = lines.map((c) => ({
    line_no: c.line.line,
    pay_date: c.line.payDate,
    paid_at: c.view.paidAt,
    payer_name: c.line.payerName,
    ref1: c.line.ref1,
    ref2: c.line.ref2,
    bank_ref: c.line.bankRef,
    description: c.line.description,
    amount: c.line.amount,
    row_key: c.rowKey,
    match: c.view.match,
    flags: c.view.flags,
    state: c.state,
    water_user_id: c.view.waterUserId,
    receipt_id: written.get(c.line.line)?.receiptId ?? null,
    duplicate_of: c.duplicateOf,
  }));
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.execute(sql`
      insert into bank_rows (org_id, file_id, channel_id, line_no, pay_date, paid_at, payer_name,
        ref1, ref2, bank_ref, description, amount, row_key, match, flags, state, water_user_id,
        receipt_id, duplicate_of, handled_by, handled_at, post_job)
      select ${p.orgId}, ${p.fileId}, ${p.channelId}, x.line_no, x.pay_date, x.paid_at,
        x.payer_name, x.ref1, x.ref2, x.bank_ref, x.description, x.amount, x.row_key, x.match,
        x.flags, x.state, x.water_user_id, x.receipt_id, x.duplicate_of,
        case when x.receipt_id is null then null else ${p.officerId}::uuid end,
        case when x.receipt_id is null then null else now() end, ${p.postJob ?? null}::uuid
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + CHUNK))}::jsonb) as x(
        line_no int, pay_date date, paid_at timestamptz, payer_name text, ref1 text, ref2 text,
        bank_ref text, description text, amount bigint, row_key text, match text, flags jsonb,
        state text, water_user_id uuid, receipt_id uuid, duplicate_of uuid)`);
};

/** What confirming a file did: its receipts (with their lines) and what went to the queue. */
export const fileResult = async (
  tx: Tx,
  orgId: string,
  fileId: string,
  created: boolean,
): Promise<BankConfirmResult> => {
  const [file] = await tx
    .select({ importedAt: bankFiles.importedAt })
    .from(bankFiles)
    .where(and(eq(bankFiles.orgId, orgId), eq(bankFiles.id, fileId)));
  const rows = await tx
    .select({
      line: bankRows.lineNo,
      state: bankRows.state,
      amount: bankRows.amount,
      flags: bankRows.flags,
      toCredit: receipts.toCredit,
      receiptId: receipts.id,
      bookNo: receipts.bookNo,
      number: receipts.number,
      customerNo: receipts.customerNo,
    })
    .from(bankRows)
    .leftJoin(
      receipts,
      and(eq(receipts.orgId, bankRows.orgId), eq(receipts.id, bankRows.receiptId)),
    )
    .where(and(eq(bankRows.orgId, orgId), eq(bankRows.fileId, fileId)))
    .orderBy(asc(bankRows.lineNo));
  const made = rows.filter((r) => r.state === 'receipted' && r.receiptId);
  const queued = rows.filter((r) => r.state === 'queued');
  const meanwhile = (r: (typeof rows)[number]) => r.flags.includes('paidMeanwhile');
  return {
    fileId,
    created,
    importedAt: (file?.importedAt ?? new Date()).toISOString(),
    receipts: made.map((r) => ({
      receiptId: r.receiptId ?? '',
      bookNo: r.bookNo ?? '',
      number: r.number ?? 0,
      customerNo: r.customerNo ?? '',
      amount: r.amount,
      line: r.line,
      toCredit: r.toCredit ?? 0,
      paidMeanwhile: meanwhile(r),
    })),
    receiptAmount: made.reduce((s, r) => s + r.amount, 0),
    queued: queued.length,
    queuedAmount: queued.reduce((s, r) => s + r.amount, 0),
    duplicates: rows.filter((r) => r.state === 'duplicate').length,
    paidMeanwhile: rows.filter(meanwhile).length,
  };
};

const counted = (state: string) =>
  sql<number>`(select count(*)::int from ${bankRows} r where r.org_id = ${bankFiles.orgId}
    and r.file_id = ${bankFiles.id} and r.state = ${state})`;

/** Imported files, newest first. */
export const listFiles = async (
  tx: Tx,
  orgId: string,
  q: { channelId?: string | undefined; from?: string | undefined; to?: string | undefined },
  window: Window,
): Promise<{ items: BankFileView[]; total: number }> => {
  const where = and(
    eq(bankFiles.orgId, orgId),
    q.channelId ? eq(bankFiles.channelId, q.channelId) : undefined,
    q.from ? gte(bankFiles.lastDate, q.from) : undefined,
    q.to ? lte(bankFiles.firstDate, q.to) : undefined,
  );
  const [count] = await tx.select({ total: countAll }).from(bankFiles).where(where);
  const rows = await tx
    .select({
      id: bankFiles.id,
      channelId: bankFiles.channelId,
      channelName: paymentChannels.name,
      format: bankFiles.format,
      fileName: bankFiles.fileName,
      rowCount: bankFiles.rowCount,
      total: bankFiles.total,
      trailerCount: bankFiles.trailerCount,
      trailerTotal: bankFiles.trailerTotal,
      firstDate: bankFiles.firstDate,
      lastDate: bankFiles.lastDate,
      receipted: counted('receipted'),
      queued: counted('queued'),
      paidMeanwhile: sql<number>`(select count(*)::int from ${bankRows} r
        where r.org_id = ${bankFiles.orgId} and r.file_id = ${bankFiles.id}
          and r.flags @> '["paidMeanwhile"]'::jsonb)`,
      importedBy: officers.fullName,
      importedAt: bankFiles.importedAt,
    })
    .from(bankFiles)
    .innerJoin(
      paymentChannels,
      and(eq(paymentChannels.orgId, bankFiles.orgId), eq(paymentChannels.id, bankFiles.channelId)),
    )
    .leftJoin(
      officers,
      and(eq(officers.orgId, bankFiles.orgId), eq(officers.id, bankFiles.importedBy)),
    )
    .where(where)
    .orderBy(desc(bankFiles.importedAt))
    .limit(window.limit)
    .offset(window.offset);
  return {
    total: count?.total ?? 0,
    items: rows.map((r) => ({
      ...r,
      importedBy: r.importedBy ?? '',
      importedAt: r.importedAt.toISOString(),
    })),
  };
};
