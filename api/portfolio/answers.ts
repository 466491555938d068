/** The answers of the Portfolio controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';

const id = z.number().int();

export const portfolioAnswer = z.object({
  portfolioItems: z.array(
    z.object({
      docID: id,
      title: z.string(),
      description: z.string(),
      thumbnail: z.string().nullable(),
      blobFileName: z.string(),
      fileSize: z.number(),
      contentType: z.string(),
    }),
  ),
  portfolioLinks: z.array(
    z.object({
      webID: id,
      title: z.string(),
      url: z.string(),
      description: z.string(),
      urlTypeId: id,
      thumbnail: z.string().nullable(),
    }),
  ),
});

export const savedAnswer = portfolioAnswer.extend({ message: z.string() });

export const uploadedFileAnswer = z.object({
  blobId: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  contentType: z.string(),
});
