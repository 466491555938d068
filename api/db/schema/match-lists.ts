/**
 * The kept suggestion lists (docs/decisions/361-kept-suggestion-lists.md): per open job, the suggestible talent whose
 * match score is at least the list's threshold, so suggestions from any size of marketplace read a few index rows.
 * Database triggers (migration 0019) mark the talent and the jobs whose factors a write changed; the match list
 * worker (api/match/match-list-worker.ts) brings the lists up to date, and a read merges the marked talent in itself.
 */
import { bigserial, boolean, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { instructors } from './accounts.ts';
import { instant } from './columns.ts';
import { projects } from './jobs.ts';

/** A job's kept list: every suggestible talent scoring threshold or more (for the year the scores were counted in). */
export const jobMatchLists = pgTable('job_match_lists', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  threshold: smallint('threshold').notNull(),
  /** The year role years were counted to; a list of another year is stale. */
  year: smallint('year').notNull(),
  /** How many rows the refresh kept; a list grown past twice as many is refreshed again. */
  kept: integer('kept').notNull(),
  refreshedAt: instant('refreshed_at').notNull().defaultNow(),
});

export const jobMatchScores = pgTable(
  'job_match_scores',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => jobMatchLists.projectId, { onDelete: 'cascade' }),
    instrId: integer('instr_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.instrId] }),
    index('job_match_scores_rank_idx').on(t.projectId, t.score.desc(), t.instrId),
    index('job_match_scores_instr_idx').on(t.instrId),
  ],
);

/** Talent a write changed since the lists last scored them; seq changes with every new mark. */
export const matchDirtyTalent = pgTable('match_dirty_talent', {
  instrId: integer('instr_id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
});

/** Jobs whose factors or status a write changed, or whose list a read found missing or stale. */
export const matchDirtyJobs = pgTable('match_dirty_jobs', {
  projectId: integer('project_id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  /** A read asked for the job's list: an open job gets one even if it had none. */
  wanted: boolean('wanted').notNull().default(false),
});
