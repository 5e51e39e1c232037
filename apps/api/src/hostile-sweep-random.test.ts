import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  halfOf,
  statsOf,
  storedInvisible,
  sweepOperation,
  sweepRandomText,
} from '../test/sweep-send.ts';
import { openSweep, type Sweep } from '../test/sweep-session.ts';

// The hostile sweep's other half (hostile-sweep.test.ts says what it checks): the hostile
// variants of the other half of the operations, then random strings from the whole of
// Unicode and the control range in any body field of any operation. On its own database,
// so the two test workers share the sweep's time.

let sw: Sweep;

beforeAll(async () => {
  sw = await openSweep();
}, 180_000);

afterAll(async () => {
  await sw?.t.close();
});

describe('hostile input sweep over the OpenAPI document, the other half', () => {
  it('answers every hostile input of the other half and random text without a 5xx or a stored invisible value', async () => {
    const started = Date.now();
    expect(sw.ops.length).toBeGreaterThan(100);
    const half = halfOf(sw.ops, 1);
    for (const op of half) await sweepOperation(sw, op);
    await sweepRandomText(sw, 400);
    expect(sw.failures.slice(0, 30)).toEqual([]);
    expect(await storedInvisible(sw)).toEqual([]);
    console.log(
      `hostile sweep (second half and random text): ${half.length} operations, ${sw.sent()} requests, ${Date.now() - started} ms; ${statsOf(sw)}`,
    );
  }, 300_000);
});
