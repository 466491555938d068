/** Why a pool talent is suggested for a job: the Match Logic facts of the talent and the job, told without a rate. */
import type { Db } from '../db/client.ts';
import type { ClientContact, ProjectRow } from '../access/client-job.ts';
import { notFound } from '../http/errors.ts';
import { loadMatchFacts, proposalRateOf } from '../match/match-data.ts';
import { suggestionReasons } from '../match/explainer.ts';
import { TALENT_NOT_FOUND } from '../proposal-view/talent-jobs.ts';
import { listTalentPool } from './pool.ts';

export async function suggestionReasonOf(db: Db, contact: ClientContact, project: ProjectRow, instrId: number, today: Date) {
  const pool = await listTalentPool(db, contact);
  if (!pool.some((p) => p.instrId === instrId)) throw notFound(TALENT_NOT_FOUND);
  const facts = await loadMatchFacts(db, project, instrId, (await proposalRateOf(db, project.id, instrId)) ?? 0, today);
  return { projectId: project.id, instrId, talentName: facts.talentName, reasons: suggestionReasons(facts) };
}
