import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { jobMatches } from '#api/db/job-search.ts';
import {
  companies,
  instructors,
  portfolioLinks,
  proposalPortfolioItems,
  proposals,
  projects,
  users,
} from '#api/db/schema/index.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';

/** The PostgreSQL error code behind a failed drizzle query (drizzle wraps the driver's error). */
async function pgCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ fresh: true });
  });
  afterAll(() => database.close());

  it('create every table of the data model on a fresh database', async () => {
    for (const table of [
      'users', 'companies', 'contacts', 'instructors', 'agency_members', 'blobs', 'roles', 'role_changes', 'skills',
      'skill_groups', 'role_skills', 'instructor_roles', 'instructor_skills', 'instructor_languages', 'portfolio_documents',
      'portfolio_links', 'courses', 'testimonial_requests', 'testimonials', 'reviews', 'talent_notes', 'job_alerts',
      'projects', 'project_timelines', 'project_documents', 'project_team', 'project_contacts', 'proposals',
      'proposal_portfolio_items', 'proposal_documents', 'proposal_status_history', 'saved_jobs', 'favorites',
      'legal_documents', 'work_documents', 'legal_signatures', 'notifications', 'talent_email_subscriptions',
      'contact_email_subscriptions', 'account_notification_settings', 'feedback', 'group_chats', 'group_chat_members',
      'chat_messages', 'chat_mentions', 'company_locations', 'industries', 'professional_references',
    ]) {
      await expect(database.db.execute(sql`select 1 from ${sql.identifier(table)} limit 0`), table).resolves.toBeDefined();
    }
  });

  it('keep the job search document current from title, description and skill names', async () => {
    const db = database.db;
    const [company] = await db.insert(companies).values({ name: 'Search Co' }).returning();
    const [job] = await db
      .insert(projects)
      .values({ companyId: company!.id, title: 'Negotiation workshop', description: 'For carrier managers', skillNames: 'Consultative Selling' })
      .returning({ id: projects.id });
    const found = async (text: string) => (await db.select({ id: projects.id }).from(projects).where(jobMatches(text))).map((r) => r.id);
    expect(await found('negotiations')).toEqual([job!.id]);
    expect(await found('carrier')).toEqual([job!.id]);
    expect(await found('consultative selling')).toEqual([job!.id]);
    expect(await found('storyline')).toEqual([]);
    await db.update(projects).set({ title: 'Storyline course build' }).where(sql`${projects.id} = ${job!.id}`);
    expect(await found('storyline')).toEqual([job!.id]);
  });

  it('refuse a second proposal by the same talent on a job, and a portfolio pick that names no item or two', async () => {
    const db = database.db;
    const [user] = await db.insert(users).values({ email: 'ada@example.com', passwordHash: 'x', firstName: 'Ada', lastName: 'L' }).returning();
    const [talent] = await db.insert(instructors).values({ userId: user!.id, firstName: 'Ada', lastName: 'L' }).returning();
    const [company] = await db.insert(companies).values({ name: 'Rules Co' }).returning();
    const [job] = await db.insert(projects).values({ companyId: company!.id, title: 'A job' }).returning();
    const proposal = { projectId: job!.id, instrId: talent!.id, submittedByUserId: user!.id, description: 'Hi', rate: 100 };
    const [first] = await db.insert(proposals).values(proposal).returning();
    expect(await pgCode(db.insert(proposals).values(proposal))).toBe('23505');
    const [otherJob] = await db.insert(projects).values({ companyId: company!.id, title: 'Another job' }).returning();
    expect(await pgCode(db.insert(proposals).values({ ...proposal, projectId: otherJob!.id, rate: 0 }))).toBe('23514');

    const [link] = await db
      .insert(portfolioLinks)
      .values({ instrId: talent!.id, title: 'Reel', url: 'https://vimeo.com/123456789', urlTypeId: 13 })
      .returning();
    expect(await pgCode(db.insert(portfolioLinks).values({ instrId: talent!.id, title: 'Other', url: 'https://x.example', urlTypeId: 2 }))).toBe('23514');
    expect(await pgCode(db.insert(proposalPortfolioItems).values({ proposalId: first!.id }))).toBe('23514');
    await db.insert(proposalPortfolioItems).values({ proposalId: first!.id, linkId: link!.id });
    expect(await pgCode(db.insert(proposalPortfolioItems).values({ proposalId: first!.id, linkId: link!.id }))).toBe('23505');
  });
});
