/**
 * The client's talent pool (GetHiredProjectTalent, GetTalentPool, GetTalentSuggestionReason;
 * payload shapes not shown, so these are ours): the talent a company already knows (its favorites and everyone who
 * proposed on or was hired for a job the caller may see), and for one job the marketplace's public talent of Good
 * or better status who have not proposed yet, ranked by the match score, each with the reason they are suggested;
 * an invitation to propose mails the talent a link to the job.
 */
import { z } from 'zod';
import { proposalStatuses } from './constants.ts';
import { matchScoreSchema } from './match-score-schema.ts';
import { requiredId } from './required-id.ts';

const id = z.number().int();

/** Without a job: the pool. With one: also the suggestions for that job. */
export const talentPoolBody = z.object({ projectId: requiredId('projectId').optional() });

export const inviteToProposeBody = z.object({ projectId: requiredId('projectId'), instrId: requiredId('instrId') });
export const inviteToProposeAnswer = z.object({ message: z.string() });

export const suggestionReasonBody = z.object({ projectId: requiredId('projectId'), instrId: requiredId('instrId') });

/** A talent as the client's lists show them: the pool, the suggestions, the favorites and the hired talent. */
export const poolPerson = z.object({
  instrId: id,
  firstName: z.string(),
  lastName: z.string(),
  thumbnailBlobId: z.string().nullable(),
  roles: z.array(z.string()),
});

export const talentPoolEntry = poolPerson.extend({
  isFavorite: z.boolean(),
  isHired: z.boolean(),
  /** The caller's jobs the talent proposed on (any tab), newest activity first. */
  jobs: z.array(z.object({ projectID: id, title: z.string(), status: z.enum(proposalStatuses) })),
});
export type TalentPoolEntry = z.infer<typeof talentPoolEntry>;

export const talentSuggestion = poolPerson.extend({
  /** The job's skills the talent holds, and whether the talent works in one of the job's roles (1 or 0). */
  sharedSkills: id,
  matchedRoles: id,
  /** The talent's match score for the job, every factor with its points. */
  match: matchScoreSchema,
  /** Why the talent suits the job, as GetTalentSuggestionReason tells it. */
  reasons: z.array(z.string()),
});
export type TalentSuggestion = z.infer<typeof talentSuggestion>;
/** A suggestion before its reasons are written. */
export type RankedSuggestion = Omit<TalentSuggestion, 'reasons'>;

export const talentPoolAnswer = z.object({
  talents: z.array(talentPoolEntry),
  /** Empty unless a job was named. */
  suggestions: z.array(talentSuggestion),
});

export const suggestionReasonAnswer = z.object({
  projectId: id,
  instrId: id,
  talentName: z.string(),
  /** Sentences written from the Match Logic facts (skills, role, languages, location, certifications, experience, reviews). */
  reasons: z.array(z.string()),
});

/** How many suggestions a job shows. */
export const SUGGESTIONS_MAX = 5;

export { talentPoolTexts } from './talent-pool-texts.ts';
