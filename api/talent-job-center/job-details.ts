/** The job details for talent: the job view, the saved flag, the party's proposals, the active project contacts and the talent's match. */
import { reportsTime } from '../work-reports/queries.ts';
import { workReportPagePath } from '#domain/work-reports.ts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, instructors, projectContacts, proposals, savedJobs } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { loadJobView } from '../project/job-view.ts';
import { messages } from '#domain/messages.ts';
import type { ProposalSummary, TalentJobDetails, TalentProjectContact } from '#domain/job-center.ts';
import type { TalentJobActor } from '../access/records.ts';
import { loadMatchFacts } from '../match/match-data.ts';
import { myMatchOf } from '#domain/match-advice.ts';

async function activeContacts(db: Db, projectId: number): Promise<TalentProjectContact[]> {
  return db
    .select({
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      phoneNumber: contacts.phone,
      jobTitle: contacts.jobTitle,
      isOwner: projectContacts.isOwner,
      imageBlobGuid: contacts.imageBlobId,
    })
    .from(projectContacts)
    .innerJoin(contacts, eq(contacts.id, projectContacts.contactId))
    .where(and(eq(projectContacts.projectId, projectId), eq(projectContacts.status, 'A'), eq(contacts.status, 'A')))
    .orderBy(desc(projectContacts.isOwner), contacts.lastName, contacts.firstName);
}

/** The talent's own match for the job (not an agency member's: they act for several talent). */
async function myMatch(db: Db, { party, project }: TalentJobActor, today: Date) {
  const instrId = party.agencyId === null ? party.ownInstrId : null;
  if (instrId === null) return null;
  const match = (await loadMatchFacts(db, project, [instrId], today)).get(instrId);
  return match ? myMatchOf(match.facts) : null;
}

export async function talentJobDetails(db: Db, actor: TalentJobActor, today: Date): Promise<TalentJobDetails> {
  const { party, project } = actor;
  const projectId = project.id;
  const job = await loadJobView(db, projectId);
  if (!job) throw notFound(messages.job.notFound);
  const instrIds = party.instrIds.length ? party.instrIds : [0];
  const proposalRows = await db
    .select({
      proposalId: proposals.id,
      instrId: proposals.instrId,
      reportsTime,
      firstName: instructors.firstName,
      lastName: instructors.lastName,
      status: proposals.status,
      submittedAt: proposals.submittedAt,
    })
    .from(proposals)
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .where(and(eq(proposals.projectId, projectId), inArray(proposals.instrId, instrIds)))
    .orderBy(desc(proposals.submittedAt));
  const [saved] = await db
    .select({ instrId: savedJobs.instrId })
    .from(savedJobs)
    .where(and(eq(savedJobs.projectId, projectId), inArray(savedJobs.instrId, instrIds)))
    .limit(1);
  const isOpen = project.status === 'open';
  const summaries: ProposalSummary[] = proposalRows.map((p) => ({
    instrId: p.instrId,
    talentName: `${p.firstName} ${p.lastName}`,
    status: p.status,
    submittedAt: p.submittedAt.toISOString(),
    canEdit: isOpen && p.status === 'Submission',
    timeDeliveredHref: p.status === 'Hired' && p.reportsTime ? workReportPagePath(p.proposalId) : null,
  }));
  return {
    job,
    isSaved: Boolean(saved),
    proposals: summaries,
    canSubmit: isOpen && (party.agencyId !== null || summaries.length === 0),
    contacts: await activeContacts(db, projectId),
    myMatch: await myMatch(db, actor, today),
  };
}
