/**
 * The plan the database makes for a query (EXPLAIN as JSON), every step in a list, for tests that hold a query to
 * its index. A test database is too small for the planner to prefer an index on its own, so the steps named in
 * `pricedOut` (sequential scans, sorts) are priced out for the query: it then takes a path without them if, and only
 * if, an index gives it one.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/db-type.ts';
import { rawRows } from '../db/raw-rows.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

export async function planSteps(db: Db, query: (tx: Db) => SQLWrapper, pricedOut: ReadonlyArray<'seqscan' | 'sort'>): Promise<PlanNode[]> {
  const plan = await db.transaction(async (tx) => {
    for (const step of pricedOut) await tx.execute(sql.raw(`set local enable_${step} = off`));
    const [row] = await rawRows(tx, sql`explain (format json) ${query(tx)}`);
    const cell = row ? Object.values(row)[0] : undefined;
    return (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  });
  return nodesOf(plan[0].Plan);
}
