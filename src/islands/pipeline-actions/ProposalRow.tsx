/** One proposal of the tab: photo, talent, roles, rate, status, the order confirmation when hired and the moves it allows. */
import { tabIdOfProposalStatus } from '#domain/client-job-texts.ts';
import { pipelineMoves, type PipelineAction } from '#domain/pipeline-moves.ts';
import { candidateHref } from '#domain/candidate-view.ts';
import { formatDate } from '#domain/format.ts';
import { Avatar } from '../shell-kit/Avatar.tsx';
import type { ProjectTalent } from './use-proposal-pipeline.ts';
import { MatchSummary } from './MatchParts.tsx';

interface Props {
  proposal: ProjectTalent;
  jobId: number;
  selectedId: number | null;
  busy: boolean;
  tabHref: (tabId: number, proposalId?: number) => string;
  onMove: (proposal: ProjectTalent, action: PipelineAction) => void;
}

export function ProposalRow({ proposal: p, jobId, selectedId, busy, tabHref, onMove }: Props) {
  return (
    <li className={`card proposal-row${p.proposalId === selectedId ? ' selected' : ''}`}>
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
              onClick={() => onMove(p, action)}
            >
              {pipelineMoves[action].label}
              <span className="visually-hidden"> {p.talentName}</span>
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
