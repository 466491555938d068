/**
 * Statements on the embedded database run from kept prepared statements (kept-plans.ts, decision record 366): the
 * same answers and errors as PGlite's own query, each text prepared once and its plan reused, the oldest closed past
 * the limit, and nothing run inside another caller's open transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKeptPlans } from './kept-plans.ts';

let plain: PGlite;
let kept: PGlite;
beforeAll(async () => {
  [plain, kept] = await Promise.all([PGlite.create(), PGlite.create()]);
  withKeptPlans(kept, 3);
  for (const pg of [plain, kept]) {
    await pg.exec(`create table jobs (id serial primary key, title text not null unique, rate numeric(10,2), posted timestamptz default '2026-11-29T10:00:00Z', tags text[])`);
  }
});
afterAll(async () => {
  await Promise.all([plain?.close(), kept?.close()]);
});

const prepared = async () =>
  (await kept.query<{ statement: string; generic_plans: number; custom_plans: number }>(`select statement, generic_plans, custom_plans from pg_prepared_statements`)).rows;

describe('kept statements on the embedded database', () => {
  it('answer as PGlite’s own query does: rows, fields, counts, row modes and parsers', async () => {
    for (const pg of [plain, kept]) {
      await pg.query(`insert into jobs (title, rate, tags) values ($1, $2, $3), ($4, $5, $6)`, ['Excel basics', 120.5, ['excel'], 'Power BI', null, []]);
    }
    const statements: [string, unknown[], Parameters<PGlite['query']>[2]][] = [
      [`select id, title, rate, posted, tags from jobs where rate > $1 or rate is null order by id`, [100], undefined],
      [`select id, title from jobs order by id`, [], { rowMode: 'array' }],
      [`select posted from jobs where title = $1`, ['Power BI'], { parsers: { 1184: (value: string) => value } }],
      [`update jobs set rate = rate + 1 where rate is not null`, [], undefined],
    ];
    for (const [text, params, options] of statements) {
      const mine = await kept.query(text, params, options);
      expect(mine).toEqual(await plain.query(text, params, options));
    }
  });

  it('prepare a statement once and run it again from its kept plan', async () => {
    const text = `select count(*)::int as n from jobs where title <> $1`;
    for (let run = 0; run < 7; run++) expect((await kept.query<{ n: number }>(text, [`not ${run}`])).rows).toEqual([{ n: 2 }]);
    const [statement] = (await prepared()).filter((s) => s.statement === text);
    expect(statement, 'the statement is kept').toBeDefined();
    expect(Number(statement?.generic_plans) + Number(statement?.custom_plans)).toBe(7);
    expect(Number(statement?.generic_plans), 'the plan is reused once the generic plan costs no more').toBeGreaterThan(0);
  });

  it('plan a statement that matches typed words for those words each time', async () => {
    const text = `select count(*)::int as n from jobs where to_tsvector('english', title) @@ websearch_to_tsquery('english', $1)`;
    for (const words of ['excel', 'power', 'excel', 'power', 'excel', 'power']) {
      expect(await kept.query(text, [words])).toEqual(await plain.query(text, [words]));
    }
    expect((await prepared()).map((s) => s.statement)).not.toContain(text);
  });

  it('keep no more statements than the limit, and still answer a statement whose place was taken', async () => {
    for (const n of [1, 2, 3, 4, 5]) expect((await kept.query<{ n: number }>(`select $1::int + ${n} as n`, [1])).rows).toEqual([{ n: n + 1 }]);
    expect((await prepared()).length).toBeLessThanOrEqual(3);
    expect((await kept.query<{ n: number }>(`select $1::int + 1 as n`, [1])).rows).toEqual([{ n: 2 }]);
  });

  it('throw PostgreSQL’s error, and keep answering after it', async () => {
    await expect(kept.query(`insert into jobs (title) values ($1)`, ['Excel basics'])).rejects.toMatchObject({ code: '23505' });
    await expect(kept.query(`select nothing from nowhere`)).rejects.toMatchObject({ code: '42P01' });
    expect((await kept.query<{ n: number }>(`select count(*)::int as n from jobs`)).rows).toEqual([{ n: 2 }]);
  });

  it('wait for another caller’s open transaction to end instead of running inside it', async () => {
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = kept.transaction(async (tx) => {
      await tx.query(`insert into jobs (title) values ('Uncommitted')`);
      inside();
      await released;
      await tx.rollback();
    });
    await holding;
    const counted = kept.query<{ n: number }>(`select count(*)::int as n from jobs where title = 'Uncommitted'`);
    release();
    await transaction;
    expect((await counted).rows).toEqual([{ n: 0 }]);
  });
});
