/** Loads a talent job view for the detail pages; any refusal or failure is "Job Not Found". */
import type { AstroGlobal } from 'astro';
import type { AnswerOf, Call } from '../../lib/api/operation.ts';
import { TalentJobCenter_GetJobDetails } from '../../lib/api/operations.gen.ts';
import { loadOr } from '../../lib/load-or.ts';

export async function loadTalentJob(call: Call, requestId: string, jobIdParam: string | undefined): Promise<AnswerOf<typeof TalentJobCenter_GetJobDetails> | null> {
  if (!jobIdParam || !/^\d{1,9}$/.test(jobIdParam)) return null;
  const found = await call(TalentJobCenter_GetJobDetails, { query: { projectId: Number(jobIdParam) } });
  return loadOr({ locals: { requestId } }, `Job ${jobIdParam} for talent`, found, { expected: [404] });
}

/** The job of a detail page's {jobId}; the page answers 404 when there is none. */
export async function talentJobOfPage(astro: AstroGlobal): Promise<AnswerOf<typeof TalentJobCenter_GetJobDetails> | null> {
  const details = await loadTalentJob(astro.locals.call, astro.locals.requestId, astro.params.jobId);
  if (!details) astro.response.status = 404;
  return details;
}
