/** What every job posting step page loads through the API: the draft or open job (when the URL carries one) and the option lists. */
import type { AstroGlobal } from 'astro';
import { messages } from '#domain/messages.ts';
import { jobPostingTexts } from '#domain/job-posting-texts.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { Project_GetPostingOptions, Project_GetProjectDetails } from '../../lib/api/operations.gen.ts';
import { loadOr } from '../../lib/load-or.ts';

export type WizardData =
  | { ok: true; projectId: number | null; draft: AnswerOf<typeof Project_GetProjectDetails> | null; options: AnswerOf<typeof Project_GetPostingOptions> }
  | { ok: false; message: string; projectId: number | null };

export async function loadWizardData(astro: AstroGlobal, withProject: boolean): Promise<WizardData> {
  const { call } = astro.locals;
  const raw = astro.params.projectId;
  const projectId = withProject && raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (withProject && projectId === null) {
    astro.response.status = 404;
    return { ok: false, message: messages.job.notFound, projectId: null };
  }
  const [optionsRes, draftRes] = await Promise.all([
    call(Project_GetPostingOptions),
    projectId === null ? Promise.resolve(null) : call(Project_GetProjectDetails, { query: { Projectid: projectId } }),
  ]);
  if (draftRes && !draftRes.ok) {
    astro.response.status = draftRes.status === 404 ? 404 : draftRes.status;
    return { ok: false, message: draftRes.error.message, projectId };
  }
  const options = loadOr(astro, 'The job posting options', optionsRes, { status: (status) => status });
  if (!options) return { ok: false, message: optionsRes.ok ? '' : optionsRes.error.message, projectId };
  const draft = draftRes ? draftRes.data : null;
  if (draft && draft.status !== 'draft' && draft.status !== 'open') {
    astro.response.status = 409;
    return { ok: false, message: jobPostingTexts.notEditable, projectId };
  }
  return { ok: true, projectId, draft, options };
}
