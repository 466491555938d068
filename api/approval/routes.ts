/**
 * The Approval controller: what the support team reads and decides through the signed link of its e-mail (a skill a
 * talent added, the evidence of a trust badge). The token is the authority, so anyone holding the link may call.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { visitor } from '../access/people.ts';
import { blobs } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { approvalDecisionBody, approvalRequestAnswer, approvalTexts, approvalTokenQuery } from '#domain/approvals.ts';
import { attachment } from '../blob/document-download.ts';
import { decideApproval, readApproval, requestOf } from './decide-approval.ts';

export const approvalRoutes = [
  route({
    method: 'get',
    path: '/api/Approval/Get',
    summary: 'The request a review link names (token): { kind (skill, CT, CID), status, talentName, facts, documentName }; 404 for a link that is not valid or has expired',
    access: visitor,
    query: approvalTokenQuery,
    response: approvalRequestAnswer,
    handler: ({ deps, query }) => readApproval(deps, query.token),
  }),
  route({
    method: 'post',
    path: '/api/Approval/Decide',
    summary:
      'Approve or reject the request of a review link ({ token, decision }): an approved skill joins the catalogue, a badge decision ' +
      'recomputes the badge, the talent is told. A link decides once (409 afterwards). Answers { message }',
    access: visitor,
    body: approvalDecisionBody,
    response: z.object({ message: z.string() }),
    handler: ({ deps, body }) => decideApproval(deps, body.token, body.decision),
  }),
  route({
    method: 'get',
    path: '/api/Approval/Evidence',
    summary: 'The certification document sent with a badge request, for whoever holds its review link (token): an attachment, nosniff',
    access: visitor,
    query: approvalTokenQuery,
    response: 'file',
    handler: async ({ deps, query }) => {
      const request = await requestOf(deps, deps.db, query.token, false);
      const [blob] = request.evidenceBlobId ? await deps.db.select().from(blobs).where(eq(blobs.id, request.evidenceBlobId)) : [];
      if (!blob) throw notFound(approvalTexts.noDocument);
      return attachment(deps, blob);
    },
  }),
];
