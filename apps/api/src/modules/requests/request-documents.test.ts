import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractTemplate, RequestContract } from '@prapa/contracts';
import { bangkokDate, contractNumber, fiscalYearOf } from '@prapa/domain';
import { withSystem } from '../../db/tenant.ts';
import { expectPdf, pageCount, pageText } from '../../documents/pdf-test-decode.ts';
import type { Session } from '../../../test/factories.ts';
import { send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import { DEFAULT_CONTRACT_CLAUSES, DEFAULT_CONTRACT_TITLE } from './contract-default.ts';
import { act, answer, file, newConnection, survey } from './request-fixtures.ts';

// Issue 26: the request's documents (survey and estimate, contract, installation order)
// and the contract's template; a contract's number is taken once and its text never moves.
const ctx = useWaterApp();
const TEMPLATE = '/api/v1/request-contract-template';
let manager: Session;
const fiscalYear = fiscalYearOf(bangkokDate(new Date()));

beforeAll(async () => {
  manager = await ctx.a.login('manager');
});

const get = (s: Session, url: string) => send(ctx.t, s, 'GET', url);
const pdfOf = async (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expectPdf(res.rawPayload);
  const pages = await pageCount(res.rawPayload);
  const texts = [];
  for (let page = 1; page <= pages; page++) texts.push(await pageText(res.rawPayload, page));
  return texts.join('\n');
};
const contractOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RequestContract;
};
const issue = (id: string, s: Session = ctx.clerk) =>
  send(ctx.t, s, 'POST', `/api/v1/requests/${id}/contract`);
const approved = async (firstName: string) => {
  const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA, { firstName }));
  answer(await act(ctx, ctx.clerk, r.id, 'survey', survey));
  answer(await act(ctx, ctx.clerk, r.id, 'approve'));
  return r.id;
};

describe('the contract template', () => {
  it('is seeded by migration 0027 with the same default as a new organisation gets', () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0027_request_contracts.sql', import.meta.url),
      'utf8',
    );
    const seeded = /SELECT "id", '([^']+)', '(\[.*\])'::jsonb FROM "organisations"/.exec(migration);
    expect(seeded?.[1]).toBe(DEFAULT_CONTRACT_TITLE);
    expect(JSON.parse((seeded?.[2] ?? '').replaceAll("''", "'"))).toEqual(DEFAULT_CONTRACT_CLAUSES);
  });

  it('starts as the Thai default, which only the manager changes, and refuses bad text in Thai', async () => {
    const start = (await get(ctx.clerk, TEMPLATE)).json().data as ContractTemplate;
    expect(start.title).toBe(DEFAULT_CONTRACT_TITLE);
    expect(start.clauses).toEqual(DEFAULT_CONTRACT_CLAUSES);

    const body = { title: 'สัญญาการใช้น้ำประปา (ฉบับปรับปรุง)', clauses: ['ข้อตกลง {{customerName}}'] };
    expect((await send(ctx.t, ctx.clerk, 'PUT', TEMPLATE, body)).statusCode).toBe(403);
    const auditor = await ctx.a.login('auditor');
    expect((await send(ctx.t, auditor, 'PUT', TEMPLATE, body)).statusCode).toBe(403);

    const typo = await send(ctx.t, manager, 'PUT', TEMPLATE, {
      title: 'สัญญา',
      clauses: ['ผู้ใช้น้ำ {{customerName}}', 'เงินประกัน {{depositt}} บาท'],
    });
    expect(typo.statusCode, typo.body).toBe(400);
    expect(typo.json().errors).toEqual([
      expect.objectContaining({ path: 'clauses.1', message: expect.stringContaining('ตัวแปร') }),
    ]);
    const empty = await send(ctx.t, manager, 'PUT', TEMPLATE, { title: ' ', clauses: [] });
    expect(empty.statusCode).toBe(400);
    expect((await get(ctx.clerk, TEMPLATE)).json().data).toEqual(start);

    // Organisation B keeps its own default whatever A does.
    const otherManager = await ctx.b.login('manager');
    expect((await get(otherManager, TEMPLATE)).json().data.clauses).toEqual(
      DEFAULT_CONTRACT_CLAUSES,
    );
  });
});

