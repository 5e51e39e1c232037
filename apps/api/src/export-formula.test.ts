import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from './db/tenant.ts';
import { XLSX_TYPE } from './lib/xlsx.ts';
import { AS_OF, buildDebtors, type Scenario } from './modules/debtors/debtor-fixtures.ts';
import { today } from './modules/receipts/receipt-fixtures.ts';
import { basicsOf, type WaterCtx } from './modules/water-users/water-user-fixtures.ts';
import { createOrg, type Session } from '../test/factories.ts';
import { operationsOf, type Operation } from '../test/openapi-walk.ts';
import { createTestApp } from '../test/test-app.ts';

// Issue 24 §1: text a user typed (a name `=HYPERLINK("http://evil.example/x","click")`)
// reached the .xlsx exports as a cell a spreadsheet runs as a formula once it is edited
// or the sheet is saved as CSV. Every export the OpenAPI document lists (GET …/export and
// …/template) is downloaded from an organisation whose names, notes and references all
// start with = + - @: no cell may be a formula, every such text must carry the Text
// format, and the text must read exactly as typed.

const HOSTILE = [
  '=HYPERLINK("http://evil.example/x","click")',
  '+SUM(1,2)',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1+1)',
];
const FORMULA_START = /^[=+\-@\t\r]/;

// Columns of user-typed text; every table with an org_id that has one gets hostile text.
const TEXT_COLUMNS = [
  'name',
  'label',
  'full_name',
  'first_name',
  'last_name',
  'display_name',
  'note',
  'notes',
  'description',
  'reason',
  'reference',
  'payer_name',
  'house_no',
  'road',
  'file_name',
];

/** Exports whose rows carry the seeded text (others may hold only codes and figures). */
const MUST_SHOW = [
  '/api/v1/water-users/export',
  '/api/v1/officers/export',
  '/api/v1/offices/export',
  '/api/v1/audit/export',
  '/api/v1/basic/areas/export',
  '/api/v1/basic/routes/export',
  '/api/v1/basic/user-types/export',
  '/api/v1/basic/payment-channels/export',
  '/api/v1/access-requests/export',
  '/api/v1/password-resets/export',
  '/api/v1/meters/export',
  '/api/v1/bills/export',
  '/api/v1/receipt-books/export',
  '/api/v1/reports/p32-daily/export',
  '/api/v1/payment-check/export',
  '/api/v1/debtor-accounts/export',
  '/api/v1/service-rounds/{id}/readings/export',
  '/api/v1/service-rounds/{id}/readings/import/template',
  '/api/v1/water-users/import/template',
  '/api/v1/reports/water-users/summary/export',
];

let ctx: WaterCtx;
let scenario: Scenario;
let it_: Session;
/** Who may download: the IT administrator, or the officers money exports are for. */
let sessions: Session[];
let ops: Operation[];
let roundId: string;
let cashierId: string;
const seeded: string[] = [];

const seedHostileText = async (orgId: string) => {
  const columns = (await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`select c.table_name as t, c.column_name as c
      from information_schema.columns c
      join information_schema.columns o on o.table_schema = c.table_schema
        and o.table_name = c.table_name and o.column_name = 'org_id'
      where c.table_schema = 'public' and c.data_type = 'text'
        and c.column_name in (${sql.join(
          TEXT_COLUMNS.map((n) => sql`${n}`),
          sql`, `,
        )})
        and c.table_name <> 'audit_log'
      order by 1, 2`),
  )) as unknown as { rows: { t: string; c: string }[] };
  for (const [i, { t, c }] of columns.rows.entries()) {
    const text = HOSTILE[i % HOSTILE.length] ?? '';
    // One transaction each: a table whose rows may not change (an issued receipt) refuses
    // and keeps what the API wrote.
    try {
      await withSystem(ctx.t.database.db, (tx) =>
        tx.execute(
          sql`update ${sql.identifier(t)} set ${sql.identifier(c)} = ${text} where org_id = ${orgId}`,
        ),
      );
      seeded.push(`${t}.${c}`);
    } catch {
      // left as the API wrote it
    }
  }
  // A connection's name starts with its title: none, so the name starts with the text.
  await withSystem(ctx.t.database.db, (tx) =>
    tx.execute(sql`update water_users set title = null where org_id = ${orgId}`),
  );
};

beforeAll(async () => {
  const t = await createTestApp();
  // Officers' names are the organisation's name and their position: '@SUM(1+1) cashier'.
  const a = await createOrg(t, '@SUM(1+1)');
  const b = await createOrg(t, HOSTILE[0]);
  ctx = {
    t,
    a,
    b,
    basicsA: await basicsOf(t, a),
    basicsB: await basicsOf(t, b),
    clerk: await a.login('clerk'),
  };
  scenario = await buildDebtors(ctx);
  it_ = await a.login('it');
  sessions = [it_, await a.login('finance_officer'), await a.login('manager')];
  cashierId = (await a.login('cashier')).user.id;
  // An access request and a password reset to list.
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      org_id: a.id,
      displayName: HOSTILE[1],
      email: 'formula@example.com',
      username: 'formula',
      password: 'mine12345',
      note: HOSTILE[2],
    },
  });
  expect(register.statusCode, register.body).toBe(200);
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { org_id: a.id, username: 'cashier' },
  });
  expect(forgot.statusCode, forgot.body).toBe(200);
  await seedHostileText(a.id);
  // An issued bill keeps the name it was issued with: one issued after the seeding.
  const sundry = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bills/sundry',
    headers: scenario.finance.headers,
    payload: {
      waterUserId: scenario.users.debtor,
      sundryKind: 'other',
      amount: 2500,
      description: HOSTILE[3],
    },
  });
  expect(sundry.statusCode, sundry.body).toBe(200);
  const rounds = await t.app.inject({
    url: '/api/v1/service-rounds?pageSize=50',
    headers: it_.headers,
  });
  roundId = (rounds.json().data.items as { id: string; month: number }[]).find(
    (r) => r.month === 10,
  )?.id as string;
  ops = operationsOf(t.app.swagger()).filter(
    (o) => o.method === 'GET' && /\/(export|template)$/.test(o.path),
  );
}, 300_000);

