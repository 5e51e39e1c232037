import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { JOB_STARTS_AT_ONCE, registerJobStartQueue } from './job-start-queue.ts';

// Issue 29: the month-end's queueing of 500 runs must not take every database connection
// from the counter. A bare server: routes answering 202 (they queue a job) take turns, at
// most JOB_STARTS_AT_ONCE at once; every other route goes straight on.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const serverWithCounts = async () => {
  const app = Fastify();
  registerJobStartQueue(app);
  const now = { jobs: 0, jobsMost: 0, others: 0, othersMost: 0 };
  app.post('/job', { schema: { response: { 202: { type: 'object' } } } }, async (_req, reply) => {
    now.jobs += 1;
    now.jobsMost = Math.max(now.jobsMost, now.jobs);
    await sleep(30);
    now.jobs -= 1;
    return reply.status(202).send({});
  });
  app.post('/pay', async () => {
    now.others += 1;
    now.othersMost = Math.max(now.othersMost, now.others);
    await sleep(30);
    now.others -= 1;
    return {};
  });
  app.post('/job-fails', { schema: { response: { 202: { type: 'object' } } } }, async () => {
    await sleep(5);
    throw new Error('refused');
  });
  await app.ready();
  return { app, now };
};

describe('the job-start queue', () => {
  it('handles at most two job starts at once; the others wait, none is lost', async () => {
    const { app, now } = await serverWithCounts();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => app.inject({ method: 'POST', url: '/job' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(202));
    expect(now.jobsMost).toBe(JOB_STARTS_AT_ONCE);
    await app.close();
  });

  it('lets every other request past while job starts wait', async () => {
    const { app, now } = await serverWithCounts();
    let jobsDone = 0;
    const jobs = Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: '/job' })),
    ).then(() => (jobsDone = performance.now()));
    const pays = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'POST', url: '/pay' })),
    );
    const paysDone = performance.now();
    expect(pays.every((p) => p.statusCode === 200)).toBe(true);
    expect(now.othersMost).toBe(6);
    // Ten job starts two at a time take five turns of 30 ms; the payments waited for none.
    await jobs;
    expect(paysDone).toBeLessThan(jobsDone);
    await app.close();
  });

  it('passes the turn on after a job start that fails', async () => {
    const { app } = await serverWithCounts();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: '/job-fails' })),
      ...Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: '/job' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 202, 202, 202, 202]);
    await app.close();
  });
});

describe('the job-start queue and clients that leave', () => {
  it('gives the turn back for a client gone while handled or while waiting', async () => {
    const { app, now } = await serverWithCounts();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const leave = (ms: number) =>
      new Promise<void>((resolve) => {
        const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/job' });
        req.on('error', () => resolve());
        req.end();
        setTimeout(() => {
          req.destroy();
          resolve();
        }, ms);
      });
    // Two handled and three waiting, all gone after 10 ms.
    await Promise.all(Array.from({ length: 5 }, () => leave(10)));
    await sleep(300);
    expect(now.jobs).toBe(0);
    // A client that leaves gives its turn back at once, its handler maybe still finishing:
    // the limit is counted again from here. Had a turn been kept, these would wait for ever.
    now.jobsMost = 0;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => app.inject({ method: 'POST', url: '/job' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(now.jobsMost).toBe(JOB_STARTS_AT_ONCE);
    await app.close();
  });
});
