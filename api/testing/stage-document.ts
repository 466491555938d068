/** Stages a one-page PDF as a proposal document of a job (PUT /api/Blob/UploadDocument) and answers its blob id. */
import { expect } from 'vitest';
import type { ApiApp } from '../app.ts';
import { makePdf } from '../seed/demo-files.ts';

export async function stageProposalDocument(app: ApiApp, token: string, projectId: number, name: string): Promise<string> {
  const form = new FormData();
  form.set('formFile', new Blob([new Uint8Array(makePdf(name, ['page']))], { type: 'application/pdf' }), name);
  const res = await app.request(`/api/Blob/UploadDocument?entityType=Proposal&entityId=${projectId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { blobId: string }).blobId;
}
