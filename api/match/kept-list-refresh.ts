/**
 * Bringing the kept suggestion lists up to date (docs/decisions/361-kept-suggestion-lists.md). A list holds, for an
 * open job whose suggestions were asked for, every candidate whose match score is at least its threshold. Two
 * refreshes keep that exact:
 * - a job's refresh (its factors or status changed, or a read asked) scores all its candidates (seconds at 100,000
 *   talent), keeps the best KEPT_BEST (ties at the last one included) and sets the threshold to the last one's score,
 *   or 0 when there are fewer candidates;
 * - a talent's refresh scores the talent a write marked against every list, keeps the pairs at or above each list's
 *   threshold and removes the others.
 * Both run one at a time (a transaction-level advisory lock across instances), and each takes a mark off only when
 * no write marked it again meanwhile, so a write during a job's refresh is scored by the next talent refresh. A job
 * with no list that no read asked for has nothing to refresh: such marks are taken off together, first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { scoredPairs } from './score-sql.ts';
import { candidatePairs, candidatePairsAmong } from './suggestible-pairs.ts';

/** How many of a job's best candidates a refresh keeps (more with ties): room for proposals among the first five. */
const KEPT_BEST = 50;
/** The channel the triggers of migration 0019 and askForRefresh notify. */
export const MATCH_LIST_CHANNEL = 'match_lists';
const TALENT_PER_RUN = 500;
const REFRESH_LOCK = 727_361;

interface Marked extends Record<string, unknown> {
  id: number;
  seq: string;
}

interface MarkedJob extends Marked {
  wanted: boolean;
}

const lockLists = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);

/**
 * Replaces the list of an open job that has one or that a read asked for, drops it otherwise, and takes the job's
 * mark off (unless marked again).
 */
async function refreshJob(db: Db, job: MarkedJob, year: number, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLists(tx);
    const dropped = await rawRows(tx, sql`delete from job_match_lists where project_id = ${job.id} returning project_id`);
    const [open] = await rawRows(tx, sql`select 1 from projects where id = ${job.id} and status = 'open'`);
    if (open && (job.wanted || dropped.length)) await keepBest(tx, job.id, year, keep);
    await tx.execute(sql`delete from match_dirty_jobs where project_id = ${job.id} and seq = ${job.seq}`);
  });
}

async function keepBest(tx: Db, projectId: number, year: number, keep: number): Promise<void> {
  const kept = await rawRows<{ instr_id: number; score: number; threshold: number }>(
    tx,
    sql`with s as (select f.instr_id, f.score from (${scoredPairs(candidatePairs(projectId), year)}) f),
      t as (select coalesce((select s.score from s order by s.score desc offset ${keep - 1} limit 1), 0) as threshold)
      select s.instr_id, s.score, t.threshold from s cross join t where s.score >= t.threshold`,
  );
  const threshold = kept[0]?.threshold ?? 0;
  await tx.execute(sql`insert into job_match_lists (project_id, threshold, year, kept) values (${projectId}, ${threshold}, ${year}, ${kept.length})`);
  if (!kept.length) return;
  const ids = `{${kept.map((r) => r.instr_id).join(',')}}`;
  const scores = `{${kept.map((r) => r.score).join(',')}}`;
  await tx.execute(sql`insert into job_match_scores (project_id, instr_id, score)
    select ${projectId}, k.instr_id, k.score from unnest(${ids}::int[], ${scores}::int[]) as k(instr_id, score)`);
}

/** Scores up to TALENT_PER_RUN marked talent against every list of the year; how many marks it took. */
async function refreshMarkedTalent(db: Db, year: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockLists(tx);
    const marked = await rawRows<Marked>(tx, sql`select instr_id as id, seq from match_dirty_talent order by seq limit ${TALENT_PER_RUN}`);
    if (!marked.length) return 0;
    const ids = `{${marked.map((m) => m.id).join(',')}}`;
    const seqs = `{${marked.map((m) => m.seq).join(',')}}`;
    await tx.execute(sql`delete from job_match_scores where instr_id = any(${ids}::int[])`);
    const pairs = candidatePairsAmong(sql`select project_id from job_match_lists where year = ${year}`, sql`select unnest(${ids}::int[])`);
    await tx.execute(sql`insert into job_match_scores (project_id, instr_id, score)
      select f.project_id, f.instr_id, f.score from (${scoredPairs(pairs, year)}) f
      join job_match_lists l on l.project_id = f.project_id where f.score >= l.threshold`);
    await tx.execute(sql`delete from match_dirty_talent d using unnest(${ids}::int[], ${seqs}::bigint[]) as m(instr_id, seq)
      where d.instr_id = m.instr_id and d.seq = m.seq`);
    return marked.length;
  });
}

/** Marks for a refresh the lists of another year and those grown past twice what their refresh kept. */
async function markStaleLists(db: Db, year: number, keep: number): Promise<void> {
  await db.execute(sql`insert into match_dirty_jobs (project_id)
    select l.project_id from job_match_lists l
    where l.year <> ${year} or (select count(*) from job_match_scores s where s.project_id = l.project_id) > 2 * greatest(l.kept, ${keep})
    on conflict (project_id) do nothing`);
}

/**
 * Takes off, in one statement, the marks that need no refresh: jobs without a list that no read asked for (a new job,
 * or thousands posted at once by an import). A mark a read turns wanted meanwhile is read again by the delete and kept.
 */
async function dropMarksWithoutList(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lockLists(tx);
    await tx.execute(sql`delete from match_dirty_jobs d where not d.wanted
      and not exists (select 1 from job_match_lists l where l.project_id = d.project_id)`);
  });
}

interface RunOptions {
  /** Tells a long run to end early. */
  stopped?: () => boolean;
  /** How many of a job's best candidates its refresh keeps. */
  keep?: number;
}

/**
 * One run of the match list worker: the marked jobs' refreshes, then the marked talent's, until no mark is left or
 * the worker stops.
 */
export async function bringListsUpToDate(db: Db, today: Date, { stopped = () => false, keep = KEPT_BEST }: RunOptions = {}): Promise<void> {
  const year = today.getUTCFullYear();
  await markStaleLists(db, year, keep);
  await dropMarksWithoutList(db);
  const jobs = await rawRows<MarkedJob>(db, sql`select project_id as id, seq, wanted from match_dirty_jobs order by seq`);
  for (const job of jobs) {
    if (stopped()) return;
    await refreshJob(db, job, year, keep);
  }
  while (!stopped() && (await refreshMarkedTalent(db, year)) > 0);
}

/** Asks the worker for a job's refresh (a read found its list missing, stale or shrunk). */
export async function askForRefresh(db: Db, projectId: number): Promise<void> {
  await db.execute(sql`with marked as (
      insert into match_dirty_jobs (project_id, wanted) values (${projectId}, true)
      on conflict (project_id) do update set wanted = true,
        seq = case when match_dirty_jobs.wanted then match_dirty_jobs.seq else nextval(pg_get_serial_sequence('match_dirty_jobs', 'seq')) end
      returning 1
    )
    select pg_notify(${MATCH_LIST_CHANNEL}, 'jobs') from marked`);
}
