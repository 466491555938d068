/**
 * The POSTs declared `readsOnly` (the specification makes them POSTs; their body is a query) change nothing a page
 * shows: a page that called them may be kept for its viewer until a change (decision record 364), so such a call
 * must not send the `viewers` change.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { instructors, projects, users } from '../db/schema/index.ts';
import { PAGE_CHANNEL } from '../db/page-changes.ts';
import { routes } from '../routes.ts';
import { readsByPost } from './route.ts';

let t: Awaited<ReturnType<typeof createDemoTestApp>>;
beforeAll(async () => {
  t = await createDemoTestApp();
});
afterAll(() => t.close());

const admin = 'client.admin@demo.example';

it('answer the client without sending the change that drops kept pages', async () => {
  const [job] = await t.deps.db.select({ id: projects.id }).from(projects).where(eq(projects.title, 'Power BI Dashboards for Finance Analysts'));
  const [sofia] = await t.deps.db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, 'talent.best@demo.example'));
  const bodies: Record<string, unknown> = {
    '/api/Company/GetTalentPool': { projectId: job?.id },
    '/api/Company/GetHiredProjectTalent': {},
    '/api/Company/GetTalentSuggestionReason': { projectId: job?.id, instrId: sofia?.id },
  };
  expect(Object.keys(bodies).sort(), 'each POST marked readsOnly is called here').toEqual([...readsByPost(routes)].sort());

  const heard: string[] = [];
  const stop = await t.deps.database.listen(PAGE_CHANNEL, (payload) => heard.push(payload));
  try {
    for (const [path, body] of Object.entries(bodies)) {
      const answer = await t.request(admin, 'POST', path, body);
      expect(answer.status, `${path}: ${answer.body.message}`).toBe(200);
    }
    await t.deps.db.execute(sql`select pg_notify(${PAGE_CHANNEL}, 'probe-end')`);
    await vi.waitFor(() => expect(heard).toContain('probe-end'));
    expect(heard.filter((payload) => payload === 'viewers')).toEqual([]);
  } finally {
    await stop();
  }
});
