import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { users } from '../db/schema/index.ts';
import { planSteps } from '../testing/query-plan.ts';
import { clientContactOf, type ClientContact } from '../access/client-job.ts';
import { clientJobsPageQuery } from './client-jobs.ts';

describe('the client dashboard’s open jobs', () => {
  let t: Awaited<ReturnType<typeof createDemoTestApp>>;
  let admin: ClientContact;
  beforeAll(async () => {
    t = await createDemoTestApp();
    const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'client.admin@demo.example'));
    const contact = user ? await clientContactOf(t.deps.db, { userId: user.id }) : null;
    if (!contact) throw new Error('The demo client administrator has no company.');
    admin = contact;
  });
  afterAll(() => t.close());

  it('are read from an index in the order shown, so a page does not sort all of a company’s open jobs', async () => {
    const nodes = await planSteps(t.deps.db, (tx) => clientJobsPageQuery(tx, admin, 'open', 1, 3), ['seqscan', 'sort']);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(nodes.filter((n) => n['Relation Name'] === 'projects').map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Scan', 'projects_company_status_start_idx'],
    ]);
  });
});
