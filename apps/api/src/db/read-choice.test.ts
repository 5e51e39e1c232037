import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { chooseRead, lsnAtLeast, lsnValue, type ReplicaStatus } from './read-replica.ts';

const asOf = new Date('2026-11-29T06:00:00Z');
const up = (replayLsn: string, lagSeconds = 0): ReplicaStatus => ({
  reachable: true,
  replayLsn,
  lagSeconds,
  asOf,
});

describe('WAL positions', () => {
  it('reads "X/Y" as two 32-bit halves, not as text', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('1/0')).toBe(1n << 32n);
    expect(lsnValue('0/FFFFFFFF')).toBe(0xffffffffn);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    // As text "9/..." > "10/...", and "0/9" > "0/10": as positions they are not.
    expect(lsnAtLeast('9/FFFFFFFF', '10/0')).toBe(false);
    expect(lsnAtLeast('10/0', '9/FFFFFFFF')).toBe(true);
    expect(lsnAtLeast('0/A', '0/9')).toBe(true);
    expect(lsnAtLeast('0/9', '0/10')).toBe(false);
    expect(lsnAtLeast('3/4000000', '3/4000000')).toBe(true);
  });

  it('refuses what is not one', () => {
    for (const bad of ['', '0', '/', '0/', 'G/0', '0/123456789', '1/2/3', ' 0/1', '0x1/2']) {
      expect(lsnValue(bad), bad).toBeNull();
    }
    expect(lsnValue(undefined)).toBeNull();
    // An unreadable cookie asks nothing; an unreadable replica position has nothing.
    expect(lsnAtLeast('0/1', 'garbage')).toBe(true);
    expect(lsnAtLeast('garbage', '0/1')).toBe(false);
  });
});

describe('where a heavy read goes', () => {
  it('the replica when it is caught up, or within the lag allowed', () => {
    expect(chooseRead(up('5/0'), 30, undefined)).toEqual({
      side: 'replica',
      lagSeconds: 0,
      asOf,
    });
    expect(chooseRead(up('5/0', 30), 30, undefined).side).toBe('replica');
  });

  it('the primary when the replica is further behind or does not answer', () => {
    expect(chooseRead(up('5/0', 30.5), 30, undefined)).toEqual({
      side: 'primary',
      reason: 'lagging',
    });
    expect(chooseRead({ reachable: false, reason: 'ECONNREFUSED' }, 30, '0/1')).toEqual({
      side: 'primary',
      reason: 'unreachable',
    });
  });

  it('the primary until the replica has replayed the caller’s last write', () => {
    expect(chooseRead(up('5/10'), 30, '5/11')).toEqual({
      side: 'primary',
      reason: 'behind-your-write',
    });
    expect(chooseRead(up('5/11'), 30, '5/11').side).toBe('replica');
    expect(chooseRead(up('6/0'), 30, '5/FFFFFFFF').side).toBe('replica');
    // The lag rule still holds for a caller with nothing to wait for.
    expect(chooseRead(up('6/0', 99), 30, '5/0').side).toBe('primary');
  });
});

describe('READ_DATABASE_URL', () => {
  it('is a replica of DATABASE_URL: refused without it; 30 s of lag allowed by default', () => {
    expect(() => loadConfig({ READ_DATABASE_URL: 'postgres://r/x' })).toThrow(/READ_DATABASE_URL/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://p/x',
      READ_DATABASE_URL: 'postgres://r/x',
    });
    expect(config.readDatabaseUrl).toBe('postgres://r/x');
    expect(config.replicaMaxLagSeconds).toBe(30);
    expect(loadConfig({}).readDatabaseUrl).toBeUndefined();
    expect(() => loadConfig({ REPLICA_MAX_LAG_SECONDS: '0' })).toThrow(/REPLICA_MAX_LAG_SECONDS/);
  });
});
