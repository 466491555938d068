import { describe, expect, it } from 'vitest';
import {
  avatarOf,
  dayDifference,
  displayName,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatInvoiceNumber,
  formatLongDate,
  formatMonthYear,
  formatPhone,
  formatRate,
  formatRateRange,
  formatRelativeTime,
  formatTimeZone,
  hoursToMinutes,
  timeZoneChoices,
} from '#domain/format.ts';

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

describe('formatting at the edges', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('says Negotiable for a missing rate, and writes a rate without a type as an amount', () => {
    expect(formatRate(null, 'Hourly')).toBe('Negotiable');
    expect(formatRate(45, null)).toBe('$45.00');
    expect(formatRateRange(null, 60, 'Hourly')).toBe('Negotiable');
    expect(formatRateRange(40, null, 'Daily')).toBe('$40.00/day');
  });

  it('writes one decimal only under 10 of a unit above KB, and stops at YB', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(9.94 * 1024 * 1024)).toBe('9.9 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1.4 * 1024)).toBe('1 KB');
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2048 YB');
  });

  it('says just now under a minute, then minutes, hours and days, one or many', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 60_000), now)).toBe('just now');
    expect(formatRelativeTime(new Date(now.getTime() - 59_999), now)).toBe('just now');
    expect(formatRelativeTime(ago(1), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(60), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(24 * 60 - 1), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(24 * 60), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * 24 * 60 - 1), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * 24 * 60), now, 'UTC')).toBe('Nov 20, 2026, 12:00 PM');
  });

  it('shows an hour and its minutes past 59 minutes', () => {
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(61)).toBe('1 hr 1 min');
  });

  it('keeps a 15-character name whole and trims the nickname', () => {
    expect(displayName('Maximiliana-Jos', 'Max')).toBe('Maximiliana-Jos');
    expect(displayName(' Mo ', 'Max')).toBe('Mo');
  });

  it('counts calendar days in UTC, whichever date comes first', () => {
    expect(dayDifference(new Date('2026-11-20T01:00:00Z'), new Date('2026-11-22T23:00:00Z'))).toBe(2);
    expect(dayDifference(new Date('2026-11-20T23:59:00Z'), new Date('2026-11-21T00:01:00Z'))).toBe(1);
  });

  it('writes a calendar date as month and year, and nothing for none', () => {
    expect(formatMonthYear('2021-03-15')).toBe('Mar 2021');
    expect(formatMonthYear('2021-12')).toBe('Dec 2021');
    expect(formatMonthYear('2021-13-01')).toBe('2021');
    expect(formatMonthYear('March 2021')).toBe('');
    expect(formatMonthYear(null)).toBe('');
  });

  it('writes long dates and invoice numbers', () => {
    expect(formatLongDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatInvoiceNumber(12)).toBe('INV-00012');
    expect(formatInvoiceNumber(123456)).toBe('INV-123456');
  });

  it('shows a moment in the runtime’s zone when none is asked for', () => {
    expect(formatDateTime(0)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(0)));
  });
});

describe('phones and avatars at the edges', () => {
  it('keeps a US number with letters as typed, and a number of other lengths', () => {
    expect(formatPhone('312 555 0110 x')).toBe('312 555 0110 x');
    expect(formatPhone('+1.312.555.0110')).toBe('+1 312 555 0110');
    expect(formatPhone('23125550110')).toBe('23125550110');
    expect(formatPhone('3125550110 1')).toBe('3125550110 1');
  });

  it('gives no initials to no name, and reads extra spaces as one', () => {
    expect(avatarOf('  ', '')).toEqual({ initials: '', tone: 1 });
    expect(avatarOf(' ada ', ' lovelace ').initials).toBe('AL');
    expect(avatarOf('b').tone).toBe(3);
    expect(avatarOf('ab').tone).toBe(4);
  });
});

describe('time zones at the edges', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  it('writes the minutes of an offset and every level of the region', () => {
    expect(formatTimeZone('America/St_Johns', winter)).toBe('(UTC−03:30) St Johns · America');
    expect(formatTimeZone('America/Argentina/Buenos_Aires', winter)).toBe('(UTC−03:00) Buenos Aires · America/Argentina');
    expect(formatTimeZone('Asia/Kathmandu', winter)).toBe('(UTC+05:45) Kathmandu · Asia');
  });

  it('orders zones of the same offset by their label', () => {
    expect(timeZoneChoices(['Europe/Paris', 'Africa/Lagos', 'Europe/Berlin'], winter)).toEqual([
      { value: 'Europe/Berlin', label: '(UTC+01:00) Berlin · Europe' },
      { value: 'Africa/Lagos', label: '(UTC+01:00) Lagos · Africa' },
      { value: 'Europe/Paris', label: '(UTC+01:00) Paris · Europe' },
    ]);
  });
});
