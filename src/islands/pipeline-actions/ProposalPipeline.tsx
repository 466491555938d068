/**
 * The proposals of a job in one tab (spec 2 §4): tab links with counts, the list, and the moves each proposal
 * allows (Interview, Accept, Reject Proposal after a confirmation, Remove from Not Selected, Cancel Interview), and
 * for a hired talent the way to confirm the order (/confirm-order).
 * After a move the tab and the counts are read again and a toast names the tab the proposal went to.
 */
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { Project_GetProjectTalents, Project_UpdateProposalStatus } from '../../lib/api/operations.gen.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { Tabs } from '../shell-kit/Tabs.tsx';
import { proposalTabs, tabIdOfProposalStatus, clientJobTexts } from '../../domain/client-job-texts.ts';
import { pipelineMoves, pipelineTexts, type PipelineAction } from '../../domain/pipeline-moves.ts';
import { candidateHref } from '../../domain/candidate-view.ts';
import './proposal-pipeline.css';
import { formatDate } from '../../domain/format.ts';
import { Avatar } from '../shell-kit/Avatar.tsx';
import { MatchSummary, SortLinks, WhyThisOrder } from './MatchParts.tsx';
import type { ProposalSort } from '../../domain/client-jobs.ts';

type ProjectTalents = AnswerOf<typeof Project_GetProjectTalents>;
type ProjectTalent = ProjectTalents['proposals'][number];

interface Props {
  initial: ProjectTalents;
  /** The proposal shown in full below the list (?proposal=). */
  selectedId: number | null;
}


export default function ProposalPipeline({ initial, selectedId }: Props) {
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

  const tabs = proposalTabs.map((t) => ({ href: tabHref(t.tabId), label: t.status, count: data.counts[t.status], current: t.status === data.status }));

  return (
    <div className="stack">
      <Tabs label="Proposals" tabs={tabs} />
      {data.proposals.length === 0 ? <p className="muted">{clientJobTexts.noProposals}</p> : null}
      {data.proposals.length > 1 ? <SortLinks sort={data.sort} hrefOf={(sort) => tabHref(tabIdOfProposalStatus(data.status), undefined, sort)} /> : null}
      {data.proposals.length > 1 && data.sort === 'best' ? <WhyThisOrder /> : null}
      <ul className="proposal-list">
        {data.proposals.map((p) => (
          <li key={p.proposalId} className={`card proposal-row${p.proposalId === selectedId ? ' selected' : ''}`}>
            {p.thumbnailBlobId ? (
              <img className="proposal-photo" src={`/api/Blob/Photo?id=${encodeURIComponent(p.thumbnailBlobId)}`} alt="" width="56" height="56" />
            ) : (
              <Avatar firstName={p.talentName} className="proposal-photo" />
            )}
            <div className="proposal-summary">
              <h3>
                <a href={tabHref(tabIdOfProposalStatus(p.status), p.proposalId)} aria-current={p.proposalId === selectedId ? 'true' : undefined}>
                  {p.talentName}
                </a>
                {p.isFavorite ? <span className="tag">Favorite</span> : null}
              </h3>
              <p className="muted">
                {[p.roles.join(', '), p.agencyCompanyName ? `Agency: ${p.agencyCompanyName}` : null].filter(Boolean).join(' · ')}
              </p>
              <p>
                <strong>{p.rateText}</strong> · Submitted {formatDate(new Date(p.submittalDate))} · {p.status}
              </p>
              <MatchSummary match={p.match} talentName={p.talentName} />
              <p>
                <a href={candidateHref({ projectId: jobId, instrId: p.instrId })}>
                  View profile<span className="visually-hidden"> of {p.talentName}</span>
                </a>
              </p>
            </div>
            {p.status === 'Hired' ? (
              p.workOrderIssued ? (
                <p className="actions">
                  <span className="tag">Order confirmed</span>
                  {p.timeDeliveredHref ? (
                    <a href={p.timeDeliveredHref}>
                      Time and days delivered<span className="visually-hidden"> by {p.talentName}</span>
                    </a>
                  ) : null}
                </p>
              ) : (
                <a className="button secondary" href={`/confirm-order?proposalId=${p.proposalId}`}>
                  Confirm order<span className="visually-hidden"> for {p.talentName}</span>
                </a>
              )
            ) : null}
            {p.actions.length > 0 ? (
              <div className="actions" role="group" aria-label={`Moves for ${p.talentName}`}>
                {p.actions.map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={action === 'interview' || action === 'accept' ? undefined : 'secondary'}
                    disabled={busy}
                    onClick={() => (action === 'reject' ? setConfirmReject(p) : void move(p, action))}
                  >
                    {pipelineMoves[action].label}
                    <span className="visually-hidden"> {p.talentName}</span>
                  </button>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog open={confirmReject !== null} title="Reject Proposal" onClose={() => setConfirmReject(null)}>
        <p>{confirmReject ? pipelineTexts.confirmReject(confirmReject.talentName) : null}</p>
        <div className="actions">
          <button type="button" disabled={busy} onClick={() => confirmReject && void move(confirmReject, 'reject')}>
            Yes, reject
          </button>
          <button type="button" className="secondary" onClick={() => setConfirmReject(null)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </div>
  );
}
