/** Loads a talent job view for the detail pages; any refusal or failure is "Job Not Found". */
import type { AnswerOf, Call } from '../../lib/api/operation.ts';
import { TalentJobCenter_GetJobDetails } from '../../lib/api/operations.gen.ts';
import { loadOr } from '../../lib/load-or.ts';

export async function loadTalentJob(call: Call, requestId: string, jobIdParam: string | undefined): Promise<AnswerOf<typeof TalentJobCenter_GetJobDetails> | null> {
  if (!jobIdParam || !/^\d{1,9}$/.test(jobIdParam)) return null;
  const found = await call(TalentJobCenter_GetJobDetails, { query: { projectId: Number(jobIdParam) } });
  return loadOr({ locals: { requestId } }, `Job ${jobIdParam} for talent`, found, { expected: [404] });
}
