/**
 * The talent's match score on each job of a job center list, for the "Strong match" mark: computed in the database
 * for the talent themself (an agency member's lists are for several talent, so they carry no score).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { TalentParty } from '../access/talent-party.ts';
import { scorePairs } from '../match/score-sql.ts';
import type { JobCenterItem } from '#domain/job-center.ts';

export async function withMatchScores(db: Db, party: TalentParty, items: JobCenterItem[], today: Date): Promise<JobCenterItem[]> {
  const instrId = party.agencyId === null ? party.ownInstrId : null;
  if (instrId === null || !items.length) return items;
  const ids = items.map((i) => i.projectId);
  const pairs = sql`select p.id as project_id, ${instrId}::int as instr_id,
      (select pp.rate from proposals pp where pp.project_id = p.id and pp.instr_id = ${instrId}) as rate,
      null::timestamptz as tie_at, null::int as proposal_id
    from projects p where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  const scores = new Map((await scorePairs(db, pairs, today)).map((r) => [r.projectId, r.score]));
  return items.map((i) => ({ ...i, matchScore: scores.get(i.projectId) ?? null }));
}
