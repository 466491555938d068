import { describe, expect, it } from 'vitest';
import { avatarOf, formatCents, formatDate, formatDateTime, formatMoney, formatUsdCode, formatPhone, formatRateRange, formatTimeZone, phoneHref, timeZoneChoices } from './format.ts';

describe('formatPhone', () => {
  it('drops the escape a generator left before the plus and groups US numbers one way', () => {
    expect(formatPhone('\\+1 953 223 9955')).toBe('+1 953 223 9955');
    expect(formatPhone('(312) 555-0110')).toBe('+1 312 555 0110');
    expect(formatPhone('13125550110')).toBe('+1 312 555 0110');
  });
  it('keeps other numbers as entered, without stray spaces', () => {
    expect(formatPhone('  +44  20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('ext. 42')).toBe('ext. 42');
  });
  it('dials the digits and the plus only', () => {
    expect(phoneHref('+1 (312) 555-0110')).toBe('tel:+13125550110');
  });
});

describe('dates and money', () => {
  it('shows a stored date on the same day everywhere', () => {
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDate(new Date('2026-03-04T23:30:00Z'))).toBe('Mar 4, 2026');
  });
  it('shows a moment with its time in the zone asked for', () => {
    expect(formatDateTime('2026-03-04T23:30:00Z', 'UTC')).toBe('Mar 4, 2026, 11:30 PM');
    expect(formatDateTime('2026-03-04T23:30:00Z', 'America/New_York')).toBe('Mar 4, 2026, 6:30 PM');
    expect(formatDateTime('2026-07-04T23:30:00Z', 'UTC')).toBe('Jul 4, 2026, 11:30 PM');
    expect(() => formatDateTime('2026-03-04T23:30:00Z', 'Not/AZone')).toThrow(RangeError);
    expect(() => formatDateTime('2026-03-04T23:30:00Z', 'Not/AZone')).toThrow(RangeError);
  });
  it('writes dollars with cents and rate ranges with one dash', () => {
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatCents(125_000)).toBe('$1,250.00');
    expect(formatUsdCode(6800)).toBe('USD 6800.00');
    expect(formatRateRange(40, 60, 'Hourly')).toBe('$40.00/hr – $60.00/hr');
    expect(formatRateRange(40, 40, 'Hourly')).toBe('$40.00/hr');
    expect(formatRateRange(40, 60, 'Hourly', true)).toBe('Negotiable');
  });
});

describe('avatarOf', () => {
  it('takes the first and last initials and gives the same name the same tone', () => {
    expect(avatarOf('maya', 'chen')).toEqual({ initials: 'MC', tone: avatarOf('Maya', 'Chen').tone });
    expect(avatarOf('Mary Ann Lee').initials).toBe('ML');
    expect(avatarOf('Olivia').initials).toBe('O');
  });
  it('spreads names over the six tones', () => {
    const names = ['Maya Chen', 'Daniel Okafor', 'Sofia Martinez', 'Liam Walsh', 'Priya Raman', 'Noah Fischer', 'Grace Kim', 'Omar Haddad', 'Hannah Brooks', 'Marcus Lee'];
    const tones = new Set(names.map((n) => avatarOf(n).tone));
    expect(tones.size).toBeGreaterThanOrEqual(4);
    for (const tone of tones) expect(tone).toBeGreaterThanOrEqual(1);
    for (const tone of tones) expect(tone).toBeLessThanOrEqual(6);
  });
});

describe('time zones', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  it('labels a zone by its offset from UTC and its city', () => {
    expect(formatTimeZone('America/New_York', winter)).toBe('(UTC−05:00) New York · America');
    expect(formatTimeZone('Asia/Kolkata', winter)).toBe('(UTC+05:30) Kolkata · Asia');
    expect(formatTimeZone('UTC', winter)).toBe('(UTC+00:00) UTC');
  });

  it('orders the choices by offset, leaving out names Intl does not know', () => {
    expect(timeZoneChoices(['Asia/Tokyo', 'Not/AZone', 'Europe/Berlin', 'America/Los_Angeles'], winter).map((c) => c.value)).toEqual([
      'America/Los_Angeles',
      'Europe/Berlin',
      'Asia/Tokyo',
    ]);
  });
});
