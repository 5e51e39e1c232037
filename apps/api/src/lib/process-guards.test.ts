import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installProcessGuards } from './process-guards.ts';

// The last-resort net of issue 23, on a stand-in for `process`: a client abort that
// escapes its stream is logged and the server goes on; anything else still ends it.

const setUp = () => {
  const target = new EventEmitter();
  const warned: object[] = [];
  const fatal: object[] = [];
  const exits: { code: number; reason: unknown }[] = [];
  installProcessGuards(
    { warn: (context) => warned.push(context), fatal: (context) => fatal.push(context) },
    (code, reason) => exits.push({ code, reason }),
    target as unknown as NodeJS.Process,
  );
  return { target, warned, fatal, exits };
};

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('process guards', () => {
  it.each(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_DESTROYED'])(
    'logs a client abort (%s) and keeps the process',
    (code) => {
      const { target, warned, exits } = setUp();
      target.emit('unhandledRejection', withCode(code), Promise.resolve());
      target.emit('uncaughtException', withCode(code), 'uncaughtException');
      expect(exits).toEqual([]);
      expect(warned).toHaveLength(2);
      expect(warned[0]).toMatchObject({ origin: 'unhandledRejection', code });
      expect(warned[1]).toMatchObject({ origin: 'uncaughtException', code });
    },
  );

  it('ends the process on any other uncaught error, with the reason', () => {
    const { target, fatal, exits } = setUp();
    const bug = new TypeError('x is undefined');
    target.emit('uncaughtException', bug, 'uncaughtException');
    target.emit('unhandledRejection', 'a string', Promise.resolve());
    target.emit('unhandledRejection', withCode('ECONNREFUSED'), Promise.resolve());
    expect(exits.map((e) => e.code)).toEqual([1, 1, 1]);
    expect(exits[0]?.reason).toBe(bug);
    expect(fatal[0]).toMatchObject({
      origin: 'uncaughtException',
      err: { message: 'x is undefined' },
    });
  });
});
