import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Requests that queue a long job (a route answering 202: a billing run, a bank file's
 * posting, …) being handled at once in one server process; the others wait their turn
 * here, before their transaction takes a database connection.
 *
 * At the national bench's month-end, 500 managers queued their runs sixteen at a time:
 * both processes' pools were full (18 requests waiting for a connection in one) and a
 * payment waited behind the queueing, the counter's p99 3.5 s in the first 5 s and
 * 131 ms once the runs were in. A run queued a moment later costs its manager nothing.
 */
export const JOB_STARTS_AT_ONCE = 2;

const startsJob = (request: FastifyRequest) => {
  const response = request.routeOptions.schema?.response;
  return typeof response === 'object' && response !== null && '202' in response;
};

export const registerJobStartQueue = (app: FastifyInstance, atOnce = JOB_STARTS_AT_ONCE) => {
  let handling = 0;
  const waiting: (() => void)[] = [];
  const holding = new WeakSet<FastifyRequest>();
  const gone = new WeakSet<FastifyRequest>();

  // The turn passes straight to the next waiter, so `handling` counts the one it wakes.
  const passOn = () => {
    const next = waiting.shift();
    if (next) next();
    else handling -= 1;
  };

  app.addHook('preHandler', async (request) => {
    if (!startsJob(request)) return;
    if (handling >= atOnce) await new Promise<void>((turn) => waiting.push(turn));
    else handling += 1;
    // Its client left while it waited: nothing is queued for nobody, and the turn goes on
    // (an aborted request gets no onResponse, so it could never give the turn back).
    if (gone.has(request)) {
      passOn();
      throw new AppError('NOT_READY');
    }
    holding.add(request);
  });

  // Answered, or its client gone while it was handled (whichever comes first: a gone
  // client's handler may still be finishing beside the next one's).
  const done = (request: FastifyRequest) => {
    if (holding.delete(request)) passOn();
  };
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onRequestAbort', async (request) => {
    gone.add(request);
    done(request);
  });
};
