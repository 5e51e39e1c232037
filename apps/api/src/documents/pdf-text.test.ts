import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NoticeList } from '@prapa/contracts';
import { addDays, bangkokDate } from '@prapa/domain';
import { withSystem } from '../db/tenant.ts';
import type { Session } from '../../test/factories.ts';
import { waitForJob } from '../../test/jobs.ts';
import { issued, waterBills } from '../modules/debt/debt-fixtures.ts';
import {
  connectionWithMeter,
  makeRound,
  readingEntry,
  recordReading,
} from '../modules/readings/reading-fixtures.ts';
import { bookFor, paid, pay } from '../modules/receipts/receipt-fixtures.ts';
import {
  getData,
  send,
  useWaterApp,
  type WaterCtx,
} from '../modules/water-users/water-user-fixtures.ts';

// Issue 25 item 6: the text copied or searched from a PDF is the text printed. Thai
// shaping draws ำ as two glyphs and moves marks; every kind of document is read back
// here by pdf.js (the browser's viewer) and by poppler's pdftotext (Linux viewers),
// looking for the organisation's address and a customer's name with ำ and stacked marks.
const ctx: WaterCtx = useWaterApp();
const ORG_NAME = 'องค์การบริหารส่วนตำบลหนองน้ำใส';
const ADDRESS = '99 หมู่ที่ 3 ตำบลบ้านสวน อำเภอเมืองชลบุรี จังหวัดชลบุรี 20000';
const PERSON = 'สำราญ น้ำใจงาม';
/** What pdfkit used to give for ำ and a missing glyph text, and a stray zero-width space. */
const BROKEN = ['ำา', String.fromCharCode(3), '\u200b'];

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

const pdfjsText = async (pdf: Buffer) => {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push(
      content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : '')).join(''),
    );
  }
  await doc.destroy();
  return pages.join('\n');
};

const popplerText = (pdf: Buffer, layout: boolean) => {
  const run = spawnSync('pdftotext', [...(layout ? ['-layout'] : []), '-q', '-', '-'], {
    input: pdf,
  });
  expect(run.status, String(run.stderr)).toBe(0);
  return run.stdout.toString('utf8');
};

/** Every reading of the PDF, each with the words the document prints. */
const expectReads = async (pdf: Buffer, words: string[]) => {
  const readings = [await pdfjsText(pdf)];
  if (hasPdftotext) readings.push(popplerText(pdf, false), popplerText(pdf, true));
  for (const text of readings) {
    const flat = text.replace(/\s+/g, ' ');
    for (const word of words) expect(flat).toContain(word);
    for (const bad of BROKEN) expect(text).not.toContain(bad);
  }
};

let manager = {} as Session;
let finance = {} as Session;
let cashier = {} as Session;
let user = '';

beforeAll(async () => {
  if (!hasPdftotext) console.warn('pdftotext (poppler-utils) not found: pdf.js reads only');
  manager = await ctx.a.login('manager');
  finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const reader = await ctx.a.login('meter_reader');
  await withSystem(ctx.t.database.db, async (tx) => {
    await tx.execute(sql`update organisations set name_th = ${ORG_NAME}, address = ${ADDRESS},
      warn_after_rounds = 1 where id = ${ctx.a.id}`);
    // The default tariffs start on 1 October 2026; the months billed come before it.
    await tx.execute(
      sql`update tariffs set effective_from = '2025-10-01' where org_id = ${ctx.a.id}`,
    );
  });
  const [firstName, lastName] = PERSON.split(' ');
  user = await connectionWithMeter(ctx, 0, { firstName, lastName });
  for (const month of [6, 7]) {
    const round = await makeRound(ctx, 2569, month);
    const res = await recordReading(ctx, readingEntry(round, user, (month - 5) * 10), reader);
    expect(res.statusCode, res.body).toBe(200);
    const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
    expect(run.statusCode, run.body).toBe(202);
    expect((await waitForJob(ctx.t, finance, run)).status).toBe('succeeded');
  }
});

describe('the text read back from every document is the text printed', () => {
  it('a bill', async () => {
    const [bill] = await waterBills(ctx, manager, user);
    const pdf = await send(ctx.t, manager, 'GET', `/api/v1/bills/${bill?.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    await expectReads(pdf.rawPayload, [ORG_NAME, ADDRESS, PERSON, 'ค่าน้ำ']);
  });

  it('a warning letter', async () => {
    const today = bangkokDate(new Date());
    const { job } = await issued(ctx, manager, {
      kind: 'warning',
      waterUserIds: [user],
      noticeDate: today,
      payBy: addDays(today, 7),
    });
    const list = (await getData(
      ctx,
      `/api/v1/debt/notices?jobId=${job.id}`,
      manager,
    )) as NoticeList;
    const pdf = await send(ctx.t, manager, 'GET', `/api/v1/debt/notices/${list.rows[0]?.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    await expectReads(pdf.rawPayload, [
      ORG_NAME,
      ADDRESS,
      `เรียน นาย${PERSON}`,
      'หนังสือแจ้งเตือนการค้างชำระค่าน้ำประปา',
      'ประจำเดือน',
    ]);
  });

  it('a receipt and the day’s ป.32', async () => {
    const channels = (await getData(
      ctx,
      '/api/v1/basic/payment-channels?pageSize=50',
      manager,
    )) as {
      items: { id: string; code: string }[];
    };
    await bookFor(ctx, finance, 'T01', { officerId: cashier.user.id });
    const bills = await waterBills(ctx, manager, user);
    const amount = bills.reduce((s, b) => s + b.total - b.paid, 0);
    const receipt = await paid(
      await pay(ctx, cashier, {
        waterUserId: user,
        billIds: bills.map((b) => b.id),
        amount,
        channelId: channels.items.find((c) => c.code === 'CASH')?.id,
        tendered: amount,
      }),
    );
    const one = await send(ctx.t, cashier, 'GET', `/api/v1/receipts/${receipt.id}/pdf`);
    expect(one.statusCode, one.body).toBe(200);
    await expectReads(one.rawPayload, [ORG_NAME, 'ตำบลบ้านสวน', PERSON, 'ค่าน้ำ']);
    const q = `officerId=${cashier.user.id}&date=${bangkokDate(new Date())}`;
    const p32 = await send(ctx.t, finance, 'GET', `/api/v1/reports/p32/pdf?${q}`);
    expect(p32.statusCode, p32.body).toBe(200);
    await expectReads(p32.rawPayload, [ORG_NAME, ADDRESS, PERSON]);
  });

  it('a report', async () => {
    const pdf = await send(ctx.t, manager, 'GET', '/api/v1/reports/water-users/summary/pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    await expectReads(pdf.rawPayload, [ORG_NAME, ADDRESS, 'รายงาน']);
  });
});
