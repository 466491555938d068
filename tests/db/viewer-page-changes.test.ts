/**
 * The `viewers` change (migration 0020_viewer-page-changes, decision record 364): every table a page may show sends
 * it when a transaction that wrote it commits, so the pages kept for signed-in viewers never outlive a change; the
 * tables no page shows are listed in NOT_ON_VIEWER_PAGES and send nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#api/db/client.ts';
import { NOT_ON_VIEWER_PAGES, PAGE_CHANNEL } from '#api/db/page-changes.ts';
import { openTestDatabase } from '#api/testing/test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe('the viewers change', () => {
  it('is sent by every table but those no page shows, so a new table cannot be forgotten', async () => {
    const tables = await rows<{ name: string; triggered: boolean }>(sql`
      select t.tablename as name,
        exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
                where c.relname = t.tablename and g.tgname = 'viewer_page_changes') as triggered
      from pg_tables t where t.schemaname = current_schema() order by 1`);
    const without = tables.filter((t) => !t.triggered).map((t) => t.name);
    expect(without.sort()).toEqual([...NOT_ON_VIEWER_PAGES].sort());
    expect(tables.length).toBeGreaterThan(NOT_ON_VIEWER_PAGES.length + 50);
  });

  it('arrives once per transaction that wrote a shown table, and not for the tables no page shows', async () => {
    const heard: string[] = [];
    const stop = await database.listen(PAGE_CHANNEL, (payload) => heard.push(payload));
    try {
      await database.db.execute(sql`insert into rate_limit_hits (bucket, window_start, hits) values ('probe', now(), 1)`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into skill_groups (discipline, name) values ('Probe', 'Probe group one')`);
        await tx.execute(sql`insert into skill_groups (discipline, name) values ('Probe', 'Probe group two')`);
      });
      await vi.waitFor(() => expect(heard).toContain('viewers'));
      await database.db.execute(sql`select pg_notify(${PAGE_CHANNEL}, 'probe-end')`);
      await vi.waitFor(() => expect(heard).toContain('probe-end'));
      expect(heard.filter((payload) => payload === 'viewers')).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});
