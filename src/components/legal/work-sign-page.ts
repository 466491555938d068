/**
 * What a work document page does on the server: load the caller's document by ?id, send a page for the other
 * type to its own page, and on POST sign or accept it through the API, then show it signed (post/redirect/get).
 */
import type { AstroGlobal } from 'astro';
import type { WorkDocType } from '#domain/legal.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { LegalDocuments_GetWorkDocument, LegalDocuments_SignWorkDocument } from '../../lib/api/operations.gen.ts';
import { emptySignForm, submitSignature, type SignFormState } from './sign-submission.ts';

export type WorkPageData = { document: AnswerOf<typeof LegalDocuments_GetWorkDocument>; form: SignFormState } | { document: null; message: string };

/** `pages` maps each document type to the page that handles it here; a document of another type is redirected. */
export async function workDocumentPage(astro: AstroGlobal, pages: Record<WorkDocType, string>, signable: boolean): Promise<Response | WorkPageData> {
  const { call } = astro.locals;
  const id = Number(astro.url.searchParams.get('id'));
  let form = emptySignForm;
  if (signable && astro.request.method === 'POST' && Number.isInteger(id) && id > 0) {
    const outcome = await submitSignature(astro.request, (body) => call(LegalDocuments_SignWorkDocument, { query: { id }, body }));
    if (outcome.ok) return astro.redirect(`${astro.url.pathname}?id=${id}&signed=1`, 303);
    form = outcome.state;
    astro.response.status = outcome.status;
  }
  const found = await call(LegalDocuments_GetWorkDocument, { query: { id } });
  if (!found.ok) {
    astro.response.status = found.status;
    return { document: null, message: found.error.message };
  }
  const document = found.data;
  const page = pages[document.docType];
  if (page !== astro.url.pathname) return astro.redirect(`${page}?id=${document.id}`, 303);
  return { document, form };
}
