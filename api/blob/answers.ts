/** The answers of the Blob controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { id } from '../http/answers.ts';

/** An uploaded file; documentId is set for a job document, null for a staged proposal document. */
export const uploadedFileAnswer = z.object({
  documentId: id.nullable(),
  blobId: z.string(),
  fileName: z.string(),
  fileTypeName: z.string(),
  fileSize: z.number().int(),
});
