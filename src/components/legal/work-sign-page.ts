/**
 * What a work document page does on the server: load the caller's document by ?id, send a page for the other
 * type to its own page, and on POST sign or accept it through the API, then show it signed (post/redirect/get).
 */
import type { AstroGlobal } from 'astro';
import type { WorkDocType, WorkDocumentDetail } from '../../domain/legal.ts';
import { emptySignForm, submitSignature, type SignFormState } from './sign-submission.ts';

export type WorkPageData = { document: WorkDocumentDetail; form: SignFormState } | { document: null; message: string };

/** `pages` maps each document type to the page that handles it here; a document of another type is redirected. */
export async function workDocumentPage(astro: AstroGlobal, pages: Record<WorkDocType, string>, signable: boolean): Promise<Response | WorkPageData> {
  const { api } = astro.locals;
  const id = Number(astro.url.searchParams.get('id'));
  let form = emptySignForm;
  if (signable && astro.request.method === 'POST' && Number.isInteger(id) && id > 0) {
    const outcome = await submitSignature(astro.request, api, `/api/LegalDocuments/SignWorkDocument?id=${id}`);
    if (outcome.ok) return astro.redirect(`${astro.url.pathname}?id=${id}&signed=1`, 303);
    form = outcome.state;
    astro.response.status = outcome.status;
  }
  const res = await api(`/api/LegalDocuments/GetWorkDocument?id=${encodeURIComponent(astro.url.searchParams.get('id') ?? '')}`);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    astro.response.status = res.status;
    return { document: null, message: body.message ?? 'The document could not be loaded. Please reload the page.' };
  }
  const document = (await res.json()) as WorkDocumentDetail;
  const page = pages[document.docType];
  if (page !== astro.url.pathname) return astro.redirect(`${page}?id=${document.id}`, 303);
  return { document, form };
}
