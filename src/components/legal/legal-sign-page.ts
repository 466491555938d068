/**
 * What a page that signs a standard agreement does on the server: on POST, sign through the API and redirect
 * (post/redirect/get) to where the signer goes next; otherwise, or after a refusal, load the document to show.
 */
import type { AstroGlobal } from 'astro';
import type { LegalDocumentText } from '../../domain/legal.ts';
import { emptySignForm, submitSignature, type SignFormState } from './sign-submission.ts';

export type SignPageData = { document: LegalDocumentText; form: SignFormState } | { document: null; message: string };

export async function legalSignPage(astro: AstroGlobal, docType: string, next: string): Promise<Response | SignPageData> {
  const { api } = astro.locals;
  let form = emptySignForm;
  if (astro.request.method === 'POST') {
    const outcome = await submitSignature(astro.request, api, `/api/LegalDocuments/SignLegalDocuments?doctype=${encodeURIComponent(docType)}`);
    if (outcome.ok) return astro.redirect(next, 303);
    form = outcome.state;
    astro.response.status = outcome.status;
  }
  const res = await api(`/api/LegalDocuments/GetLegalDocument?docType=${encodeURIComponent(docType)}`);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    astro.response.status = res.status;
    return { document: null, message: body.message ?? 'The document could not be loaded. Please reload the page.' };
  }
  return { document: (await res.json()) as LegalDocumentText, form };
}
