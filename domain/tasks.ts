/**
 * My Tasks (/calendar-view): a talent's work on a calendar. Tasks come from the training timelines of jobs they are
 * hired on, the work orders and travel fees waiting for them, and the start of jobs their pending proposals answer.
 * Days are ISO dates (YYYY-MM-DD) computed in UTC, so the same day is the same cell on every machine.
 */
import { z } from 'zod';

export const taskKinds = ['training', 'work-order', 'travel-fee', 'proposal'] as const;
export type TaskKind = (typeof taskKinds)[number];

export const taskKindLabels: Record<TaskKind, string> = {
  training: 'Training',
  'work-order': 'Work order to sign',
  'travel-fee': 'Travel fee to accept',
  proposal: 'Proposal pending',
};

export const taskTexts = {
  feedName: 'My Tasks',
  feedLink: 'Add this link to your calendar app to see your tasks there. Anyone with the link can read them.',
  feedRenewed: 'A new calendar link is ready. The earlier link no longer works.',
  feedNotFound: 'This calendar link no longer works. Make a new one on My Tasks.',
  feedRenewFailed: 'A new calendar link could not be made. Please try again.',
  nothing: 'No tasks on these days.',
  nothingThisDay: 'Nothing planned.',
  nothingWaiting: 'Nothing is waiting for you.',
};

const DAY_MS = 86_400_000;
const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const toIsoDay = (date: Date) => date.toISOString().slice(0, 10);
export const isIsoDay = (value: string) => isoDayPattern.test(value) && toIsoDay(toDate(value)) === value;
export const addDays = (day: string, days: number) => toIsoDay(new Date(toDate(day).getTime() + days * DAY_MS));
const dayCount = (from: string, to: string) => Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;

const isoDay = z.string().refine(isIsoDay, 'Enter a date as YYYY-MM-DD.');

/** The longest span one request may ask for: a month grid of six weeks. */
export const maxTaskDays = 42;

export const tasksQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'The end date must not be before the start date.', path: ['to'] })
  .refine((q) => dayCount(q.from, q.to) <= maxTaskDays, { message: `Ask for at most ${maxTaskDays} days at a time.`, path: ['to'] });
export type TasksQuery = z.infer<typeof tasksQuery>;

export const taskSchema = z.object({
  id: z.string(),
  kind: z.enum(taskKinds),
  title: z.string(),
  /** The company, and for an agency the talent the task is for. */
  detail: z.string(),
  day: isoDay,
  /** The last day of a task spanning several days; the same as `day` otherwise. */
  endDay: isoDay,
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  timeZone: z.string().nullable(),
  href: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const tasksAnswer = z.object({
  /** Tasks on the days asked for. */
  items: z.array(taskSchema),
  /** Documents waiting to be signed or accepted, whenever they were issued. */
  waiting: z.array(taskSchema),
});
export type TasksAnswer = z.infer<typeof tasksAnswer>;

export const feedLinkAnswer = z.object({ message: z.string(), path: z.string() });

export const calendarViews = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];
export const calendarViewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day', list: 'List' };

/** The page's query: the view (month by default) and the day it shows (today by default); anything else is ignored. */
export function calendarPlace(params: URLSearchParams, today: string): { view: CalendarView; day: string } {
  const view = calendarViews.find((v) => v === params.get('view')) ?? 'month';
  const asked = params.get('date') ?? '';
  return { view, day: isIsoDay(asked) ? asked : today };
}

/** Monday of the day's week. */
const weekStart = (day: string) => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthEnd = (day: string) => {
  const next = toDate(monthStart(day));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return addDays(toIsoDay(next), -1);
};

/** The days a list view shows from its first day. */
export const listDays = 30;

/** The first and last day a view shows: whole weeks for the month grid. */
export function viewRange(view: CalendarView, day: string): { from: string; to: string } {
  switch (view) {
    case 'month':
      return { from: weekStart(monthStart(day)), to: addDays(weekStart(monthEnd(day)), 6) };
    case 'week':
      return { from: weekStart(day), to: addDays(weekStart(day), 6) };
    case 'day':
      return { from: day, to: day };
    case 'list':
      return { from: day, to: addDays(day, listDays - 1) };
  }
}

/** The day the previous (-1) or next (1) page of a view starts from. */
export function stepDay(view: CalendarView, day: string, direction: 1 | -1): string {
  switch (view) {
    case 'month': {
      const first = toDate(monthStart(day));
      first.setUTCMonth(first.getUTCMonth() + direction);
      return toIsoDay(first);
    }
    case 'week':
      return addDays(day, 7 * direction);
    case 'day':
      return addDays(day, direction);
    case 'list':
      return addDays(day, listDays * direction);
  }
}

/** Every day from `from` to `to`, in order. */
export function daysOf(from: string, to: string): string[] {
  return Array.from({ length: dayCount(from, to) }, (_, i) => addDays(from, i));
}

/** The days in rows of seven (the month and week grids). */
export function weeksOf(from: string, to: string): string[][] {
  const days = daysOf(from, to);
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** The tasks falling on a day, earliest first. */
export function tasksOn(tasks: readonly Task[], day: string): Task[] {
  return tasks
    .filter((t) => t.day <= day && day <= t.endDay)
    .sort((a, b) => (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.title.localeCompare(b.title));
}

const dayFormats = {
  long: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};

/** "Monday, November 23, 2026", "November 2026", "Nov 23". */
export const formatDay = (day: string, style: keyof typeof dayFormats) => dayFormats[style].format(toDate(day));

/** The heading of a view: the month, the week's span, the day, or the list's span. */
export function viewTitle(view: CalendarView, day: string): string {
  if (view === 'month') return formatDay(day, 'month');
  if (view === 'day') return formatDay(day, 'long');
  const { from, to } = viewRange(view, day);
  return `${formatDay(from, 'short')} – ${formatDay(to, 'short')}, ${to.slice(0, 4)}`;
}

/** "09:00–12:00 (America/New_York)", or nothing for an all-day task. */
export function taskTime(task: Task): string {
  if (!task.startTime) return '';
  const hhmm = (t: string) => t.slice(0, 5);
  const span = task.endTime ? `${hhmm(task.startTime)}–${hhmm(task.endTime)}` : hhmm(task.startTime);
  return task.timeZone ? `${span} (${task.timeZone})` : span;
}
