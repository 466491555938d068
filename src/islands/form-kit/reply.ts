/** Turns an API error into conform's reply: field errors under their fields, otherwise the message above the form. */
import type { Submission, SubmissionResult } from '@conform-to/react';
import type { ApiError } from '../../lib/api-client.ts';

export function replyWithError<Output>(submission: Submission<Output>, error: ApiError): SubmissionResult<string[]> {
  if (error.errors && !error.errors._) return submission.reply({ fieldErrors: error.errors });
  return submission.reply({ formErrors: [error.message] });
}
