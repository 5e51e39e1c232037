import { describe, expect, it } from 'vitest';
import {
  estimateLineAmount,
  requestKinds,
  requestMoveTo,
  requestMovesFrom,
  requestNumber,
} from './request-flow.ts';

describe('request moves', () => {
  it('walks a new connection from filing to completion', () => {
    expect(requestMoveTo('new_connection', 'submitted', 'survey')).toBe('surveyed');
    expect(requestMoveTo('new_connection', 'surveyed', 'approve')).toBe('approved');
    expect(requestMoveTo('new_connection', 'approved', 'issueFees')).toBe('fees_issued');
    expect(requestMoveTo('new_connection', 'paid', 'install')).toBe('installed');
    expect(requestMoveTo('new_connection', 'installed', 'complete')).toBe('completed');
  });

  it.each([
    ['submitted', 'issueFees'],
    ['surveyed', 'issueFees'],
    ['fees_issued', 'install'],
    ['approved', 'install'],
    ['installed', 'install'],
    ['completed', 'cancel'],
    ['rejected', 'approve'],
  ] as const)('refuses a new connection %s → %s', (state, action) => {
    expect(requestMoveTo('new_connection', state, action)).toBeNull();
  });

  it('gives every kind a way to end', () => {
    for (const kind of requestKinds) {
      expect(requestMovesFrom(kind, 'submitted')).toContain('reject');
      expect(requestMovesFrom(kind, 'completed')).toEqual([]);
    }
  });

  it('answers a complaint without fees', () => {
    expect(requestMovesFrom('complaint', 'submitted')).toEqual([
      'survey',
      'complete',
      'reject',
      'cancel',
    ]);
  });
});

describe('numbers and estimates', () => {
  it('numbers per fiscal year', () => {
    expect(requestNumber(2570, 12)).toBe('RQ257000012');
  });
  it('rounds a line half-up once', () => {
    expect(estimateLineAmount(2_500, 3_333)).toBe(8_333);
    expect(estimateLineAmount(1_000, 12_550)).toBe(12_550);
    expect(estimateLineAmount(1_500, 1)).toBe(2);
  });
});
