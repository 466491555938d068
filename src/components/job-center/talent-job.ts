/** Loads a talent job view for the detail pages; any refusal or failure is "Job Not Found" (spec 2 §2). */
import type { AnswerOf, Call } from '../../lib/api/operation.ts';
import { TalentJobCenter_GetJobDetails } from '../../lib/api/operations.gen.ts';

export async function loadTalentJob(call: Call, requestId: string, jobIdParam: string | undefined): Promise<AnswerOf<typeof TalentJobCenter_GetJobDetails> | null> {
  if (!jobIdParam || !/^\d{1,9}$/.test(jobIdParam)) return null;
  const found = await call(TalentJobCenter_GetJobDetails, { query: { projectId: Number(jobIdParam) } });
  if (found.ok) return found.data;
  if (found.status !== 404) console.error(`[${requestId}] Job ${jobIdParam} could not be loaded for talent (${found.status}).`);
  return null;
}