describe('a new connection’s documents', () => {
  it('prints each document once its state allows it, and answers 409 before', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA, { firstName: 'สมศรี' }));
    const base = `/api/v1/requests/${r.id}`;
    for (const url of ['survey/pdf', 'installation-order/pdf', 'contract/pdf']) {
      const refused = await get(ctx.clerk, `${base}/${url}`);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await issue(r.id)).statusCode).toBe(409);

    answer(await act(ctx, ctx.clerk, r.id, 'survey', survey));
    const surveyText = await pdfOf(await get(ctx.clerk, `${base}/survey/pdf`));
    for (const printed of ['ใบสำรวจและประมาณการ', r.number, 'ท่อ PE', '818.75', 'ผู้สำรวจ']) {
      expect(surveyText).toContain(printed);
    }
    expect(surveyText).toContain('แปดร้อยสิบแปดบาทเจ็ดสิบห้าสตางค์');
    expect((await get(ctx.clerk, `${base}/installation-order/pdf`)).statusCode).toBe(409);
    expect((await issue(r.id)).statusCode).toBe(409);

    answer(await act(ctx, ctx.clerk, r.id, 'approve'));
    const order = await pdfOf(await get(ctx.clerk, `${base}/installation-order/pdf`));
    for (const printed of ['ใบสั่งงานติดตั้งประปา', r.number, '16.440000', 'หมายเลขมาตร']) {
      expect(order).toContain(printed);
    }
    // Finance reads requests: it prints, it does not issue.
    const finance = await ctx.a.login('finance_officer');
    expect((await issue(r.id, finance)).statusCode).toBe(403);
    expect((await get(ctx.clerk, `${base}/contract/pdf`)).statusCode).toBe(409);
  });

  it('numbers a contract once, gapless, and keeps its text when the template changes', async () => {
    const first = await approved('กมล');
    const second = await approved('ขวัญ');
    const a = contractOf(await issue(first));
    const b = contractOf(await issue(second));
    const numbers = [a.number, b.number];
    expect(numbers[1]).toBe(contractNumber(fiscalYear, Number(a.number.slice(-5)) + 1));
    expect(a.title).toBe(DEFAULT_CONTRACT_TITLE);
    expect(a.clauses[1]).toContain('400.00 บาท');
    expect(a.clauses[0]).toContain('½');
    expect(a.preamble).toContain('นางกมล ศรีสุข');
    // Printed again, or issued again: the same number and the same words.
    expect(contractOf(await issue(first))).toEqual(a);
    const printed = await pdfOf(await get(ctx.clerk, `/api/v1/requests/${first}/contract/pdf`));
    for (const text of [a.number, 'สัญญาการใช้น้ำประปา', 'นางกมล ศรีสุข', 'พยาน', 'ผู้ใช้น้ำ']) {
      expect(printed).toContain(text);
    }

    const edited = answer(
      await send(ctx.t, manager, 'PUT', TEMPLATE, {
        title: 'สัญญาใช้น้ำ {{orgName}}',
        clauses: ['ผู้ใช้น้ำ {{customerName}} วางเงินประกัน {{deposit}} บาท'],
      }),
    ) as unknown as ContractTemplate;
    expect(edited.clauses).toHaveLength(1);
    expect(contractOf(await issue(first))).toEqual(a);
    expect(await pdfOf(await get(ctx.clerk, `/api/v1/requests/${first}/contract/pdf`))).toBe(
      printed,
    );
    const third = contractOf(await issue(await approved('คำ')));
    expect(third.number).toBe(contractNumber(fiscalYear, Number(b.number.slice(-5)) + 1));
    expect(third.title).toBe('สัญญาใช้น้ำ ประปา ก');
    expect(third.clauses).toEqual(['ผู้ใช้น้ำ นางคำ ศรีสุข วางเงินประกัน 400.00 บาท']);

    // Issued contracts and their counter are history: never changed, never deleted.
    const db = ctx.t.database.db;
    const refused = (statement: ReturnType<typeof sql>) =>
      withSystem(db, (tx) => tx.execute(statement)).then(
        () => null,
        (e: unknown) => String((e as { cause?: unknown }).cause ?? e),
      );
    expect(
      await refused(sql`update request_contracts set title = 'x' where id = ${a.id}`),
    ).toContain('append-only');
    expect(await refused(sql`delete from request_contracts where id = ${a.id}`)).toContain(
      'append-only',
    );
    expect(
      await refused(
        sql`update contract_counters set last_seq = 0 where fiscal_year = ${fiscalYear}`,
      ),
    ).toContain('only move forward');
  });

  it('refuses a contract and an installation order for other kinds', async () => {
    const complaint = await file(ctx, ctx.clerk, {
      ...newConnection(ctx.basicsA),
      kind: 'complaint',
      subject: 'น้ำไหลอ่อน',
    });
    expect((await issue(complaint.id)).statusCode).toBe(409);
    const order = await get(ctx.clerk, `/api/v1/requests/${complaint.id}/installation-order/pdf`);
    expect(order.statusCode).toBe(409);
  });

  it('hides another organisation’s documents (404)', async () => {
    const id = await approved('ลับ');
    contractOf(await issue(id));
    const otherClerk = await ctx.b.login('clerk');
    for (const url of ['survey/pdf', 'installation-order/pdf', 'contract/pdf']) {
      expect((await get(otherClerk, `/api/v1/requests/${id}/${url}`)).statusCode, url).toBe(404);
    }
    expect((await issue(id, otherClerk)).statusCode).toBe(404);
  });
});
