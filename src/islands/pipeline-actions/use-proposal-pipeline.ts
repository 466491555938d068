/** State and moves of a job's proposal tab: reloads the tab and counts after a move and names the destination tab in a toast. */
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { Project_GetProjectTalents, Project_UpdateProposalStatus } from '../../lib/api/operations.gen.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { tabIdOfProposalStatus } from '#domain/client-job-texts.ts';
import { pipelineMoves, type PipelineAction } from '#domain/pipeline-moves.ts';
import type { ProposalSort } from '#domain/client-jobs.ts';

export type ProjectTalents = AnswerOf<typeof Project_GetProjectTalents>;
export type ProjectTalent = ProjectTalents['proposals'][number];

export function useProposalPipeline(initial: ProjectTalents) {
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [confirmReject, setConfirmReject] = useState<ProjectTalent | null>(null);
  const jobId = data.projectId;
  const tabHref = (tabId: number, proposalId?: number, sort: ProposalSort = data.sort) => {
    const params = new URLSearchParams();
    if (proposalId) params.set('proposal', String(proposalId));
    if (sort !== 'best') params.set('sort', sort);
    const query = params.toString();
    return `/client-job/job-entity/${tabId}/${jobId}${query ? `?${query}` : ''}`;
  };

  async function reload() {
    const res = await api.call(Project_GetProjectTalents, { query: { projectId: jobId, status: data.status, sort: data.sort } });
    if (res.ok) setData(res.data);
  }

  async function move(proposal: ProjectTalent, action: PipelineAction) {
    setBusy(true);
    const res = await api.call(Project_UpdateProposalStatus, { body: { proposalId: proposal.proposalId, action } });
    setBusy(false);
    setConfirmReject(null);
    const to = pipelineMoves[action].to;
    if (res.ok) {
      showToast({
        tone: 'success',
        title: res.data.message,
        text: `Open the ${to} tab to see it.`,
        href: tabHref(tabIdOfProposalStatus(to), proposal.proposalId),
        ms: toastDurations.proposal,
      });
    } else {
      showToast({ tone: 'error', text: res.error.message, ms: toastDurations.proposal });
    }
    await reload();
  }

  return { data, busy, confirmReject, setConfirmReject, tabHref, move };
}
