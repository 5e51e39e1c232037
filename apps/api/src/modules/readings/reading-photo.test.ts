import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/factories.ts';
import { send, useWaterApp, type WaterCtx } from '../water-users/water-user-fixtures.ts';
import { connectionWithMeter, makeRound, readingEntry, recordReading } from './reading-fixtures.ts';

// The meter photo of a reading (issue 8): JPEG or WebP, at most 500 kB, kept with the
// reading and shown on /check.
const ctx: WaterCtx = useWaterApp();
let reader: Session;
let readingId: string;
let round: string;

const jpeg = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};
const upload = (s: Session, body: object, id = readingId) =>
  send(ctx.t, s, 'POST', `/api/v1/readings/${id}/photo`, body);

beforeAll(async () => {
  reader = await ctx.a.login('meter_reader');
  const user = await connectionWithMeter(ctx, 100);
  round = await makeRound(ctx, 2569, 9);
  const res = await recordReading(ctx, readingEntry(round, user, 120), reader);
  readingId = res.json().data.id as string;
});

describe('reading photos', () => {
  it('keeps a JPEG with the reading and gives it back; /check knows it has one', async () => {
    const photo = jpeg(40_000);
    const res = await upload(reader, {
      mimeType: 'image/jpeg',
      contentBase64: photo.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ bytes: 40_000 });
    const back = await ctx.t.app.inject({
      url: `/api/v1/readings/${readingId}/photo`,
      headers: reader.headers,
    });
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(back.rawPayload, photo)).toBe(0);
    const manager = await ctx.a.login('manager');
    const list = await send(ctx.t, manager, 'GET', `/api/v1/service-rounds/${round}/readings`);
    expect(list.json().data.items[0]).toMatchObject({ hasPhoto: true });
  });

  it('refuses more than 500 kB and a file that is not the image it claims', async () => {
    const big = await upload(reader, {
      mimeType: 'image/jpeg',
      contentBase64: jpeg(500 * 1024 + 1).toString('base64'),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0]).toEqual({
      path: 'contentBase64',
      message: 'รูปใหญ่เกิน 500 kB กรุณาถ่ายใหม่',
    });
    const fake = await upload(reader, {
      mimeType: 'image/webp',
      contentBase64: jpeg(1000).toString('base64'),
    });
    expect(fake.json().errors[0].message).toBe('ไฟล์นี้ไม่ใช่รูป JPEG หรือ WebP');
  });

  it('answers 404 to another organisation and 403 to the auditor', async () => {
    const body = { mimeType: 'image/jpeg', contentBase64: jpeg(100).toString('base64') };
    expect((await upload(await ctx.b.login('meter_reader'), body)).statusCode).toBe(404);
    expect((await upload(await ctx.a.login('auditor'), body)).statusCode).toBe(403);
  });
});
