/** The talent proposal view for clients: details, resume download, "Jobs of {talent}". */
import { route } from '../contract/route.ts';
import { clientContact } from '../access/people.ts';
import { proposalClient } from '../access/records.ts';
import { clientProposalViewSchema, proposalIdQuery, talentJobsQuery, talentJobsViewSchema } from '#domain/client-proposal.ts';
import { loadClientProposalView } from './proposal-details.ts';
import { resumeDownload } from './resume.ts';
import { loadTalentJobs } from './talent-jobs.ts';

export const proposalViewRoutes = [
  route({
    method: 'get',
    path: '/api/Project/GetProposalDetails',
    summary:
      'A proposal as the client sees it (talentName, proposalDescription as sanitized HTML, rateType, ratePrice, portfolio picks, ' +
      'supportingDocuments, projectExamples, isFavorite, status, hideOptions …); 404 "Job Not Found" without access to the job',
    access: proposalClient,
    query: proposalIdQuery,
    response: clientProposalViewSchema,
    handler: async ({ deps, actor }) => loadClientProposalView(deps.db, actor, { companyId: actor.contact.companyId, readOnly: false }),
  }),
  route({
    method: 'get',
    path: '/api/Project/DownloadResume',
    summary: 'The resume of a proposal’s talent as "First Last.pdf" (the uploaded PDF, or one written from the profile); attachment, nosniff',
    access: proposalClient,
    query: proposalIdQuery,
    response: 'file',
    handler: async ({ deps, actor }) => resumeDownload(deps, actor.proposal.instrId),
  }),
  route({
    method: 'get',
    path: '/api/Project/GetTalentJobs',
    summary:
      '"Jobs of {talent}": { talentName, noOfJobs, companyName, lastHiredDate, talentProjects[{ projectID, title, projectStartDate, roles }] } ' +
      'among the jobs the caller may see; 404 unless the profile is public or the talent proposed to, was hired by or is a favorite of the company',
    access: clientContact,
    query: talentJobsQuery,
    response: talentJobsViewSchema,
    handler: async ({ deps, actor, query }) => loadTalentJobs(deps.db, actor.contact, query.instrId),
  }),
];
