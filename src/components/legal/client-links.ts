/** Links of the company agreements: clients open the signed PDF straight from the API (through the site's /api). */
import type { LegalDocType } from '#domain/legal.ts';

export const signedPdfHref = (docType: LegalDocType, signedDate: string) =>
  `/api/LegalDocuments/ViewLegalDocument?docType=${encodeURIComponent(docType)}&signedDate=${signedDate.slice(0, 10)}`;

export const clientViewHref = (docType: LegalDocType) => (signedDate: string) => signedPdfHref(docType, signedDate);
