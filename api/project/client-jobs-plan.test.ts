import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createDemoTestApp } from '../testing/demo-app.ts';
import { users } from '../db/schema/index.ts';
import { rawRows } from '../db/raw-rows.ts';
import { clientContactOf, type ClientContact } from '../access/client-job.ts';
import { clientJobsPageQuery } from './client-jobs.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

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
    // A test database is too small for the planner to prefer any index on its own; with sequential scans and sorts
    // priced out it takes a path without them if, and only if, an index gives the company's open jobs in this order.
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const [row] = await rawRows(tx, sql`explain (format json) ${clientJobsPageQuery(tx, admin, 'open', 1, 3)}`);
      const cell = row ? Object.values(row)[0] : undefined;
      return (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    });
    const nodes = nodesOf(plan[0].Plan);
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(nodes.filter((n) => n['Relation Name'] === 'projects').map((n) => [n['Node Type'], n['Index Name']])).toEqual([
      ['Index Scan', 'projects_company_status_start_idx'],
    ]);
  });
});
