/** The answers of the PreviewSubmissions controller beyond the proposal view, as the route declarations describe them. */
import { z } from 'zod';
import { previewSubmissionSchema } from '#domain/client-proposal.ts';

export const previewSubmissionsAnswer = z.array(previewSubmissionSchema);

/** The signed read-only link of a submission, relative to the site. */
export const previewLinkAnswer = z.object({ path: z.string() });

export const revokedAnswer = z.object({ message: z.string() });
