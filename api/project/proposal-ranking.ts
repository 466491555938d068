/**
 * The match score of each proposal in one tab of a job, ranked in the database: highest score first, the same
 * score in the order the proposals were sent.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { scorePairs } from '../match/score-sql.ts';
import { describeScore, type MatchScore } from '#domain/match-score-texts.ts';
import type { ProposalStatus } from '#domain/client-proposal.ts';

export interface RankedProposal {
  /** 0 for the best match. */
  rank: number;
  match: MatchScore;
}

export async function rankProposals(db: Db, projectId: number, status: ProposalStatus, today: Date): Promise<Map<number, RankedProposal>> {
  const pairs = sql`select project_id, instr_id, rate, submitted_at as tie_at, id as proposal_id from proposals where project_id = ${projectId} and status = ${status}`;
  const rows = await scorePairs(db, pairs, today);
  return new Map(rows.map((r, rank) => [r.proposalId ?? 0, { rank, match: describeScore(r.input, r.roleName) }]));
}
