/** What every job posting step page loads through the API: the draft or open job (when the URL carries one) and the option lists. */
import type { AstroGlobal } from 'astro';
import { messages } from '../../domain/messages.ts';
import { jobPostingTexts, type PostingOptions, type ProjectDraft } from '../../domain/job-posting.ts';

export type WizardData =
  | { ok: true; projectId: number | null; draft: ProjectDraft | null; options: PostingOptions }
  | { ok: false; message: string; projectId: number | null };

export async function loadWizardData(astro: AstroGlobal, withProject: boolean): Promise<WizardData> {
  const { api, requestId } = astro.locals;
  const raw = astro.params.projectId;
  const projectId = withProject && raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (withProject && projectId === null) {
    astro.response.status = 404;
    return { ok: false, message: messages.job.notFound, projectId: null };
  }
  const [optionsRes, draftRes] = await Promise.all([
    api('/api/Project/GetPostingOptions'),
    projectId === null ? Promise.resolve(null) : api(`/api/Project/GetProjectDetails?Projectid=${projectId}`),
  ]);
  if (draftRes && !draftRes.ok) {
    astro.response.status = draftRes.status === 404 ? 404 : draftRes.status;
    return { ok: false, message: ((await draftRes.json()) as { message: string }).message, projectId };
  }
  if (!optionsRes.ok) {
    astro.response.status = optionsRes.status;
    console.error(`[${requestId}] The job posting options could not be loaded (${optionsRes.status}).`);
    return { ok: false, message: ((await optionsRes.json()) as { message: string }).message, projectId };
  }
  const draft = draftRes ? ((await draftRes.json()) as ProjectDraft) : null;
  if (draft && draft.status !== 'draft' && draft.status !== 'open') {
    astro.response.status = 409;
    return { ok: false, message: jobPostingTexts.notEditable, projectId };
  }
  return { ok: true, projectId, draft, options: (await optionsRes.json()) as PostingOptions };
}