afterAll(async () => ctx?.t.close());

/** The query an export needs to hold this organisation's rows. */
const queryOf = (op: Operation) => {
  const names = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const query: Record<string, string> = {};
  if (names.has('pageSize')) query.pageSize = '500';
  if (names.has('date')) query.date = today();
  if (names.has('from')) query.from = today();
  if (names.has('to')) query.to = today();
  // Month views (income, cash book, water cost and loss): the scenario's month.
  if (names.has('month')) query.month = today().slice(0, 7);
  if (names.has('asOf')) query.asOf = AS_OF;
  // The cashier who took the scenario's payments (ป.32 is one officer's).
  if (op.path.startsWith('/api/v1/reports/p32/')) query.officerId = cashierId;
  if (op.path.startsWith('/api/v1/payment-check')) query.state = 'all';
  if (op.path.startsWith('/api/v1/audit')) query.pageSize = '200';
  if (op.path.includes('/ledger/')) query.fiscalYear = '2570';
  return new URLSearchParams(query).toString();
};

const urlOf = (op: Operation) =>
  `${op.path
    .replace('/service-rounds/{id}', `/service-rounds/${roundId}`)
    .replace('/water-users/{id}', `/water-users/${scenario.users.debtor}`)
    .replace('/move-in/{step}', '/move-in/debts')}?${queryOf(op)}`;

type Finding = { formulas: string[]; unguarded: string[]; shown: Set<string>; cells: number };

/** Every cell of every sheet (the hidden ones too). */
const inspect = async (res: LightMyRequestResponse): Promise<Finding> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const found: Finding = { formulas: [], unguarded: [], shown: new Set(), cells: 0 };
  workbook.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        found.cells += 1;
        const where = `${ws.name}!${cell.address}`;
        if (cell.type === ExcelJS.ValueType.Formula || cell.formula) {
          found.formulas.push(`${where} ${String(cell.formula)}`);
        }
        const text = typeof cell.value === 'string' ? cell.value : null;
        if (text === null) return;
        // The Text format keeps it text when edited; a number never needs it.
        if (FORMULA_START.test(text) && cell.numFmt !== '@') {
          found.unguarded.push(`${where} ${JSON.stringify(text)} (${String(cell.numFmt)})`);
        }
        for (const h of HOSTILE) if (text.includes(h)) found.shown.add(h);
        // As typed: no apostrophe, space or invisible character put in front to disarm it.
        for (const h of HOSTILE) {
          if (text.endsWith(h) && /^['\s\u200B-\u200D\uFEFF]+$/.test(text.slice(0, -h.length))) {
            found.unguarded.push(`${where} altered: ${JSON.stringify(text)}`);
          }
        }
      }),
    ),
  );
  return found;
};

describe('formula text in every .xlsx export', () => {
  it('reaches the organisation’s rows (the seeding is real)', () => {
    expect(seeded).toEqual(
      expect.arrayContaining([
        'water_users.first_name',
        'areas.name',
        'collection_routes.name',
        'offices.name',
      ]),
    );
    expect(ops.map((o) => o.path)).toEqual(expect.arrayContaining(MUST_SHOW));
  });

  it('is never a formula, always Text-formatted, and shown exactly as typed', async () => {
    const problems: string[] = [];
    const missing: string[] = [];
    let withFormulaText = 0;
    for (const op of ops) {
      let res = await ctx.t.app.inject({ url: urlOf(op), headers: it_.headers });
      for (const s of sessions) {
        if (res.statusCode !== 403) break;
        res = await ctx.t.app.inject({ url: urlOf(op), headers: s.headers });
      }
      if (res.statusCode !== 200 || res.headers['content-type'] !== XLSX_TYPE) {
        problems.push(
          `${op.path}: ${res.statusCode} ${res.headers['content-type']} ${res.body.slice(0, 200)}`,
        );
        continue;
      }
      const found = await inspect(res);
      problems.push(...found.formulas.map((f) => `${op.path}: formula ${f}`));
      problems.push(...found.unguarded.map((f) => `${op.path}: ${f}`));
      if (found.shown.size > 0) withFormulaText += 1;
      else if (MUST_SHOW.includes(op.path)) missing.push(op.path);
    }
    expect(problems).toEqual([]);
    expect(missing).toEqual([]);
    expect(withFormulaText).toBeGreaterThanOrEqual(MUST_SHOW.length);
  });

  it('lists the other organisations as typed too (the platform’s own export)', async () => {
    const res = await ctx.t.app.inject({
      url: '/api/v1/org-admin/orgs/export?pageSize=500',
      headers: it_.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const found = await inspect(res);
    expect(found.formulas).toEqual([]);
    expect(found.unguarded).toEqual([]);
    expect([...found.shown]).toContain(HOSTILE[0]);
  });
});
