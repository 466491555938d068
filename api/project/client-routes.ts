/** The client's job calls: lists, proposals waiting for an answer, proposals per tab, the job with its contacts, pipeline moves and project contacts. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { clientContact } from '../access/people.ts';
import { jobMember, jobReader, proposalClient } from '../access/records.ts';
import {
  addProjectContactSchema,
  clientJobDetailsSchema,
  clientJobsPageSchema,
  clientJobsQuery,
  completeJobSchema,
  deleteProjectContactQuery,
  projectIdQuery,
  projectTalentsQuery,
  projectTalentsSchema,
  submissionsPageSchema,
  submissionsQuery,
} from '#domain/client-jobs.ts';
import { updateProposalStatusSchema } from '#domain/pipeline.ts';
import { clientJobDetails, listClientJobs, listProjectTalents } from './client-jobs.ts';
import { listSubmissions } from './client-submissions.ts';
import { completeJob } from './complete-job.ts';
import { updateProposalStatus } from './pipeline.ts';
import { addableContacts, addProjectContact, deleteProjectContact, projectContactsFor } from './project-contacts.ts';
import { addableContactsAnswer, changedContactsAnswer, movedProposalAnswer, projectContactsAnswer } from './answers.ts';

export const clientProjectRoutes = [
  route({
    method: 'get',
    path: '/api/Project/Get',
    summary:
      'The caller’s jobs in a list tab (status 1 Open, 2 Drafts, 3 Closed, 4 Completed; page, pageSize): { items, total, page, pageSize, tabCounts }. ' +
      'A Standard User sees only the jobs they are a contact on.',
    access: clientContact,
    query: clientJobsQuery,
    response: clientJobsPageSchema,
    handler: ({ deps, actor, query }) => listClientJobs(deps.db, actor.contact, query, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetSubmissions',
    summary:
      'The proposals waiting in the Submission tab of the caller’s jobs (not completed ones), newest first (page, pageSize up to 50): ' +
      '{ items: [{ proposalId, instrId, projectId, projectTitle, talentName, photoBlobId, rateText, submittalDate, href }], page, pageSize, total }',
    access: clientContact,
    query: submissionsQuery,
    response: submissionsPageSchema,
    handler: ({ deps, actor, query }) => listSubmissions(deps.db, actor.contact, query),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectTalents',
    summary:
      'The proposals of a job in one tab (status: Submission, Interview, Rejected, Hired, Client or 1–5), sorted by best match (default; ' +
      'ties in the order sent) or newest (sort=newest), each with its match score and every factor’s points: { projectId, status, sort, counts, proposals[{ …, match }] }',
    access: jobMember,
    query: projectTalentsQuery,
    response: projectTalentsSchema,
    handler: ({ deps, actor, query }) => listProjectTalents(deps.db, actor, query, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/Project/ViewJobDetailsForClient',
    summary: 'A job for its client: { job (JobView), statusLabel, proposalCounts, contacts, publicPath, permissions }',
    access: jobMember,
    query: projectIdQuery,
    response: clientJobDetailsSchema,
    handler: ({ deps, actor }) => clientJobDetails(deps, actor),
  }),
  route({
    method: 'put',
    path: '/api/Project/CompleteJob',
    summary: 'Marks an open or closed job completed (409 for a draft or a completed job): it leaves the open lists and its hired talent can be reviewed. Answers { message }',
    access: jobMember,
    body: completeJobSchema,
    response: z.object({ message: z.string() }),
    handler: ({ deps, actor }) => completeJob(deps, actor),
  }),
  route({
    method: 'put',
    path: '/api/Project/UpdateProposalStatus',
    summary:
      'Move a proposal: action interview, accept, reject, removeFromNotSelected or cancelInterview. 409 when the move is not allowed. Answers { message, proposalId, status }',
    access: proposalClient,
    body: updateProposalStatusSchema,
    response: movedProposalAnswer,
    handler: ({ deps, actor, body }) => updateProposalStatus(deps, actor, body),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetProjectContacts',
    summary: 'The contacts of a job: all (A and P) with isDeleteAbleContact for its clients; only active ones for talent who may see the job',
    access: jobReader,
    query: projectIdQuery,
    response: projectContactsAnswer,
    handler: ({ deps, actor }) => projectContactsFor(deps.db, actor),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetAddableProjectContacts',
    summary: 'The company’s active and invited contacts not yet on the job: [{ contactID, firstName, lastName, email, contactStatus }]',
    access: jobMember,
    query: projectIdQuery,
    response: addableContactsAnswer,
    handler: ({ deps, actor }) => addableContacts(deps.db, actor),
  }),
  route({
    method: 'post',
    path: '/api/Project/AddProjectContact',
    summary: 'Add a company contact to a job (the contact is notified). Answers { message, contacts }',
    access: jobMember,
    body: addProjectContactSchema,
    response: changedContactsAnswer,
    handler: ({ deps, actor, body }) => addProjectContact(deps, actor, body),
  }),
  route({
    method: 'delete',
    path: '/api/Project/DeleteProjectContact',
    summary: 'Remove a contact from a job (only where isDeleteAbleContact; never the last one). Answers { message, contacts }',
    access: jobMember,
    query: deleteProjectContactQuery,
    response: changedContactsAnswer,
    handler: ({ deps, actor, query }) => deleteProjectContact(deps, actor, query),
  }),
];
