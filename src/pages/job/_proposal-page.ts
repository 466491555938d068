/** What the proposal pages load through the API: the job, the agency's talent and the portfolio to pick from. */
import type { OwnProposal, PortfolioChoice } from '../../domain/proposal.ts';
import type { ApiResult, Call } from '../../lib/api/operation.ts';
import { ManageTalents_GetAgencyTalents, ManageTalents_GetAgencyTalentsOnProject } from '../../lib/api/operations.gen.ts';

type Api = (path: string, init?: RequestInit) => Promise<Response>;

async function json<T>(api: Api, path: string, requestId: string): Promise<T | null> {
  const res = await api(path);
  if (res.ok) return (await res.json()) as T;
  if (res.status >= 500) console.error(`[${requestId}] ${path} failed (${res.status}).`);
  return null;
}

/** The answer's data, or null (logged when the API failed). */
function dataOf<T>(result: ApiResult<T>, what: string, requestId: string): T | null {
  if (result.ok) return result.data;
  if (result.status >= 500) console.error(`[${requestId}] ${what} failed (${result.status}).`);
  return null;
}

/** The agency's talent who have no proposal on the job yet (all of them when editing). */
export async function agencyTalentsFor(call: Call, requestId: string, projectId: number, editing: boolean) {
  const all = dataOf(await call(ManageTalents_GetAgencyTalents), 'The agency talent', requestId) ?? [];
  if (editing) return all;
  const onJob = dataOf(await call(ManageTalents_GetAgencyTalentsOnProject, { query: { projectId } }), 'The agency talent on the job', requestId) ?? [];
  return all.filter((t) => !onJob.some((o) => o.instrId === t.instrId));
}

export const portfolioFor = async (api: Api, requestId: string, instrId: number | null) =>
  (await json<PortfolioChoice[]>(api, `/api/TalentJobCenter/GetPortfolioItems${instrId ? `?instrId=${instrId}` : ''}`, requestId)) ?? [];

export const ownProposalFor = (api: Api, requestId: string, projectId: number, instrId: string | null) =>
  json<OwnProposal>(api, `/api/TalentJobCenter/GetProposal?projectid=${projectId}${instrId && /^\d{1,9}$/.test(instrId) ? `&instrId=${instrId}` : ''}`, requestId);
