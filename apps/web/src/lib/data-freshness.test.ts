import { describe, expect, it } from 'vitest';
import { forgetFreshness, noteFreshness, stalestNow } from './data-freshness.ts';

const headers = (values: Record<string, string>) => new Headers(values);
const asOf = '2026-11-29T06:00:00.000Z';

describe('data freshness', () => {
  it('keeps the stalest lagging answer of the page until it is fresh again', () => {
    forgetFreshness();
    noteFreshness('/api/v1/dashboard/counter', headers({ 'prapa-data-as-of': asOf }));
    expect(stalestNow()).toBeNull();
    noteFreshness(
      '/api/v1/dashboard/bills',
      headers({ 'prapa-data-as-of': asOf, 'prapa-data-lag': '7' }),
    );
    noteFreshness(
      '/api/v1/dashboard/debtors?x=1',
      headers({ 'prapa-data-as-of': asOf, 'prapa-data-lag': '12' }),
    );
    expect(stalestNow()).toEqual({ asOf, lagSeconds: 12 });
    // The same screen answered again from a copy that caught up (or the primary).
    noteFreshness('/api/v1/dashboard/debtors?x=2', headers({}));
    expect(stalestNow()).toEqual({ asOf, lagSeconds: 7 });
    forgetFreshness();
    expect(stalestNow()).toBeNull();
  });

  it('ignores a lag without a time or that is not a number', () => {
    forgetFreshness();
    noteFreshness('/a', headers({ 'prapa-data-lag': '5' }));
    noteFreshness('/b', headers({ 'prapa-data-as-of': asOf, 'prapa-data-lag': 'soon' }));
    expect(stalestNow()).toBeNull();
  });
});
