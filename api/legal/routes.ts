/** The LegalDocuments controller: standard agreements of talent, agencies and companies, and work documents. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { proposalClient } from '../access/records.ts';
import {
  docTypeQuery,
  legalDocumentEntry,
  legalDocumentTextAnswer,
  legalTexts,
  signatureSchema,
  signDocTypeQuery,
  signedLegalDocument,
  signedWorkDocument,
  workDocumentDetailAnswer,
  workDocumentEntry,
  workDocumentQuery,
} from '#domain/legal.ts';
import { clientSigner, signatory, signingFor, talentSigner } from '../access/signing.ts';
import { pdfResponse } from './pdf-response.ts';
import { requireSigningRight } from './signature.ts';
import { legalDocumentText, listLegalDocuments, signedLegalDocumentPdf, signLegalDocument } from './standard-documents.ts';
import { listWorkDocuments, signWorkDocument, workDocumentDetail, workDocumentPdf } from './work-documents.ts';
import { confirmOrder, workOrderView } from './work-order.ts';
import { confirmedOrder, confirmOrderSchema, workOrderQuery, workOrderViewAnswer } from '#domain/work-order.ts';

const entryShape = '{ docType, title, isSigned, signedDate (ISO or null), canSign }';
const workShape = '{ id, docType, title, projectId, projectTitle, talentName, amount, issuedAt, isSigned, signedDate, signedBy, canSign }';

export const legalRoutes = [
  route({
    method: 'get',
    path: '/api/LegalDocuments/GetTalentLegalDocuments',
    summary: `The caller’s agreements: the ICA for talent, the Supplier Agreement for agency owners and members. [${entryShape}]`,
    access: talentSigner,
    response: z.array(legalDocumentEntry),
    handler: ({ deps, actor }) => listLegalDocuments(deps.db, actor.signing, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/LegalDocuments/GetClientLegalDocuments',
    summary: `The company’s agreements (SOW, NDA, MSA, COC) for any active contact of the company. [${entryShape}]`,
    access: clientSigner,
    response: z.array(legalDocumentEntry),
    handler: ({ deps, actor }) => listLegalDocuments(deps.db, actor.signing, deps.now()),
  }),
  route({
    method: 'get',
    path: '/api/LegalDocuments/GetLegalDocument',
    summary: `The current text of an agreement of the caller’s side, to read before signing: ${entryShape.slice(0, -2)}, version, paragraphs, signerName }`,
    access: signatory,
    query: docTypeQuery.pick({ docType: true }),
    response: legalDocumentTextAnswer,
    handler: ({ deps, actor, query }) => legalDocumentText(deps.db, signingFor(actor, query.docType), query.docType, deps.now()),
  }),
  route({
    method: 'post',
    path: '/api/LegalDocuments/SignLegalDocuments',
    summary:
      'Sign an agreement: body { fullName, consent: true }; the name must be the account holder’s. Talent sign the ICA, agency owners ' +
      'the Supplier Agreement, company administrators SOW/NDA/MSA/COC. 409 when already signed. Answers { message, docType, signedDate }',
    access: signatory,
    query: signDocTypeQuery,
    body: signatureSchema,
    response: signedLegalDocument,
    handler: async ({ c, deps, actor, query, body, ip }) => {
      const party = signingFor(actor, query.doctype);
      requireSigningRight(party.canSign, party.kind === 'client' ? legalTexts.administratorSigns : legalTexts.agencyOwnerSigns);
      return signLegalDocument(deps.db, party, query.doctype, body, { ip, userAgent: c.req.header('user-agent'), now: deps.now() });
    },
  }),
  route({
    method: 'get',
    path: '/api/LegalDocuments/ViewLegalDocument',
    summary: 'The signed agreement as a PDF (title, text, signature block); signedDate picks a signature by day or ISO time. 404 when not signed',
    access: signatory,
    query: docTypeQuery,
    response: 'file',
    handler: async ({ deps, actor, query }) => {
      const { bytes, fileName } = await signedLegalDocumentPdf(deps.db, signingFor(actor, query.docType), query.docType, query.signedDate);
      return pdfResponse(bytes, fileName);
    },
  }),
  route({
    method: 'get',
    path: '/api/LegalDocuments/GetWorkDocuments',
    summary: `Work orders and travel fees issued to the caller (talent) or to the agency’s talent, newest first. [${workShape}]`,
    access: talentSigner,
    response: z.array(workDocumentEntry),
    handler: ({ deps, actor }) => listWorkDocuments(deps.db, actor.signing),
  }),
  route({
    method: 'get',
    path: '/api/LegalDocuments/GetWorkDocument',
    summary: `One work document of the caller’s: ${workShape.slice(0, -2)}, paragraphs, signerName }; 404 for anyone else’s`,
    access: talentSigner,
    query: workDocumentQuery,
    response: workDocumentDetailAnswer,
    handler: ({ deps, actor, query }) => workDocumentDetail(deps.db, actor.signing, query.id),
  }),
  route({
    method: 'post',
    path: '/api/LegalDocuments/SignWorkDocument',
    summary: 'Sign or accept a work document: body { fullName, consent: true }. 409 when already signed. Answers { message, id, signedDate }',
    access: talentSigner,
    query: workDocumentQuery,
    body: signatureSchema,
    response: signedWorkDocument,
    handler: ({ c, deps, actor, query, body, ip }) =>
      signWorkDocument(deps, actor.signing, query.id, body, { ip, userAgent: c.req.header('user-agent'), now: deps.now() }),
  }),
  route({
    method: 'get',
    path: '/api/LegalDocuments/ViewWorkDocument',
    summary: 'A work document as a PDF, with its signature block once signed',
    access: talentSigner,
    query: workDocumentQuery,
    response: 'file',
    handler: async ({ deps, actor, query }) => {
      const { bytes, fileName } = await workDocumentPdf(deps.db, actor.signing, query.id);
      return pdfResponse(bytes, fileName);
    },
  }),
  route({
    method: 'get',
    path: '/api/LegalDocuments/GetWorkOrder',
    summary:
      'For a client contact who may see the job: the hire a work order is for and the order once issued. ' +
      '{ proposalId, projectId, projectTitle, talentName, rateText, rate, startDate, endDate, proposalStatus, canIssue, issued: { id, amount, issuedAt, isSigned, signedDate } | null }; 404 Job Not Found for anyone else',
    access: proposalClient,
    query: workOrderQuery,
    response: workOrderViewAnswer,
    handler: ({ deps, actor }) => workOrderView(deps.db, actor),
  }),
  route({
    method: 'post',
    path: '/api/LegalDocuments/ConfirmOrder',
    summary:
      'Confirm the order for a hired talent: body { proposalId, amount, note? } issues the work order the talent signs at /sign-work and tells them. ' +
      '409 when the talent is not hired, the job is completed or the order is already confirmed. Answers { message, workDocumentId, proposalId }',
    access: proposalClient,
    body: confirmOrderSchema,
    response: confirmedOrder,
    handler: ({ deps, actor, body }) => confirmOrder(deps, actor, body),
  }),
];
