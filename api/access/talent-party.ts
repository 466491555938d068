/**
 * Which jobs a talent (or an agency acting for its talent) may see and answer. The rule (decision record 140):
 * - SearchJobs: the job is open, or it is closed/completed and the caller's party has a proposal on it or saved it.
 *   Drafts are never visible.
 * - ProposalSubmission: the job is open (published and not closed, completed or a draft).
 * The party is the talent themself, or for an agency member every talent of the agency (user.agencyInstrId).
 * Anything else (no job, no access, a client or a visitor) is "Job Not Found" (404), so ids reveal nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Db } from '../db/client.ts';
import { instructors, projects, proposals, savedJobs } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';
import type { JobAccessScope } from '#domain/job-center.ts';

export type ProjectRow = typeof projects.$inferSelect;

export type { TalentParty } from './caller.ts';
import type { TalentParty } from './caller.ts';

/** The caller's party, or null for a user who is neither talent nor agency member. */
export async function talentPartyOf(db: Db, user: AccessClaims | null): Promise<TalentParty | null> {
  if (!user) return null;
  if (user.agencyInstrId !== null) {
    const rows = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.agencyId, user.agencyInstrId));
    return { agencyId: user.agencyInstrId, ownInstrId: user.instrId, instrIds: rows.map((r) => r.id) };
  }
  if (user.instrId !== null) return { agencyId: null, ownInstrId: user.instrId, instrIds: [user.instrId] };
  return null;
}

/** Whether the party may see (SearchJobs) or answer (ProposalSubmission) the job, without loading it twice. */
export function canAccess(project: ProjectRow, scope: JobAccessScope, involved: boolean): boolean {
  if (project.status === 'draft' || project.publishedAt === null) return false;
  if (project.status === 'open') return true;
  return scope === 'SearchJobs' && involved;
}

/** Whether the party has a proposal on the job or saved it. */
async function isInvolved(db: Db, party: TalentParty, projectId: number): Promise<boolean> {
  if (party.instrIds.length === 0) return false;
  const [proposal] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.projectId, projectId), inArray(proposals.instrId, party.instrIds)))
    .limit(1);
  if (proposal) return true;
  const [saved] = await db
    .select({ id: savedJobs.projectId })
    .from(savedJobs)
    .where(and(eq(savedJobs.projectId, projectId), inArray(savedJobs.instrId, party.instrIds)))
    .limit(1);
  return Boolean(saved);
}

/** The job row when the caller may access it in the scope; otherwise notFound('Job Not Found'). */
export async function talentJobAccess(db: Db, party: TalentParty, projectId: number, scope: JobAccessScope): Promise<ProjectRow> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(messages.job.notFound);
  const involved = project.status === 'open' ? true : await isInvolved(db, party, projectId);
  if (!canAccess(project, scope, involved)) throw notFound(messages.job.notFound);
  return project;
}
