/** The TalentJobCenter proposal calls (spec 2 §7; edit, document removal and the portfolio list are ours, decision record 150). */
import { route } from '../http/route.ts';
import { portfolioItemsQuery, proposalDocumentQuery, proposalPayloadSchema, proposalQuery } from '../../src/domain/proposal.ts';
import { deleteProposalDocument, editProposal, getProposal, portfolioItemsFor, submitProposal } from './proposals.ts';

export const proposalRoutes = [
  route({
    method: 'post',
    path: '/api/TalentJobCenter/SubmitProposal',
    summary:
      'Submits a proposal (talent: signed ICA and profile Good or better; agency: signed Supplier Agreement and instrId of an agency talent) with portfolio picks and staged documents: { proposalId, projectId, instrId, status }',
    access: 'user',
    body: proposalPayloadSchema,
    handler: ({ deps, user, body }) => submitProposal(deps, user, body),
  }),
  route({
    method: 'put',
    path: '/api/TalentJobCenter/EditProposal',
    summary: 'Edits the caller\'s proposal on the job (prevInstrId: the talent it was for, when an agency changes it) while it is in Submission',
    access: 'user',
    body: proposalPayloadSchema,
    handler: ({ deps, user, body }) => editProposal(deps, user, body),
  }),
  route({
    method: 'get',
    path: '/api/TalentJobCenter/GetProposal',
    summary: 'The caller\'s proposal on the job (agency members: instrId of the talent), with its portfolio picks and supporting documents',
    access: 'user',
    query: proposalQuery,
    handler: ({ deps, user, query }) => getProposal(deps, user, query.projectId, query.instrId),
  }),
  route({
    method: 'delete',
    path: '/api/TalentJobCenter/DeleteProposalDocument',
    summary: 'Removes a supporting document from the caller\'s proposal (while in Submission)',
    access: 'user',
    query: proposalDocumentQuery,
    handler: ({ deps, user, query }) => deleteProposalDocument(deps, user, query.documentId),
  }),
  route({
    method: 'get',
    path: '/api/TalentJobCenter/GetPortfolioItems',
    summary: 'The portfolio the proposal picker offers (links, courses, documents as rowID + tableName + title); agency members pass instrId',
    access: 'user',
    query: portfolioItemsQuery,
    handler: ({ deps, user, query }) => portfolioItemsFor(deps, user, query.instrId),
  }),
];
