import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { escposRasterJob } from './commands.ts';
import { decodeEscposRaster } from './decode.ts';
import { encodePng } from './png.ts';
import { sendToPrinter } from './send.ts';
import { sampleImage, thresholded } from './test-image.ts';

const SCRATCH = fileURLToPath(new URL('../../../../../.scratch/', import.meta.url));

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
};

/** A printer that keeps every byte of each connection and closes when the sender does. */
const fakePrinter = async () => {
  const jobs: Promise<Buffer>[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    const got: Buffer[] = [];
    socket.on('data', (b) => got.push(b));
    jobs.push(new Promise((done) => socket.on('end', () => done(Buffer.concat(got)))));
  });
  return { port: await listen(server), jobs };
};

describe('sendToPrinter', () => {
  it('delivers a job the printer decodes to the same image', async () => {
    const img = sampleImage(576, 300);
    const job = escposRasterJob(img, { cut: true });
    const printer = await fakePrinter();
    await sendToPrinter('127.0.0.1', printer.port, job);
    expect(printer.jobs).toHaveLength(1);
    const received = await printer.jobs[0]!;
    expect(received.equals(job)).toBe(true);
    const printed = decodeEscposRaster(received);
    expect(printed.width).toBe(576);
    expect(Buffer.from(printed.data).equals(Buffer.from(thresholded(img).data))).toBe(true);
    // Only on request, for a person to look at once; tests otherwise leave no files.
    if (process.env.ESCPOS_PNG) {
      mkdirSync(SCRATCH, { recursive: true });
      writeFileSync(`${SCRATCH}escpos-test.png`, encodePng(printed));
    }
  });

  it('rejects, within the timeout, when the printer refuses the connection', async () => {
    const port = await listen(createServer());
    await new Promise((done) => servers.pop()!.close(done));
    const started = Date.now();
    await expect(sendToPrinter('127.0.0.1', port, Buffer.from([0x1b, 0x40]), 2000)).rejects.toThrow(
      /refused the connection/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('rejects after the idle timeout when the printer never closes', async () => {
    const server = createServer({ allowHalfOpen: true }, (socket) => {
      sockets.push(socket);
      socket.resume();
    });
    const port = await listen(server);
    const started = Date.now();
    await expect(sendToPrinter('127.0.0.1', port, Buffer.from([0x1b, 0x40]), 200)).rejects.toThrow(
      /no response for 200 ms/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });
});
