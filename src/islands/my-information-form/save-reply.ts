/** The reply to a failed save: a refused photo (413 too large, 415 wrong type) goes under the photo field. */
import type { Submission, SubmissionResult } from '@conform-to/react';
import type { ApiError } from '../../lib/api-client.ts';
import { replyWithError } from '../form-kit/reply.ts';

const PHOTO_REFUSALS = new Set([413, 415]);

export function replyToFailedSave<Output>(submission: Submission<Output>, error: ApiError, status: number): SubmissionResult<string[]> {
  if (PHOTO_REFUSALS.has(status) && !error.errors) return submission.reply({ fieldErrors: { imageAsBase64String: [error.message] } });
  return replyWithError(submission, error);
}
