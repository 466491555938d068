/**
 * Signed-in viewers' pages kept for them (decision records 363 and 364): the real pages behind the edge with its page
 * cache, over the demo data. A page a visitor may have from the cache is kept for a signed-in viewer inside their own
 * shell, for their session alone; a page of the viewer's own data (a dashboard, the job center) until it changes.
 * The session cache lets the next pages of a session skip the caller's read for at most FRESH_MS, and a logout, a
 * write or the end of that time makes the next page read it again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, notExists } from 'drizzle-orm';
import { expectAtMost, pageServer, statementsOf, type PageServer } from '#api/testing/statement-count.ts';
import { contacts, instructors, projects, savedJobs, users } from '#api/db/schema/index.ts';
import { revokeUserSessions } from '#api/auth/sessions.ts';
import { displayName } from '#domain/format.ts';
import { FRESH_MS } from '#edge/session-cache.ts';
import { ACCESS_COOKIE } from '#edge/cookies.ts';

const talent = 'talent.good@demo.example';
const client = 'client.admin@demo.example';
const terms = '/termsAndConditions';

let server: PageServer;

beforeAll(async () => {
  server = await pageServer({ keepPages: true });
  // The first render of the build loads its code, which may take longer than the session cache's bound.
  await statementsOf(`${server.origin}/termsAndConditions?privacy=True`);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function nameOf(email: string): Promise<string> {
  const [row] = await server.demo.deps.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No demo account ${email}.`);
  return displayName(row.nickname, row.firstName);
}

/** The talent's saved jobs, a page kept for its viewer (`cacheForViewer`). */
const SAVED_TAB = '/jobcenter/2';

/** An open job the talent has not saved, with a title that reads the same in HTML. */
async function unsavedJob(): Promise<{ id: number; title: string; instrId: number }> {
  const { db } = server.demo.deps;
  const [me] = await db.select({ id: instructors.id }).from(instructors).innerJoin(users, eq(users.id, instructors.userId)).where(eq(users.email, talent));
  if (!me) throw new Error('The demo data lacks the talent.');
  const open = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(and(eq(projects.status, 'open'), notExists(db.select().from(savedJobs).where(and(eq(savedJobs.instrId, me.id), eq(savedJobs.projectId, projects.id))))));
  const job = open.find((j) => /^[\w ]+$/.test(j.title));
  if (!job) throw new Error('The demo data lacks an open job to save.');
  return { ...job, instrId: me.id };
}

async function view(path: string, as: string, cookie?: string) {
  return statementsOf(`${server.origin}${path}`, { headers: { cookie: cookie ?? (await server.cookieOf(as)) } });
}

/** Whether the page cache keeps `path` for a signed-in viewer now. */
const keptForSomeone = (path: string) => (server.pageCache?.keys() ?? []).some((key) => key.includes(`${path}\n`));

/**
 * Views a page until it is kept (its variants are compressed after the answer). A change heard while a page of the
 * viewer's data renders (another test's write arriving late) keeps that render from being kept.
 */
async function viewUntilKept(path: string, as: string): Promise<void> {
  expect((await view(path, as)).status).toBe(200);
  await vi.waitFor(
    async () => {
      if (!keptForSomeone(path)) expect((await view(path, as)).status).toBe(200);
      expect(keptForSomeone(path)).toBe(true);
    },
    { timeout: 15_000, interval: 100 },
  );
}

