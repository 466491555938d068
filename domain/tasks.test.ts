import { describe, expect, it } from 'vitest';
import {
  calendarPlace,
  calendarViewLabels,
  daysOf,
  feedLinkAnswer,
  isIsoDay,
  stepDay,
  taskTime,
  tasksAnswer,
  tasksOn,
  tasksQuery,
  viewRange,
  viewTitle,
  weeksOf,
  type Task,
} from './tasks.ts';

const task = (over: Partial<Task>): Task => ({
  id: 'x',
  kind: 'training',
  title: 'T',
  detail: '',
  day: '2026-11-23',
  endDay: '2026-11-23',
  startTime: null,
  endTime: null,
  timeZone: null,
  href: '/',
  ...over,
});

describe('the calendar of My Tasks', () => {
  it('reads the view and day from the query, falling back to the month of today', () => {
    expect(calendarPlace(new URLSearchParams('view=day&date=2026-02-28'), '2026-11-23')).toEqual({ view: 'day', day: '2026-02-28' });
    expect(calendarPlace(new URLSearchParams('view=year&date=2026-02-30'), '2026-11-23')).toEqual({ view: 'month', day: '2026-11-23' });
  });

  it('shows a month as whole weeks from Monday to Sunday', () => {
    const { from, to } = viewRange('month', '2026-11-23');
    expect([from, to]).toEqual(['2026-10-26', '2026-12-06']);
    const weeks = weeksOf(from, to);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('steps a month from its first day, so January 31 leads to February, not March', () => {
    expect(stepDay('month', '2027-01-31', 1)).toBe('2027-02-01');
    expect(stepDay('month', '2027-01-31', -1)).toBe('2026-12-01');
    expect(stepDay('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(stepDay('day', '2026-03-01', -1)).toBe('2026-02-28');
  });

  it('puts a task spanning days on each of them, earliest time first', () => {
    const tasks = [task({ id: 'a', day: '2026-11-22', endDay: '2026-11-24', startTime: '13:00' }), task({ id: 'b', startTime: '09:00' })];
    expect(tasksOn(tasks, '2026-11-23').map((t) => t.id)).toEqual(['b', 'a']);
    expect(tasksOn(tasks, '2026-11-25')).toEqual([]);
  });

  it('titles each view', () => {
    expect(viewTitle('month', '2026-11-23')).toBe('November 2026');
    expect(viewTitle('week', '2026-11-23')).toBe('Nov 23 – Nov 29, 2026');
    expect(viewTitle('day', '2026-11-23')).toBe('Monday, November 23, 2026');
  });

  it('takes only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-2-3', '2026-02-28x', 'x2026-02-28', '']) expect(isIsoDay(bad), bad).toBe(false);
  });

  it('answers at most six weeks of tasks at a time, from a start not after the end', () => {
    const issues = (from: string, to: string) => tasksQuery.safeParse({ from, to }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues('2026-11-01', '2026-11-01')).toEqual([]);
    expect(issues('2026-11-01', '2026-12-12')).toEqual([]);
    expect(issues('2026-11-01', '2026-12-13')).toEqual([['to', 'Ask for at most 42 days at a time.']]);
    expect(issues('2026-11-02', '2026-11-01')).toEqual([['to', 'The end date must not be before the start date.']]);
    expect(issues('2026-11-31', '2026-12-01')).toEqual([['from', 'Enter a date as YYYY-MM-DD.']]);
  });

  it('reads each view from the query and names it', () => {
    for (const view of ['month', 'week', 'day', 'list'] as const) expect(calendarPlace(new URLSearchParams(`view=${view}`), '2026-11-23')).toEqual({ view, day: '2026-11-23' });
    expect(calendarViewLabels).toEqual({ month: 'Month', week: 'Week', day: 'Day', list: 'List' });
  });

  it('shows a week from Monday to Sunday, a day alone and a list of thirty days', () => {
    expect(viewRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(viewRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(viewRange('day', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(viewRange('list', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-12-24' });
    expect(viewRange('month', '2027-02-10')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('steps each view by its own length', () => {
    expect(stepDay('month', '2026-11-23', 1)).toBe('2026-12-01');
    expect(stepDay('week', '2026-11-23', -1)).toBe('2026-11-16');
    expect(stepDay('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDay('list', '2026-11-25', 1)).toBe('2026-12-25');
    expect(stepDay('list', '2026-11-25', -1)).toBe('2026-10-26');
  });

  it('lays the days out in order, in rows of seven with the rest in a last row', () => {
    expect(daysOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(weeksOf('2026-11-23', '2026-11-30').map((w) => w.length)).toEqual([7, 1]);
  });

  it('puts a task on its first and last day, and orders tasks of the same time by title with all-day tasks first', () => {
    const tasks = [
      task({ id: 'late', title: 'B', startTime: '09:00' }),
      task({ id: 'early', title: 'A', startTime: '09:00' }),
      task({ id: 'all-day', title: 'C', day: '2026-11-21', endDay: '2026-11-23' }),
    ];
    expect(tasksOn(tasks, '2026-11-23').map((t) => t.id)).toEqual(['all-day', 'early', 'late']);
    expect(tasksOn(tasks, '2026-11-21').map((t) => t.id)).toEqual(['all-day']);
    expect(tasksOn(tasks, '2026-11-20')).toEqual([]);
  });

  it('titles a list by its span, and a week across the new year by the year it ends in', () => {
    expect(viewTitle('list', '2026-11-23')).toBe('Nov 23 – Dec 22, 2026');
    expect(viewTitle('week', '2026-12-30')).toBe('Dec 28 – Jan 3, 2027');
  });

  it('writes a task’s time in hours and minutes, with its end and time zone when it has them', () => {
    expect(taskTime(task({}))).toBe('');
    expect(taskTime(task({ startTime: '09:00:00' }))).toBe('09:00');
    expect(taskTime(task({ startTime: '09:00:00', endTime: '12:30:00' }))).toBe('09:00–12:30');
    expect(taskTime(task({ startTime: '09:00', endTime: '12:30', timeZone: 'America/New_York' }))).toBe('09:00–12:30 (America/New_York)');
    expect(taskTime(task({ startTime: '09:00', timeZone: 'UTC' }))).toBe('09:00 (UTC)');
  });

  it('answers every field of a task, and the calendar link with its message', () => {
    const answer = { items: [task({ id: 'a', startTime: '09:00', endTime: '10:00', timeZone: 'UTC', detail: 'Acme' })], waiting: [task({ id: 'b', kind: 'work-order' })] };
    expect(tasksAnswer.parse(answer)).toEqual(answer);
    expect(feedLinkAnswer.parse({ message: 'A new calendar link is ready.', path: '/calendar/feed/x.ics' })).toEqual({ message: 'A new calendar link is ready.', path: '/calendar/feed/x.ics' });
  });
});
