import { describe, expect, it } from 'vitest';
import { calendarPlace, stepDay, tasksOn, viewRange, viewTitle, weeksOf, type Task } from './tasks.ts';

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
});
