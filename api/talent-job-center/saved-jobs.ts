/**
 * Saved jobs (bookmarks). A talent saves for themself; an agency member saves for one of the agency's talent
 * (their own agency profile unless instrId names another). Removing without instrId removes the party's bookmarks.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { savedJobs } from '../db/schema/index.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { jobCenterTexts } from '#domain/job-center.ts';
import { talentJobAccess, type TalentParty } from '../access/talent-party.ts';

function checkMember(party: TalentParty, instrId: number): void {
  if (!party.instrIds.includes(instrId)) throw forbidden(jobCenterTexts.notYourTalent);
}

export async function addSavedJob(db: Db, party: TalentParty, input: { projectId: number; instrId?: number | undefined }) {
  const instrId = input.instrId ?? party.ownInstrId;
  if (instrId === null) throw badRequest(jobCenterTexts.noInstrId, { instrId: [jobCenterTexts.noInstrId] });
  checkMember(party, instrId);
  await talentJobAccess(db, party, input.projectId, 'SearchJobs');
  await db.insert(savedJobs).values({ instrId, projectId: input.projectId }).onConflictDoNothing();
  return { message: jobCenterTexts.saved, projectId: input.projectId, instrId, isSaved: true };
}

export async function deleteSavedJob(db: Db, party: TalentParty, input: { projectId: number; instrId?: number | undefined }) {
  if (input.instrId !== undefined) checkMember(party, input.instrId);
  const instrIds = input.instrId !== undefined ? [input.instrId] : party.instrIds;
  if (instrIds.length) {
    await db.delete(savedJobs).where(and(eq(savedJobs.projectId, input.projectId), inArray(savedJobs.instrId, instrIds)));
  }
  return { message: jobCenterTexts.removed, projectId: input.projectId, isSaved: false };
}
