/**
 * Uploads one file to PUT /api/Blob/UploadDocument with upload progress (XMLHttpRequest: fetch reports none).
 * It goes through the page's API client, so a 401 refreshes the session once and the upload is sent again, as
 * for every other call (src/lib/api-client.ts).
 */
import { api, type ApiClient, type ApiResult, type Transport } from './api-client.ts';
import { pathOf, readAnswer, type AnswerOf } from './api/operation.ts';
import { Blob_UploadDocument } from './api/operations.gen.ts';

export type UploadedFile = AnswerOf<typeof Blob_UploadDocument>;

export interface UploadTarget {
  entityType: 'Project' | 'Proposal';
  entityId: number;
  isJobPostDoc?: boolean;
}

const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** A Transport over XMLHttpRequest that reports the percentage of the body sent. */
export function xhrTransport(onProgress: (percent: number) => void, signal?: AbortSignal): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      xhr.withCredentials = true;
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
      xhr.onload = () => {
        const headers = new Headers();
        headers.set('content-type', xhr.getResponseHeader('content-type') ?? 'application/json');
        resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('The upload did not reach the server.'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
}

export async function uploadWithProgress(
  file: File,
  target: UploadTarget,
  onProgress: (percent: number) => void,
  options: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<ApiResult<UploadedFile>> {
  const path = pathOf(Blob_UploadDocument, {
    entityType: target.entityType,
    entityId: target.entityId,
    isJobPostDoc: (target.isJobPostDoc ?? target.entityType === 'Project') ? 'true' : 'false',
  });
  const body = new FormData();
  body.set('formFile', file, file.name);
  try {
    const res = await (options.client ?? api).request(path, { method: 'PUT', body }, xhrTransport(onProgress, options.signal));
    return await readAnswer<UploadedFile>(res);
  } catch {
    return { ok: false, status: 0, error: { message: GENERIC_ERROR } };
  }
}
