import { randomUUID } from 'node:crypto';
import { describe, expect, it, beforeAll } from 'vitest';
import type { RequestAttachment } from '@prapa/contracts';
import type { Session } from '../../../test/factories.ts';
import { send, useWaterApp } from '../water-users/water-user-fixtures.ts';
import { act, answer, file, newConnection } from './request-fixtures.ts';

// Issue 26: the papers and photos filed with a request, checked by their own first bytes.
const ctx = useWaterApp();
let cashier: Session;

const jpeg = (size = 4_000) => {
  const b = Buffer.alloc(size, 0x41);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
};
const pdf = (size = 3_000) => {
  const b = Buffer.alloc(size, 0x20);
  b.write('%PDF-1.7\n', 0, 'latin1');
  return b;
};
const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 1)]);

const url = (id: string, rest = '') => `/api/v1/requests/${id}/attachments${rest}`;
const upload = (s: Session, id: string, kind: string, fileName: string, content: Buffer) =>
  send(ctx.t, s, 'POST', url(id), { kind, fileName, contentBase64: content.toString('base64') });
const listOf = async (s: Session, id: string) => {
  const res = await send(ctx.t, s, 'GET', url(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as RequestAttachment[];
};

beforeAll(async () => {
  cashier = await ctx.a.login('cashier');
});

describe('request attachments', () => {
  it('keeps photos and scans, answers their bytes, and takes one off as a recorded act', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    const photo = jpeg();
    const added = await upload(ctx.clerk, r.id, 'house_registration', 'ทะเบียนบ้าน.jpg', photo);
    expect(added.statusCode, added.body).toBe(200);
    expect(await upload(ctx.clerk, r.id, 'land_papers', 'โฉนด.pdf', pdf())).toMatchObject({
      statusCode: 200,
    });
    expect((await upload(ctx.clerk, r.id, 'photo', 'บ้าน.png', png())).statusCode).toBe(200);
    const list = await listOf(ctx.clerk, r.id);
    expect(list.map((a) => [a.kind, a.mimeType, a.bytes, a.removedAt])).toEqual([
      ['house_registration', 'image/jpeg', 4_000, null],
      ['land_papers', 'application/pdf', 3_000, null],
      ['photo', 'image/png', 508, null],
    ]);
    expect(list[0]?.uploadedByName).toBeTruthy();

    const first = list[0]?.id ?? '';
    const got = await send(ctx.t, ctx.clerk, 'GET', url(r.id, `/${first}`));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload.equals(photo)).toBe(true);
    expect(String(got.headers['content-disposition'])).toContain(
      encodeURIComponent('ทะเบียนบ้าน.jpg'),
    );

    // Taken off: the row and its bytes stay, marked with who and why; the timeline says so.
    const removed = await send(ctx.t, ctx.clerk, 'POST', url(r.id, `/${first}/remove`), {
      reason: 'สแกนไม่ชัด',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json().data as RequestAttachment[];
    expect(after[0]).toMatchObject({ removedReason: 'สแกนไม่ชัด' });
    expect(after[0]?.removedAt).toBeTruthy();
    expect(after[0]?.removedByName).toBeTruthy();
    const again = await send(ctx.t, ctx.clerk, 'POST', url(r.id, `/${first}/remove`), {
      reason: 'ซ้ำ',
    });
    expect(again.statusCode).toBe(409);
    expect((await send(ctx.t, ctx.clerk, 'GET', url(r.id, `/${first}`))).statusCode).toBe(200);
    const detail = answer(await send(ctx.t, ctx.clerk, 'GET', `/api/v1/requests/${r.id}`));
    expect(detail.events.map((e) => e.action)).toEqual([
      'file',
      'attach',
      'attach',
      'attach',
      'detach',
    ]);
    expect(detail.events.at(-1)?.note).toBe('ทะเบียนบ้าน.jpg: สแกนไม่ชัด');
  });

  it('refuses a file that is not a photo or a PDF, or too large, in Thai, keeping nothing', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    const exe = Buffer.from('MZ\x90\x00 this is not a picture', 'latin1');
    const bad = await upload(ctx.clerk, r.id, 'photo', 'photo.jpg', exe);
    expect(bad.statusCode, bad.body).toBe(415);
    expect(bad.json().message).toMatch(/[ก-๙]/);
    const html = await upload(ctx.clerk, r.id, 'other', 'x.pdf', Buffer.from('<html>%PDF-'));
    expect(html.statusCode).toBe(415);
    // A photo over 1 MB (the phone makes it small first) and a PDF over 5 MB.
    const big = await upload(ctx.clerk, r.id, 'photo', 'big.jpg', jpeg(1024 * 1024 + 1));
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().message).toMatch(/[ก-๙]/);
    const scan = await upload(ctx.clerk, r.id, 'other', 'big.pdf', pdf(5 * 1024 * 1024 + 1));
    expect(scan.statusCode, scan.body).toBe(413);
    // Beyond what any kept file can be: refused before it is read.
    const huge = await upload(ctx.clerk, r.id, 'other', 'huge.pdf', pdf(6 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    const notBase64 = await send(ctx.t, ctx.clerk, 'POST', url(r.id), {
      kind: 'photo',
      fileName: 'a.jpg',
      contentBase64: '<script>',
    });
    expect(notBase64.statusCode).toBe(400);
    expect(await listOf(ctx.clerk, r.id)).toEqual([]);
  });

  it('keeps at most 20 papers on a request (those taken off do not count)', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    for (let i = 0; i < 20; i++) {
      expect((await upload(ctx.clerk, r.id, 'photo', `p${i}.jpg`, jpeg(200))).statusCode).toBe(200);
    }
    const full = await upload(ctx.clerk, r.id, 'photo', 'p21.jpg', jpeg(200));
    expect(full.statusCode).toBe(409);
    const [one] = await listOf(ctx.clerk, r.id);
    await send(ctx.t, ctx.clerk, 'POST', url(r.id, `/${one?.id}/remove`), { reason: 'ซ้ำ' });
    expect((await upload(ctx.clerk, r.id, 'photo', 'p21.jpg', jpeg(200))).statusCode).toBe(200);
  });

  it('a closed request keeps its papers as they were (409)', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    await upload(ctx.clerk, r.id, 'id_card', 'บัตร.jpg', jpeg());
    const [kept] = await listOf(ctx.clerk, r.id);
    answer(await act(ctx, ctx.clerk, r.id, 'reject', { reason: 'นอกเขตบริการ' }));
    const late = await upload(ctx.clerk, r.id, 'photo', 'late.jpg', jpeg());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/[ก-๙]/);
    const off = await send(ctx.t, ctx.clerk, 'POST', url(r.id, `/${kept?.id}/remove`), {
      reason: 'ผิดไฟล์',
    });
    expect(off.statusCode).toBe(409);
    expect((await listOf(ctx.clerk, r.id)).map((a) => a.removedAt)).toEqual([null]);
    // The list shows the day it was closed, not days waiting.
    const rows = await send(ctx.t, ctx.clerk, 'GET', '/api/v1/requests?state=rejected');
    const row = (rows.json().data.items as { id: string; closedOn: string | null }[]).find(
      (x) => x.id === r.id,
    );
    expect(row?.closedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.closedOn).toBeNull();
  });

  it('hides another organisation’s papers (404) and keeps them from the cashier (403)', async () => {
    const r = await file(ctx, ctx.clerk, newConnection(ctx.basicsA));
    await upload(ctx.clerk, r.id, 'photo', 'a.jpg', jpeg());
    const [a] = await listOf(ctx.clerk, r.id);
    const other = await ctx.b.login('clerk');
    expect((await send(ctx.t, other, 'GET', url(r.id))).statusCode).toBe(404);
    expect((await send(ctx.t, other, 'GET', url(r.id, `/${a?.id}`))).statusCode).toBe(404);
    expect((await upload(other, r.id, 'photo', 'b.jpg', jpeg())).statusCode).toBe(404);
    const off = await send(ctx.t, other, 'POST', url(r.id, `/${a?.id}/remove`), { reason: 'x' });
    expect(off.statusCode).toBe(404);
    expect((await send(ctx.t, ctx.clerk, 'GET', url(r.id, `/${randomUUID()}`))).statusCode).toBe(
      404,
    );
    expect((await send(ctx.t, cashier, 'GET', url(r.id))).statusCode).toBe(403);
    expect((await upload(cashier, r.id, 'photo', 'c.jpg', jpeg())).statusCode).toBe(403);
    expect(await listOf(ctx.clerk, r.id)).toHaveLength(1);
  });
});
