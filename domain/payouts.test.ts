import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, parseHoldReasons } from './payouts.ts';

describe('what a talent is paid', () => {
  it('lists why a held payout waits in the order a person fixes it, dropping words it does not know', () => {
    expect(parseHoldReasons('tax-form,payout-details')).toEqual(['payout-details', 'tax-form']);
    expect(parseHoldReasons('tax-form,bank-holiday')).toEqual(['tax-form']);
    expect(parseHoldReasons('payout-details')).toEqual(['payout-details']);
    expect(parseHoldReasons('')).toEqual([]);
    expect(parseHoldReasons(null)).toEqual([]);
  });

  it('charts the twelve months up to this one, oldest first, across the turn of the year', () => {
    expect(lastTwelveMonths(new Date('2026-03-31T23:59:59Z'))).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03',
    ]);
    expect(lastTwelveMonths(new Date('2026-12-01T00:00:00Z'))).toEqual([
      '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12',
    ]);
  });
});
