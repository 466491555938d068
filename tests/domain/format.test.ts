import { describe, expect, it } from 'vitest';
import { dayDifference, displayName, formatDuration, formatFileSize, formatRate, formatRelativeTime, hoursToMinutes } from '#domain/format.ts';

describe('formatting', () => {
  it('suffixes rates by type and says Negotiable when flagged or zero', () => {
    expect(formatRate(45, 'Hourly')).toBe('$45.00/hr');
    expect(formatRate(400, 'Daily')).toBe('$400.00/day');
    expect(formatRate(1.125, 'Per Minute')).toBe('$1.125/minute');
    expect(formatRate(0.2, 'Per Word')).toBe('$0.20/word');
    expect(formatRate(5000, 'Flat')).toBe('$5,000.00');
    expect(formatRate(0, 'Hourly')).toBe('Negotiable');
    expect(formatRate(45, 'Hourly', true)).toBe('Negotiable');
  });

  it('shows file sizes from KB up to YB', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatFileSize(3 * 1024 ** 8)).toBe('3.0 YB');
  });

  it('uses relative time within 2 days and the full date after', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelativeTime(new Date('2026-11-22T11:55:00Z'), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date('2026-11-22T09:00:00Z'), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date('2026-11-21T06:00:00Z'), now)).toBe('1 day ago');
    expect(formatRelativeTime(new Date('2026-11-19T12:00:00Z'), now, 'UTC')).toBe('Nov 19, 2026, 12:00 PM');
  });

  it('shows minutes above 59 as hours and minutes', () => {
    expect(formatDuration(59)).toBe('59 min');
    expect(formatDuration(75)).toBe('1 hr 15 min');
    expect(formatDuration(hoursToMinutes(2))).toBe('2 hr');
  });

  it('cuts the avatar name to 15 characters, preferring the nickname', () => {
    expect(displayName('Maximiliana-Josephine', 'Max')).toBe('Maximiliana-Jos');
    expect(displayName(null, 'Alexandra')).toBe('Alexandra');
    expect(displayName('  ', 'Sam')).toBe('Sam');
  });

  it('counts whole days between dates', () => {
    expect(dayDifference(new Date('2026-11-22T23:00:00Z'), new Date('2026-11-20T01:00:00Z'))).toBe(2);
  });
});
