/** Declarations of who the caller is to a record the request names: the record-level half of the access layer. */
import { callerOf, declareRecord, type SignedInActor } from './access.ts';
import { callerClientContact, callerParty } from './caller.ts';
import { jobOfContact, type ClientContact, type ProjectRow } from './client-job.ts';
import { clientProposalAccess, type ProposalRow } from './client-proposal.ts';
import { talentJobAccess, type TalentParty } from './talent-party.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';
import { jobCenterTexts, type JobAccessScope } from '#domain/job-center.ts';
import { reviewTexts } from '#domain/reviews.ts';

const recordId = (id: number | undefined): number => {
  if (id === undefined) throw notFound(messages.job.notFound);
  return id;
};

export interface JobMemberActor extends SignedInActor {
  contact: ClientContact;
  project: ProjectRow;
}

/** A client contact who may see the job: an administrator of its company, or a Standard User on the job. */
export const jobMember = declareRecord<JobMemberActor>({
  name: 'job-member',
  idField: 'projectId',
  description: 'A client contact of the job: an administrator of its company, or a Standard User who is a contact of the job.',
  resolve: async (input) => {
    const { deps, user, id } = input;
    if (!user) throw notFound(messages.job.notFound);
    return { user, ...(await jobOfContact(deps.db, callerClientContact(await callerOf(input)), recordId(id))) };
  },
});

/** A client contact of a completed job, who may review the talent hired on it (409 while the job is not completed). */
export const jobReviewer = declareRecord<JobMemberActor>({
  name: 'job-reviewer',
  idField: 'projectId',
  description:
    'A client contact of the job (an administrator of its company, or a Standard User who is a contact of the job); the job must be completed, else 409.',
  resolve: async (input) => {
    const actor = await jobMember.resolve(input);
    if (actor.project.status !== 'completed') throw conflict(reviewTexts.jobNotCompleted);
    return actor;
  },
});

export interface ProposalClientActor extends JobMemberActor {
  proposal: ProposalRow;
}

/** A client contact who may see the job a proposal answers. */
export const proposalClient = declareRecord<ProposalClientActor>({
  name: 'proposal-client',
  idField: 'proposalId',
  description: 'A client contact of the job the proposal answers.',
  resolve: async (input) => {
    const { deps, user, id } = input;
    if (!user) throw notFound(messages.job.notFound);
    const { proposal, project, contact } = await clientProposalAccess(deps.db, callerClientContact(await callerOf(input)), recordId(id));
    return { user, proposal, project, contact };
  },
});

export interface TalentJobActor extends SignedInActor {
  party: TalentParty;
  project: ProjectRow;
}

const talentJob = (scope: JobAccessScope, description: string) =>
  declareRecord<TalentJobActor>({
    name: 'talent-job',
    idField: 'projectId',
    description: `${description} Anyone else who is not talent is refused with 403.`,
    resolve: async (input) => {
      const { deps, user, id } = input;
      const party = user ? callerParty(await callerOf(input)) : null;
      if (!user || !party) throw forbidden(jobCenterTexts.notTalent);
      const project = await talentJobAccess(deps.db, party, recordId(id), scope);
      return { user, party, project };
    },
  });

/** Talent (or an agency member) who may see the job: open, or closed with the party's proposal or save on it. */
export const talentSeesJob = talentJob('SearchJobs', 'Talent or an agency member who may see the job: it is open, or their side proposed on or saved it.');
/** Talent (or an agency member) who may answer the job: it is open. */
export const talentAnswersJob = talentJob('ProposalSubmission', 'Talent or an agency member answering an open job.');

export interface JobReaderActor extends SignedInActor {
  project: ProjectRow;
  /** The caller's contact when they read the job as a client; null for talent. */
  contact: ClientContact | null;
}

/** A client contact of the job, or talent who may see it. */
export const jobReader = declareRecord<JobReaderActor>({
  name: 'job-reader',
  idField: 'projectId',
  description: 'A client contact of the job, or talent (or an agency member) who may see it.',
  resolve: async (input) => {
    const { deps, user, id } = input;
    if (!user) throw notFound(messages.job.notFound);
    const caller = await callerOf(input);
    const contact = callerClientContact(caller);
    if (contact) return { user, ...(await jobOfContact(deps.db, contact, recordId(id))) };
    const party = callerParty(caller);
    if (!party) throw notFound(messages.job.notFound);
    return { user, project: await talentJobAccess(deps.db, party, recordId(id), 'SearchJobs'), contact: null };
  },
});
