/**
 * Preview submissions: the client's list of submissions to preview, one
 * submission read-only, and its files. A visitor may read one submission with its signed link (decision 170).
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import { projects } from '../db/schema/index.ts';
import { notFound, unauthorized, wrongToken } from '../http/errors.ts';
import { route } from '../contract/route.ts';
import { clientContact, visitor } from '../access/people.ts';
import { proposalClient } from '../access/records.ts';
import { clientContactOf } from '../access/client-job.ts';
import { messages } from '#domain/messages.ts';
import {
  clientProposalViewSchema,
  previewDetailsQuery,
  previewEntityQuery,
  proposalIdQuery,
} from '#domain/client-proposal.ts';
import { clientProposalAccess, loadProposalWithJob } from '../access/client-proposal.ts';
import { loadClientProposalView } from '../proposal-view/proposal-details.ts';
import { submissionRows } from '../project/client-submissions.ts';
import { previewLinkWorks } from '../access/preview-link.ts';
import { revokePreviewLinks, sharePreviewLink } from './share-links.ts';
import { previewEntityDownload } from './preview-entity.ts';
import { previewLinkAnswer, previewSubmissionsAnswer, revokedAnswer } from './answers.ts';

/** The proposal by its signed link, or for a signed-in client who may see the job. */
async function previewAccess(deps: Deps, user: AccessClaims | null, proposalId: number, hash: string | undefined) {
  if (hash !== undefined) {
    const found = await loadProposalWithJob(deps.db, proposalId);
    if (!found || !previewLinkWorks(deps, found, hash, deps.now())) throw wrongToken(notFound(messages.job.notFound));
    return found;
  }
  if (!user) throw unauthorized();
  return clientProposalAccess(deps.db, await clientContactOf(deps.db, user), proposalId);
}

export const previewRoutes = [
  route({
    method: 'get',
    path: '/api/PreviewSubmissions/GetPreviewSubmissions',
    summary: 'Submissions ready to preview: proposals in Submission on the open jobs the caller may see, newest first',
    access: clientContact,
    response: previewSubmissionsAnswer,
    handler: async ({ deps, actor }) => {
      const rows = await submissionRows(deps.db, actor.contact, eq(projects.status, 'open'));
      return rows.map((r) => ({
        proposalId: r.proposalId,
        projectId: r.projectId,
        projectTitle: r.projectTitle,
        talentName: `${r.firstName} ${r.lastName}`,
        submittalDate: r.submittedAt.toISOString(),
      }));
    },
  }),
  route({
    method: 'get',
    path: '/api/PreviewSubmissions/GetPreviewSubmissionDetails',
    summary: 'One submission (the proposal view): for a client who may see the job, or read-only (hideOptions true) for anyone with the signed hash',
    access: visitor,
    capability: ({ query }) => query.hash !== undefined,
    query: previewDetailsQuery,
    response: clientProposalViewSchema,
    handler: async ({ deps, user, query }) => {
      const found = await previewAccess(deps, user, query.proposalId, query.hash);
      return loadClientProposalView(deps.db, found, { companyId: found.project.companyId, readOnly: query.hash !== undefined });
    },
  }),
  route({
    method: 'get',
    path: '/api/PreviewSubmissions/GetByEntity',
    summary:
      'A file of a previewed submission as an attachment: entity=document|portfolio|course with itemId, or entity=resume; id is the proposal; ' +
      'for a client who may see the job, or with the signed hash',
    access: visitor,
    capability: ({ query }) => query.hash !== undefined,
    query: previewEntityQuery,
    response: 'file',
    handler: async ({ deps, user, query }) => {
      const { proposal } = await previewAccess(deps, user, query.id, query.hash);
      return previewEntityDownload(deps, proposal, query.entity, query.itemId);
    },
  }),
  route({
    method: 'get',
    path: '/api/PreviewSubmissions/GetPreviewLink',
    summary:
      'The signed read-only preview link of a submission, to share with a recruiter: { path }. It works for PREVIEW_LINK_DAYS (30) days, ' +
      'until revoked, while the submission is not rejected and the job is open; 409 otherwise',
    access: proposalClient,
    query: proposalIdQuery,
    response: previewLinkAnswer,
    handler: ({ deps, actor }) => sharePreviewLink(deps, actor),
  }),
  route({
    method: 'post',
    path: '/api/PreviewSubmissions/RevokePreviewLinks',
    summary: 'Every preview link shared so far for the submission stops working (a new one may be shared afterwards): { message }',
    access: proposalClient,
    body: proposalIdQuery,
    response: revokedAnswer,
    handler: ({ deps, actor }) => revokePreviewLinks(deps, actor),
  }),
];
