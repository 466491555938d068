import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, projects, proposals, users, workDocuments } from '../db/schema/index.ts';
import { addDays, toIsoDay, type Task, type TasksAnswer } from '#domain/tasks.ts';

const good = 'talent.good@demo.example';
const better = 'talent.better@demo.example';
const teams = 'Microsoft Teams Adoption for Clinical Staff';

describe('My Tasks and its calendar feed', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  const today = toIsoDay(new Date());
  const tasksOf = async (as: string, from: string, to: string) => {
    const res = await t.request(as, 'GET', `/api/Calendar/GetMyTasks?from=${from}&to=${to}`);
    expect(res.status, res.body.message).toBe(200);
    return res.body as unknown as TasksAnswer;
  };
  const teamsDays = (items: Task[]) => items.filter((task) => task.kind === 'training' && task.title === teams);

  it('shows the training days of a job the talent is hired on, with their times, and no one else sees them', async () => {
    const { items } = await tasksOf(good, addDays(today, -10), addDays(today, 25));
    const days = teamsDays(items);
    expect(days.length).toBeGreaterThanOrEqual(2);
    expect(days[0]).toMatchObject({ startTime: expect.stringMatching(/^(09|13):00/), href: expect.stringMatching(/^\/jobcenter\/inprogress\/job-details\/\d+\/4$/) });
    expect(teamsDays((await tasksOf(better, addDays(today, -10), addDays(today, 25))).items)).toEqual([]);
  });

  it('only answers the days asked for', async () => {
    const { items } = await tasksOf(good, addDays(today, -10), addDays(today, 25));
    const first = teamsDays(items).map((task) => task.day).sort()[0] ?? today;
    const before = await tasksOf(good, addDays(first, -3), addDays(first, -1));
    expect(teamsDays(before.items)).toEqual([]);
  });

  it('lists a work order waiting to be signed, to its talent only', async () => {
    const [hire] = await t.deps.db
      .select({ proposalId: proposals.id, projectId: proposals.projectId, instrId: proposals.instrId })
      .from(proposals)
      .innerJoin(projects, eq(projects.id, proposals.projectId))
      .innerJoin(instructors, eq(instructors.id, proposals.instrId))
      .innerJoin(users, eq(users.id, instructors.userId))
      .where(eq(users.email, good));
    if (!hire) throw new Error('The demo talent has no proposal.');
    const [order] = await t.deps.db
      .insert(workDocuments)
      .values({ docType: 'Work Order', projectId: hire.projectId, instrId: hire.instrId, proposalId: hire.proposalId, title: 'Work order for the calendar', bodyHtml: '<p>Work.</p>' })
      .returning({ id: workDocuments.id });
    const { waiting, items } = await tasksOf(good, today, today);
    const expected = { kind: 'work-order', title: 'Work order for the calendar', day: today, href: `/sign-work?id=${order?.id}` };
    expect(waiting).toContainEqual(expect.objectContaining(expected));
    expect(items).toContainEqual(expect.objectContaining(expected));
    expect((await tasksOf(better, today, today)).waiting).not.toContainEqual(expect.objectContaining({ title: 'Work order for the calendar' }));
  });

  it('refuses a span it cannot show, with a clear message', async () => {
    const backwards = await t.request(good, 'GET', `/api/Calendar/GetMyTasks?from=${today}&to=${addDays(today, -1)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('The end date must not be before the start date.');
    const long = await t.request(good, 'GET', `/api/Calendar/GetMyTasks?from=${today}&to=${addDays(today, 42)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Ask for at most 42 days at a time.');
    const notADate = await t.request(good, 'GET', `/api/Calendar/GetMyTasks?from=2026-02-30&to=${today}`);
    expect(notADate.status).toBe(400);
    expect(notADate.body.message).toBe('Enter a date as YYYY-MM-DD.');
  });

  it('serves the tasks as an iCalendar feed to whoever has the link, until a new link is made', async () => {
    const link = await t.request(good, 'GET', '/api/Calendar/GetFeedLink');
    expect(link.status).toBe(200);
    const path = String(link.body.path);
    const feed = await t.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(ics).toContain(`SUMMARY:${teams}`);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

    const renewed = await t.request(good, 'POST', '/api/Calendar/RenewFeedLink');
    expect(renewed.status).toBe(200);
    expect(renewed.body.path).not.toBe(path);
    expect((await t.app.request(path)).status).toBe(404);
    expect((await t.app.request(String(renewed.body.path))).status).toBe(200);
  });

  it('opens no feed with a forged or another user’s link', async () => {
    const path = String((await t.request(better, 'GET', '/api/Calendar/GetFeedLink')).body.path);
    const token = new URL(path, 'http://x').searchParams.get('token') ?? '';
    const [userId, version, mac] = token.split('.');
    const forged = `${Number(userId) + 1}.${version}.${mac}`;
    const res = await t.app.request(`/api/Calendar/Feed?token=${forged}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('This calendar link no longer works. Make a new one on My Tasks.');
  });
});
