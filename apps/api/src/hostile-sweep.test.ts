import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '@prapa/contracts';
import { withSystem } from './db/tenant.ts';
import { leavesOf, sampleOf, withValue } from '../test/openapi-walk.ts';
import { sendBytes } from '../test/raw-http.ts';
import { CANNOT_ACCEPT } from '../test/sweep-samples.ts';
import {
  halfOf,
  sendSample,
  stageOf,
  statsOf,
  storedInvisible,
  sweepOperation,
  withHints,
} from '../test/sweep-send.ts';
import { actingPosition, keyOf, openSweep, rowsOf, type Sweep } from '../test/sweep-session.ts';

// Issue 14 §1: every operation of the OpenAPI document gets hostile text, numbers, wrong
// types, missing and extra fields. Never a 5xx; never a 2xx that answers or stores a control
// character or an invisible value. Operations are read from the document, so a new
// endpoint is swept without a list.
// Issue 24: each operation is sent by a position that holds its permission, on an
// organisation with bills, receipts, notices, bank rows and jobs, so the sweep reaches the
// money past authorisation, and every operation's valid sample must be accepted.
// This file sends the samples, bodies that are not UTF-8, and the hostile variants of half
// the operations; hostile-sweep-random.test.ts the other half and random strings.

let sw: Sweep;

beforeAll(async () => {
  sw = await openSweep();
}, 180_000);

afterAll(async () => {
  await sw?.t.close();
});

describe('hostile input sweep over the OpenAPI document', () => {
  it('accepts the valid sample of every operation from a position that holds its permission', async () => {
    const ordered = [...sw.ops].sort((a, b) => stageOf(a) - stageOf(b));
    for (const op of ordered) await sendSample(sw, op);
    const refused = sw.ops.filter((op) => !sw.accepted.has(keyOf(op)));
    console.log(
      `hostile sweep samples: ${sw.accepted.size} of ${sw.ops.length} accepted, refused: ${refused.map(keyOf).join(', ')}`,
    );
    expect(sw.failures.slice(0, 30)).toEqual([]);
    // Every sample accepted but the few listed with their reason; a listed one that starts
    // to pass (or is no longer an operation) must leave the list.
    expect(
      refused
        .filter((op) => !CANNOT_ACCEPT[keyOf(op)])
        .map((op) => `${keyOf(op)} as ${actingPosition(op)}: ${sw.sampleAnswers.get(keyOf(op))}`),
    ).toEqual([]);
    expect(Object.keys(CANNOT_ACCEPT).sort()).toEqual(refused.map(keyOf).sort());
  }, 300_000);

  it('refuses a body that is not UTF-8 with 400 over real HTTP, and writes nothing', async () => {
    // The samples ended with a logout: every position signs in again.
    for (const p of positions) await sw.relogin(p);
    const { t, org } = sw;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const MARK = 'RAWMARK';
    // ED A0 80: a lone surrogate's UTF-8 encoding, which a decoder turns into U+FFFD.
    const bad = Buffer.from([0xed, 0xa0, 0x80]);
    const bodyOps = sw.ops.filter((o) => o.body && o.permission !== 'public');
    const audited = async () =>
      (
        rowsOf(
          await withSystem(t.database.db, (tx) =>
            tx.execute(sql`select count(*)::int as c from audit_log where org_id = ${org.id}`),
          ),
        )[0] as { c: number }
      ).c;
    const before = await audited();
    const wrong: string[] = [];
    let tried = 0;
    for (const op of bodyOps) {
      const body = withHints(sampleOf(op.body ?? {}, 'body', sw.pool, 0));
      // A text field (not an id): where a name, a note or a reason goes.
      const leaf = leavesOf(body).find((at) => {
        const v = at.reduce<unknown>(
          (x, k) => (x as Record<string, unknown> | undefined)?.[k],
          body,
        );
        return typeof v === 'string' && !/^[0-9a-f-]{36}$/.test(v);
      });
      if (!leaf) continue;
      const [head, tail] = JSON.stringify(withValue(body, leaf, MARK)).split(MARK);
      const payload = Buffer.concat([Buffer.from(head ?? ''), bad, Buffer.from(tail ?? '')]);
      const answer = await sendBytes(port, op.method, sw.pathOf(op), payload, {
        ...sw.sessions.get(actingPosition(op))?.headers,
        'content-type': 'application/json',
      });
      tried += 1;
      if (answer.status !== 400)
        wrong.push(
          `${keyOf(op)} ${leaf.join('.')}: ${answer.status} ${answer.body.toString().slice(0, 120)}`,
        );
    }
    console.log(`hostile sweep: ${tried} bodies with invalid UTF-8 sent over HTTP`);
    expect(tried).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
    expect(await audited()).toBe(before);
  }, 300_000);

  it('answers every hostile input of half the operations without a 5xx or a stored invisible value', async () => {
    const started = Date.now();
    expect(sw.ops.length).toBeGreaterThan(100);
    const half = halfOf(sw.ops, 0);
    for (const op of half) await sweepOperation(sw, op);
    expect(sw.failures.slice(0, 30)).toEqual([]);
    expect(await storedInvisible(sw)).toEqual([]);
    console.log(
      `hostile sweep (first half): ${half.length} operations, ${sw.sent()} requests, ${Date.now() - started} ms; ${statsOf(sw)}`,
    );
  }, 300_000);
});
