import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Bill } from '@prapa/contracts';
import { streamBills } from './bill-pdf.ts';
import { billFixture } from './bill-test-fixture.ts';

// Issue 23: a reader who leaves mid-print stops the print. The bills come from a generator
// that counts what it was asked for: after the reader has gone, it is asked for nothing.

const endless = (asked: { n: number }) =>
  (async function* bills(): AsyncGenerator<Bill> {
    for (;;) {
      asked.n += 1;
      yield billFixture({ number: `2570${String(asked.n).padStart(6, '0')}` });
    }
  })();

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err as NodeJS.ErrnoException,
  );

describe('streamPdf: a reader who leaves', () => {
  it('stops reading bills once the output is destroyed mid-document', async () => {
    const asked = { n: 0 };
    let bytes = 0;
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        // The reader closes the tab after the first pages.
        if (bytes > 10_000) out.destroy();
        setImmediate(done);
      },
    });
    const err = await rejection(streamBills(endless(asked), { paper: 'A5', lang: 'th' }, out));
    expect(err?.code).toBe('ERR_STREAM_PREMATURE_CLOSE');
    const seen = asked.n;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.n).toBe(seen);
    expect(seen).toBeLessThan(50);
  });

  it('does not wait forever for a drain when a backed-up reader leaves', async () => {
    const asked = { n: 0 };
    // Nobody reads: the output backs up, then the reader goes.
    const out = new PassThrough({ highWaterMark: 1024 });
    const printing = rejection(streamBills(endless(asked), { paper: 'A5', lang: 'th' }, out));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(out.writableNeedDrain).toBe(true);
    out.destroy();
    const err = await printing;
    expect(err?.code).toBe('ERR_STREAM_PREMATURE_CLOSE');
    expect(asked.n).toBeLessThan(10);
  });

  it('records nothing as delivered for a reader who left, and does once the PDF is whole', async () => {
    const delivered: number[] = [];
    const gone = new Writable({
      write(_chunk, _encoding, done) {
        gone.destroy();
        done();
      },
    });
    const bills = [1, 2, 3, 4].map((i) => billFixture({ number: `257000000${i}` }));
    await rejection(
      streamBills(bills, { paper: 'A5', lang: 'th' }, gone, {
        beforeEnd: async () => {
          delivered.push(1);
        },
      }),
    );
    expect(delivered).toEqual([]);
    const chunks: Buffer[] = [];
    const reader = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await streamBills(bills, { paper: 'A5', lang: 'th' }, reader, {
      beforeEnd: async () => {
        // Recorded before the answer ends: every byte is already in the output.
        expect(reader.writableEnded).toBe(false);
        delivered.push(Buffer.concat(chunks).length);
      },
    });
    expect(delivered).toHaveLength(1);
    expect(reader.writableEnded).toBe(true);
    expect(Buffer.concat(chunks).subarray(-6).toString()).toContain('%%EOF');
  });
});
