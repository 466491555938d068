/**
 * What the proposal pages load through the API: the job, the agency's talent, the portfolio to pick from, and what
 * is still missing before a proposal can be sent.
 */
import type { ApiResult, Call } from '../../lib/api/operation.ts';
import { loadOr } from '../../lib/load-or.ts';
import { agencyProposalBlockers, talentProposalBlockers } from '#domain/first-proposal.ts';
import type { ProfileStep } from '#domain/profile-progress.ts';
import {
  LegalDocuments_GetTalentLegalDocuments,
  ManageTalents_GetAgencyTalents,
  ManageTalents_GetAgencyTalentsOnProject,
  TalentJobCenter_GetPortfolioItems,
  TalentJobCenter_GetProposal,
  TrainerProfile_GetProgress,
} from '../../lib/api/operations.gen.ts';

/** The answer's data, or null (logged when the API failed). */
const dataOf = <T>(result: ApiResult<T>, what: string, requestId: string): T | null => loadOr({ locals: { requestId } }, what, result, { from: 500 });

/** The agency's talent who have no proposal on the job yet (all of them when editing). */
export async function agencyTalentsFor(call: Call, requestId: string, projectId: number, editing: boolean) {
  const all = dataOf(await call(ManageTalents_GetAgencyTalents), 'The agency talent', requestId) ?? [];
  if (editing) return all;
  const onJob = dataOf(await call(ManageTalents_GetAgencyTalentsOnProject, { query: { projectId } }), 'The agency talent on the job', requestId) ?? [];
  return all.filter((t) => !onJob.some((o) => o.instrId === t.instrId));
}

export const portfolioFor = async (call: Call, requestId: string, instrId: number | null) =>
  dataOf(await call(TalentJobCenter_GetPortfolioItems, { query: instrId ? { instrId } : {} }), 'The portfolio', requestId) ?? [];

export const ownProposalFor = async (call: Call, requestId: string, projectId: number, instrId: string | null) =>
  dataOf(
    await call(TalentJobCenter_GetProposal, { query: { projectId, ...(instrId && /^\d{1,9}$/.test(instrId) ? { instrId: Number(instrId) } : {}) } }),
    `The proposal on job ${projectId}`,
    requestId,
  );

/** The steps still missing before the caller may send a proposal, each coming back to `returnTo`. */
export async function proposalBlockersFor(call: Call, requestId: string, agency: boolean, returnTo: string): Promise<ProfileStep[]> {
  if (agency) {
    const documents = dataOf(await call(LegalDocuments_GetTalentLegalDocuments), 'The agency agreements', requestId);
    const supplier = documents?.find((d) => d.docType === 'Supplier Agreement');
    return supplier ? agencyProposalBlockers(supplier, returnTo) : [];
  }
  const standing = dataOf(await call(TrainerProfile_GetProgress, { query: {} }), 'The profile progress', requestId);
  return standing ? talentProposalBlockers(standing, returnTo) : [];
}
