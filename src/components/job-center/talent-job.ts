/** Loads a talent job view for the detail pages; any refusal or failure is "Job Not Found" (spec 2 §2). */
import type { TalentJobDetails } from '../../domain/job-center.ts';

type Api = (path: string, init?: RequestInit) => Promise<Response>;

export async function loadTalentJob(api: Api, requestId: string, jobIdParam: string | undefined): Promise<TalentJobDetails | null> {
  if (!jobIdParam || !/^\d{1,9}$/.test(jobIdParam)) return null;
  const res = await api(`/api/TalentJobCenter/GetJobDetails?projectId=${jobIdParam}`);
  if (res.ok) return (await res.json()) as TalentJobDetails;
  if (res.status !== 404) console.error(`[${requestId}] Job ${jobIdParam} could not be loaded for talent (${res.status}).`);
  return null;
}