describe('a signed-in viewer’s page kept for them', () => {
  it('keeps a static page in the viewer’s own shell: seen again, it is answered as first rendered, without rendering', async () => {
    const first = await view(terms, talent);
    expect(first.status).toBe(200);
    expect(first.body).toContain(await nameOf(talent));
    expectAtMost(first, 1, 'A signed-in static page');
    await vi.waitFor(() => expect(keptForSomeone(terms)).toBe(true));
    const again = await view(terms, talent);
    expect(again.cached).toBe(true);
    expect(again.body).toBe(first.body);
    // Within the session cache's bound it reads nothing; past it (a slow machine), the caller once.
    expectAtMost(again, 1, 'The same page seen again');
  });

  it('never answers one viewer with another’s page', async () => {
    const talentPage = await view(terms, talent);
    const clientPage = await view(terms, client);
    expect(clientPage.body).toContain(await nameOf(client));
    expect(clientPage.body).not.toContain(await nameOf(talent));
    expect(talentPage.body).not.toContain(await nameOf(client));
  });

  it('keeps a dashboard for its viewer: seen again, it is answered without rendering or reading its data', async () => {
    await viewUntilKept('/user/dashboard', talent);
    const again = await view('/user/dashboard', talent);
    expect(again.cached).toBe(true);
    expect(again.body).toContain(await nameOf(talent));
    expectAtMost(again, 1, 'A dashboard seen again');
  });

  it('keeps a job’s proposal tab for its client, though the talent suggestions beside it are asked by a POST', async () => {
    const { db } = server.demo.deps;
    const [job] = await db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(contacts, eq(contacts.companyId, projects.companyId))
      .where(and(eq(contacts.email, client), eq(projects.status, 'open')))
      .limit(1);
    if (!job) throw new Error('The demo client has no open job.');
    const path = `/client-job/job-entity/1/${job.id}`;
    // The first view asks for the job's suggestion list, whose making is a change, so that view is not kept.
    await viewUntilKept(path, client);
    expect((await view(path, client)).cached).toBe(true);
  });

  it('shows the viewer’s own write on their very next page', async () => {
    const job = await unsavedJob();
    const cookie = await server.cookieOf(talent);
    await viewUntilKept(SAVED_TAB, talent);
    const saved = await fetch(`${server.origin}/api/TalentJobCenter/AddSavedJob`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ projectId: job.id }),
    });
    expect(saved.status).toBe(200);
    try {
      const after = await view(SAVED_TAB, talent);
      expect(after.cached).toBe(false);
      expect(after.body).toContain(job.title);
    } finally {
      await server.demo.deps.db.delete(savedJobs).where(and(eq(savedJobs.instrId, job.instrId), eq(savedJobs.projectId, job.id)));
    }
  });

  it('drops a kept page when its data changes elsewhere (another instance, another person)', async () => {
    const job = await unsavedJob();
    await viewUntilKept(SAVED_TAB, talent);
    await server.demo.deps.db.insert(savedJobs).values({ instrId: job.instrId, projectId: job.id });
    try {
      await vi.waitFor(() => expect(keptForSomeone(SAVED_TAB)).toBe(false));
      const after = await view(SAVED_TAB, talent);
      expect(after.body).toContain(job.title);
    } finally {
      await server.demo.deps.db.delete(savedJobs).where(and(eq(savedJobs.instrId, job.instrId), eq(savedJobs.projectId, job.id)));
    }
  });

  it('shows a session logged out through this edge as over on its very next page', async () => {
    const cookie = `${ACCESS_COOKIE}=${await freshToken(talent)}`;
    expect((await view(terms, talent, cookie)).body).toContain(await nameOf(talent));
    const logout = await fetch(`${server.origin}/api/User/Logout`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(logout.status).toBe(200);
    const after = await view(terms, talent, cookie);
    expect(after.body).not.toContain(await nameOf(talent));
  });

  it('shows a session revoked elsewhere as over once the bound has passed', async () => {
    const cookie = `${ACCESS_COOKIE}=${await freshToken(client)}`;
    expect((await view(terms, client, cookie)).body).toContain(await nameOf(client));
    const [row] = await server.demo.deps.db.select({ id: users.id }).from(users).where(eq(users.email, client));
    await revokeUserSessions(server.demo.deps, row?.id ?? 0, 'test');
    server.demo.clock.advance(FRESH_MS);
    const after = await view(terms, client, cookie);
    expect(after.body).not.toContain(await nameOf(client));
  });
});

/** A session of its own, so ending it leaves the other tests' sessions alone. */
async function freshToken(email: string): Promise<string> {
  server.demo.forgetToken(email);
  const token = await server.demo.tokenOf(email);
  server.demo.forgetToken(email);
  return token;
}
