import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingPreview, BillRow, Receipt } from '@prapa/contracts';
import { thaiBahtText } from '@prapa/domain';
import { expectPdf, pageText, rasterise } from '../../documents/pdf-test-decode.ts';
import { decodeEscposRaster } from '../../lib/escpos/decode.ts';
import { encodePng } from '../../lib/escpos/png.ts';
import type { Session } from '../../../test/factories.ts';
import { waitForJob } from '../../../test/jobs.ts';
import { roundAfterThreeMonths } from '../readings/reading-fixtures.ts';
import { getData, send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { bookFor, paid, pay } from './receipt-fixtures.ts';

// A receipt on paper (issue 10): the PDF on an 80 mm roll (original, then สำเนา), and the
// same receipt sent to a network thermal printer as an ESC/POS raster, read back from a
// fake printer's socket into an image.
const ctx: WaterCtx = useWaterApp();
let cashier: Session;
let receipt: Receipt;

beforeAll(async () => {
  const finance = await ctx.a.login('finance_officer');
  cashier = await ctx.a.login('cashier');
  const reader = await ctx.a.login('meter_reader');
  const { round, users } = await roundAfterThreeMonths(ctx, reader, 1, [[45, '00']], 7);
  const run = await send(ctx.t, finance, 'POST', `/api/v1/service-rounds/${round}/billing`);
  expect(((await waitForJob(ctx.t, finance, run)).result as BillingPreview).bills).toBe(1);
  const user = users[0] ?? '';
  const { items } = (await getData(ctx, `/api/v1/bills?waterUserId=${user}`, finance)) as {
    items: BillRow[];
  };
  const channels = (await getData(ctx, '/api/v1/basic/payment-channels', finance)) as {
    items: { id: string; code: string }[];
  };
  await bookFor(ctx, finance, '007', { officerId: cashier.user.id });
  receipt = await paid(
    await pay(ctx, cashier, {
      waterUserId: user,
      billIds: [items[0]?.id],
      amount: 11500,
      channelId: channels.items.find((c) => c.code === 'CASH')?.id,
      tendered: 20000,
    }),
  );
});

describe('a receipt on paper', () => {
  it('prints the original, then copies marked สำเนา, with the amount in Thai words', async () => {
    const first = await send(
      ctx.t,
      cashier,
      'GET',
      `/api/v1/receipts/${receipt.id}/pdf?paper=80mm`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expectPdf(first.rawPayload);
    if (process.env.PDF_OUT) writeFileSync(process.env.PDF_OUT, first.rawPayload);
    // pdfjs gives ำ back as ำา: compare without spaces and that doubling.
    const read = async (pdf: Buffer) =>
      (await pageText(pdf)).replace(/\s+/g, '').replace(/ำา/g, 'ำ');
    const text = await read(first.rawPayload);
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain('เล่มที่007');
    // The words are drawn (looked at as PNG); pdfkit's ToUnicode map of this PDF gives
    // back some า as "(" on extraction, so only their ending is checked here.
    expect(text).toContain('ถ้วน)');
    expect(thaiBahtText(11500)).toBe('หนึ่งร้อยสิบห้าบาทถ้วน');
    expect(text).toContain('115.00');
    expect(text).not.toContain('สำเนา');
    const again = await send(
      ctx.t,
      cashier,
      'GET',
      `/api/v1/receipts/${receipt.id}/pdf?paper=58mm`,
    );
    expect(await read(again.rawPayload)).toContain('สำเนา');
    const a5 = await send(ctx.t, cashier, 'GET', `/api/v1/receipts/${receipt.id}/pdf?paper=a5`);
    expect(a5.statusCode).toBe(200);
    // 80 mm at 300 dpi: the roll is 945 px wide and cut to its content.
    const page = await rasterise(first.rawPayload);
    expect(page.width).toBe(945);
    const view = (await getData(ctx, `/api/v1/receipts/${receipt.id}`, cashier)) as Receipt;
    expect(view.prints).toBe(3);
  });

  it('sends the receipt to a network thermal printer as an ESC/POS raster', async () => {
    const received: Buffer[] = [];
    const printer = createServer((socket) => {
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('end', () => socket.end());
    });
    await new Promise<void>((resolve) => printer.listen(0, '127.0.0.1', resolve));
    const port = (printer.address() as { port: number }).port;
    const it = await ctx.a.login('it');
    const made = await send(ctx.t, it, 'POST', '/api/v1/basic/devices', {
      officeId: cashier.user.officeId,
      name: 'เครื่องพิมพ์ช่อง 1',
      paper: '80mm',
      connection: 'escpos',
      host: '127.0.0.1',
      port,
      defaultForReceipts: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const res = await send(ctx.t, cashier, 'POST', `/api/v1/receipts/${receipt.id}/print`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ printer: 'เครื่องพิมพ์ช่อง 1', copy: true });
    await new Promise<void>((resolve) => printer.close(() => resolve()));
    const image = decodeEscposRaster(Buffer.concat(received));
    expect(image.width).toBe(576);
    expect(image.height).toBeGreaterThan(400);
    const black = image.data.filter((v) => v === 0).length;
    // Text, rules and the title: some ink, mostly paper.
    expect(black / image.data.length).toBeGreaterThan(0.01);
    expect(black / image.data.length).toBeLessThan(0.3);
    if (process.env.ESCPOS_PNG) writeFileSync(process.env.ESCPOS_PNG, encodePng(image));
  });

  it('says so when the printer does not answer; another organisation gets 404', async () => {
    // The fake printer of the test before is closed: nothing listens on its port.
    const res = await send(ctx.t, cashier, 'POST', `/api/v1/receipts/${receipt.id}/print`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('เครื่องพิมพ์ช่อง 1');
    const other = await ctx.b.login('cashier');
    expect(
      (await send(ctx.t, other, 'POST', `/api/v1/receipts/${receipt.id}/print`)).statusCode,
    ).toBe(404);
    expect((await send(ctx.t, other, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).statusCode).toBe(
      404,
    );
  });
});
