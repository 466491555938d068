/**
 * Tasks as an iCalendar feed (RFC 5545): one event per task and day. A timed task is written in UTC, converted
 * from its time zone's wall clock; a task without a time is an all-day event. Lines end in CRLF and are folded
 * at 75 octets.
 */
import { addDays, daysOf, type Task } from '#domain/tasks.ts';

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never cut a UTF-8 character in two: continuation bytes are 10xxxxxx.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/** The offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffset(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - at.getTime();
}

/** The instant a wall-clock time of a day has in a time zone (UTC when the zone is unknown). */
export function instantOf(day: string, time: string, timeZone: string | null): Date {
  const wall = new Date(`${day}T${time.slice(0, 8).padEnd(8, ':00')}Z`);
  if (!timeZone) return wall;
  try {
    const first = new Date(wall.getTime() - zoneOffset(timeZone, wall));
    return new Date(wall.getTime() - zoneOffset(timeZone, first));
  } catch {
    return wall;
  }
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const dateValue = (day: string) => day.replace(/-/g, '');

function eventLines(task: Task, day: string, origin: string, now: Date): string[] {
  const host = new URL(origin).host;
  const when = task.startTime
    ? [
        `DTSTART:${utcStamp(instantOf(day, task.startTime, task.timeZone))}`,
        `DTEND:${utcStamp(instantOf(day, task.endTime ?? task.startTime, task.timeZone))}`,
      ]
    : [`DTSTART;VALUE=DATE:${dateValue(day)}`, `DTEND;VALUE=DATE:${dateValue(addDays(day, 1))}`];
  return [
    'BEGIN:VEVENT',
    `UID:${task.id}-${dateValue(day)}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...when,
    `SUMMARY:${escapeText(task.title)}`,
    `DESCRIPTION:${escapeText(task.detail)}`,
    `URL:${new URL(task.href, origin).href}`,
    'END:VEVENT',
  ];
}

export function icsOf(tasks: readonly Task[], options: { origin: string; name: string; now: Date }): string {
  const host = new URL(options.origin).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Tasks//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...tasks.flatMap((task) => daysOf(task.day, task.endDay).flatMap((day) => eventLines(task, day, options.origin, options.now))),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
