import { describe, expect, it } from 'vitest';
import { icsOf, instantOf } from './ics.ts';
import type { Task } from '#domain/tasks.ts';

const base: Task = {
  id: 'training-1-2',
  kind: 'training',
  title: 'Teams, for nurses; part 1',
  detail: 'Northwind',
  day: '2026-07-01',
  endDay: '2026-07-02',
  startTime: '09:00:00',
  endTime: '16:00:00',
  timeZone: 'America/New_York',
  href: '/jobcenter/inprogress/job-details/1/4',
};

describe('the iCalendar feed', () => {
  it('converts a wall-clock time of a time zone to UTC, summer time included', () => {
    expect(instantOf('2026-07-01', '09:00', 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOf('2026-01-15', '09:00', 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(instantOf('2026-01-15', '09:00', null).toISOString()).toBe('2026-01-15T09:00:00.000Z');
  });

  it('writes one event per day with escaped text, absolute links and CRLF lines of at most 75 octets', () => {
    const ics = icsOf([base, { ...base, id: 'document-3', startTime: null, endTime: null, timeZone: null, day: '2026-07-05', endDay: '2026-07-05', title: 'Ä'.repeat(60) }], {
      origin: 'https://talent.example',
      name: 'My Tasks',
      now: new Date('2026-06-01T00:00:00Z'),
    });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('DTSTART:20260701T130000Z\r\nDTEND:20260701T200000Z');
    expect(ics).toContain('UID:training-1-2-20260702@talent.example');
    expect(ics).toContain('SUMMARY:Teams\\, for nurses\\; part 1');
    expect(ics).toContain('URL:https://talent.example/jobcenter/inprogress/job-details/1/4');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260705\r\nDTEND;VALUE=DATE:20260706');
    const lines = ics.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${'Ä'.repeat(60)}`);
  });
});
