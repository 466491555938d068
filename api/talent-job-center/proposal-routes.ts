/** The TalentJobCenter proposal calls (edit, document removal and the portfolio list are ours, decision record 150). */
import { route } from '../contract/route.ts';
import { talent } from '../access/people.ts';
import { talentAnswersJob, talentSeesJob } from '../access/records.ts';
import { ownProposalSchema, portfolioItemsQuery, proposalDocumentQuery, proposalPayloadSchema, proposalQuery } from '#domain/proposal.ts';
import { messageAnswer, portfolioChoicesAnswer, sentProposalAnswer } from './answers.ts';
import { submitProposal } from './submit-proposal.ts';
import { editProposal } from './edit-proposal.ts';
import { getProposal } from './get-proposal.ts';
import { deleteProposalDocument } from './delete-proposal-document.ts';
import { portfolioItemsFor } from './proposal-portfolio.ts';

export const proposalRoutes = [
  route({
    method: 'post',
    path: '/api/TalentJobCenter/SubmitProposal',
    summary:
      'Submits a proposal (talent: signed ICA and profile Good or better; agency: signed Supplier Agreement and instrId of an agency talent) with portfolio picks and staged documents: { proposalId, projectId, instrId, status }',
    access: talentAnswersJob,
    body: proposalPayloadSchema,
    response: sentProposalAnswer,
    handler: ({ deps, actor, body }) => submitProposal(deps, actor, body),
  }),
  route({
    method: 'put',
    path: '/api/TalentJobCenter/EditProposal',
    summary: 'Edits the caller\'s proposal on the job (prevInstrId: the talent it was for, when an agency changes it) while it is in Submission',
    access: talentAnswersJob,
    body: proposalPayloadSchema,
    response: sentProposalAnswer,
    handler: ({ deps, actor, body }) => editProposal(deps, actor, body),
  }),
  route({
    method: 'get',
    path: '/api/TalentJobCenter/GetProposal',
    summary: 'The caller\'s proposal on the job (agency members: instrId of the talent), with its portfolio picks and supporting documents',
    access: talentSeesJob,
    query: proposalQuery,
    response: ownProposalSchema,
    handler: ({ deps, actor, query }) => getProposal(deps, actor, query.instrId),
  }),
  route({
    method: 'delete',
    path: '/api/TalentJobCenter/DeleteProposalDocument',
    summary: 'Removes a supporting document from the caller\'s proposal (while in Submission)',
    access: talent,
    query: proposalDocumentQuery,
    response: messageAnswer,
    handler: ({ deps, actor, query }) => deleteProposalDocument(deps, actor.party, query.documentId),
  }),
  route({
    method: 'get',
    path: '/api/TalentJobCenter/GetPortfolioItems',
    summary: 'The portfolio the proposal picker offers (links, courses, documents as rowID + tableName + title); agency members pass instrId',
    access: talent,
    query: portfolioItemsQuery,
    response: portfolioChoicesAnswer,
    handler: ({ deps, actor, query }) => portfolioItemsFor(deps, actor.party, query.instrId),
  }),
];
