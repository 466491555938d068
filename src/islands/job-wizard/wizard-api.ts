/** The wizard's calls: saving a step with PUT (the step forms are generic over their fields) and remembering the last step. */
import { api, type ApiResult } from '../../lib/api-client.ts';
import { readAnswer } from '../../lib/api/operation.ts';
import { Project_UpdateProjectLastVisitedPage } from '../../lib/api/operations.gen.ts';
import type { PostingStep } from '../../domain/job-posting.ts';

export async function putJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  return readAnswer<T>(await api.request(path, { method: 'PUT', body: JSON.stringify(body) }));
}

/** Remembers the step a draft was last opened on, so "Continue" comes back here. */
export function markVisited(projectId: number, step: PostingStep): void {
  void api.call(Project_UpdateProjectLastVisitedPage, { body: { projectId, page: step } }).then((result) => {
    if (!result.ok) console.error('The last visited step could not be saved.', result.error.message);
  });
}
