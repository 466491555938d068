/** The wizard's call that remembers the last step a draft was opened on. */
import { api } from '../../lib/api-client.ts';
import { Project_UpdateProjectLastVisitedPage } from '../../lib/api/operations.gen.ts';
import type { PostingStep } from '#domain/job-posting.ts';

/** Remembers the step a draft was last opened on, so "Continue" comes back here. */
export function markVisited(projectId: number, step: PostingStep): void {
  void api.call(Project_UpdateProjectLastVisitedPage, { body: { projectId, page: step } }).then((result) => {
    if (!result.ok) console.error('The last visited step could not be saved.', result.error.message);
  });
}
