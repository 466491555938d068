/**
 * The proposals of a job in one tab: tab links with counts, the list, and the moves each proposal
 * allows (Interview, Accept, Reject Proposal after a confirmation, Remove from Not Selected, Cancel Interview), and
 * for a hired talent the way to confirm the order (/confirm-order).
 * After a move the tab and the counts are read again and a toast names the tab the proposal went to.
 */
import { Tabs } from '../shell-kit/Tabs.tsx';
import { proposalTabs, clientJobTexts, tabIdOfProposalStatus } from '#domain/client-job-texts.ts';
import './proposal-pipeline.css';
import { useProposalPipeline, type ProjectTalents } from './use-proposal-pipeline.ts';
import { ProposalRow } from './ProposalRow.tsx';
import { ConfirmDialog } from '../shell-kit/ConfirmDialog.tsx';
import { pipelineTexts } from '#domain/pipeline-moves.ts';
import { SortLinks, WhyThisOrder } from './MatchParts.tsx';

interface Props {
  initial: ProjectTalents;
  /** The proposal shown in full below the list (?proposal=). */
  selectedId: number | null;
}

export default function ProposalPipeline({ initial, selectedId }: Props) {
  const { data, busy, confirmReject, setConfirmReject, tabHref, move } = useProposalPipeline(initial);
  const jobId = data.projectId;
  const tabs = proposalTabs.map((t) => ({ href: tabHref(t.tabId), label: t.status, count: data.counts[t.status], current: t.status === data.status }));

  return (
    <div className="stack">
      <Tabs label="Proposals" tabs={tabs} />
      {data.proposals.length === 0 ? <p className="muted">{clientJobTexts.noProposals}</p> : null}
      {data.proposals.length > 1 ? <SortLinks sort={data.sort} hrefOf={(sort) => tabHref(tabIdOfProposalStatus(data.status), undefined, sort)} /> : null}
      {data.proposals.length > 1 && data.sort === 'best' ? <WhyThisOrder /> : null}
      <ul className="proposal-list">
        {data.proposals.map((p) => (
          <ProposalRow
            key={p.proposalId}
            proposal={p}
            jobId={jobId}
            selectedId={selectedId}
            busy={busy}
            tabHref={tabHref}
            onMove={(proposal, action) => (action === 'reject' ? setConfirmReject(proposal) : void move(proposal, action))}
          />
        ))}
      </ul>
      <ConfirmDialog
        subject={confirmReject}
        title="Reject Proposal"
        question={(p) => pipelineTexts.confirmReject(p.talentName)}
        confirmLabel="Yes, reject"
        busy={busy}
        onConfirm={(p) => void move(p, 'reject')}
        onClose={() => setConfirmReject(null)}
      />
    </div>
  );
}
