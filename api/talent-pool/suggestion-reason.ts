/** Why a talent of the pool or the suggestions is suggested for a job: the Match Logic facts of the talent and the job, told without a rate. */
import type { Db } from '../db/client.ts';
import type { ClientContact, ProjectRow } from '../access/client-job.ts';
import { notFound } from '../http/errors.ts';
import { loadMatchFacts } from '../match/match-data.ts';
import type { RankedSuggestion, TalentSuggestion } from '#domain/talent-pool.ts';
import { suggestionReasons } from '../match/explainer.ts';
import { TALENT_NOT_FOUND } from '../proposal-view/talent-jobs.ts';
import { isSuggestible, listTalentPool } from './pool.ts';

export async function suggestionReasonOf(db: Db, contact: ClientContact, project: ProjectRow, instrId: number, today: Date) {
  const pool = await listTalentPool(db, contact);
  const known = pool.some((p) => p.instrId === instrId) || (await isSuggestible(db, project.id, instrId));
  const match = known ? (await loadMatchFacts(db, project, [instrId], today)).get(instrId) : undefined;
  if (!match) throw notFound(TALENT_NOT_FOUND);
  return { projectId: project.id, instrId, talentName: match.facts.talentName, reasons: suggestionReasons(match.facts) };
}

/** The reasons of each suggestion, read together. */
export async function withReasons(db: Db, project: ProjectRow, suggestions: RankedSuggestion[], today: Date): Promise<TalentSuggestion[]> {
  const matches = await loadMatchFacts(db, project, suggestions.map((s) => s.instrId), today);
  return suggestions.map((s) => {
    const match = matches.get(s.instrId);
    return { ...s, reasons: match ? suggestionReasons(match.facts) : [] };
  });
}
