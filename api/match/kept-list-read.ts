/**
 * A job's suggestions from its kept list (docs/decisions/361-kept-suggestion-lists.md): the best stored rows still
 * suggestible now, with the talent a write marked since the last talent refresh scored afresh in the same statement,
 * so the answer is the one scoring everyone would give, right after any write. Without a usable list (none yet, of
 * another year, the job changed since, or too few rows left) the live statement scores every candidate, and the
 * worker is asked for a refresh.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { scorePairs, scoredPairs, type ScoredRow } from './score-sql.ts';
import { candidatePairsAmong, suggestiblePairs } from './suggestible-pairs.ts';
import { askForRefresh } from './kept-list-refresh.ts';

interface KeptRow extends Record<string, unknown> {
  instr_id: number | null;
  threshold: number;
  stored: number;
  kept: number;
}

/** The best `limit` of the list, or no row when the job has no usable list (one row with a null id: a list, empty). */
function fromList(projectId: number, year: number, limit: number) {
  const marked = candidatePairsAmong(sql`select ${projectId}::int as project_id`, sql`select instr_id from match_dirty_talent`);
  return sql`
    with l as (
      select threshold, kept, (select count(*)::int from job_match_scores s where s.project_id = ${projectId}) as stored
      from job_match_lists where project_id = ${projectId} and year = ${year}
        and not exists (select 1 from match_dirty_jobs d where d.project_id = ${projectId})
    ),
    kept as (
      select s.instr_id, s.score from job_match_scores s
      where s.project_id = ${projectId} and s.instr_id not in (select instr_id from match_dirty_talent)
      union all
      select f.instr_id, f.score from (${scoredPairs(marked, year)}) f
    ),
    best as (
      select k.instr_id, k.score from kept k, l
      where k.score >= l.threshold and not exists (select 1 from proposals p where p.project_id = ${projectId} and p.instr_id = k.instr_id)
      order by k.score desc, k.instr_id limit ${limit}
    )
    select best.instr_id, l.threshold, l.stored, l.kept from l left join best on true order by best.score desc, best.instr_id`;
}

/** The pairs of the talent read from the list, for their full factor lines. */
const listedPairs = (projectId: number, ids: number[]) => sql`
  select ${projectId}::int as project_id, t.id as instr_id, null::numeric as rate, null::timestamptz as tie_at, null::int as proposal_id
  from unnest(${`{${ids.join(',')}}`}::int[]) as t(id)`;

/** The job's best `limit` suggestions with their facts, highest score first, then talent id. */
export async function rankSuggestions(db: Db, projectId: number, today: Date, limit: number): Promise<ScoredRow[]> {
  const rows = await rawRows<KeptRow>(db, fromList(projectId, today.getUTCFullYear(), limit));
  const ids = rows.flatMap((r) => (r.instr_id === null ? [] : [Number(r.instr_id)]));
  const list = rows[0];
  if (list && (ids.length >= limit || Number(list.threshold) === 0)) {
    return ids.length ? scorePairs(db, listedPairs(projectId, ids), today) : [];
  }
  if (!list || Number(list.stored) < Number(list.kept)) await askForRefresh(db, projectId);
  return scorePairs(db, suggestiblePairs(projectId), today, limit);
}
