/**
 * What a page that signs a standard agreement does on the server: on POST, sign through the API and redirect
 * (post/redirect/get) to where the signer goes next; otherwise, or after a refusal, load the document to show.
 */
import type { AstroGlobal } from 'astro';
import { docTypeQuery, legalTexts } from '#domain/legal.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { LegalDocuments_GetLegalDocument, LegalDocuments_SignLegalDocuments } from '../../lib/api/operations.gen.ts';
import { emptySignForm, submitSignature, type SignFormState } from './sign-submission.ts';

export type SignPageData = { document: AnswerOf<typeof LegalDocuments_GetLegalDocument>; form: SignFormState } | { document: null; message: string };

export async function legalSignPage(astro: AstroGlobal, docType: string, next: string): Promise<Response | SignPageData> {
  const { call } = astro.locals;
  const known = docTypeQuery.shape.docType.safeParse(docType);
  if (!known.success) {
    astro.response.status = 400;
    return { document: null, message: legalTexts.unknownDocType };
  }
  let form = emptySignForm;
  if (astro.request.method === 'POST') {
    const outcome = await submitSignature(astro.request, (body) => call(LegalDocuments_SignLegalDocuments, { query: { doctype: known.data }, body }));
    if (outcome.ok) return astro.redirect(next, 303);
    form = outcome.state;
    astro.response.status = outcome.status;
  }
  const found = await call(LegalDocuments_GetLegalDocument, { query: { docType: known.data } });
  if (!found.ok) {
    astro.response.status = found.status;
    return { document: null, message: found.error.message };
  }
  return { document: found.data, form };
}
