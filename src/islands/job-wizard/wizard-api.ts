/** The wizard's calls that are not plain GET/POST: PUT with a JSON body and DELETE, read as the api client reads answers. */
import { api, type ApiResult } from '../../lib/api-client.ts';
import type { PostingStep } from '../../domain/job-posting.ts';

const GENERIC_ERROR = 'Something went wrong. Please try again.';

export async function putJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  return read<T>(await api.request(path, { method: 'PUT', body: JSON.stringify(body) }));
}

export async function deleteCall<T>(path: string): Promise<ApiResult<T>> {
  return read<T>(await api.request(path, { method: 'DELETE' }));
}

async function read<T>(res: Response): Promise<ApiResult<T>> {
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const message = data && typeof data === 'object' && 'message' in data ? (data as { message: string; errors?: Record<string, string[]> }) : { message: GENERIC_ERROR };
  return { ok: false, status: res.status, error: message };
}

/** Remembers the step a draft was last opened on, so "Continue" comes back here. */
export function markVisited(projectId: number, step: PostingStep): void {
  void putJson('/api/Project/UpdateProjectLastVisitedPage', { projectId, page: step }).then((result) => {
    if (!result.ok) console.error('The last visited step could not be saved.', result.error.message);
  });
}
