/** The confirmation before a proposal is rejected. */
import { Dialog } from '../shell-kit/Dialog.tsx';
import { pipelineTexts } from '#domain/pipeline-moves.ts';
import type { ProjectTalent } from './use-proposal-pipeline.ts';

interface Props {
  confirmReject: ProjectTalent | null;
  busy: boolean;
  onConfirm: (proposal: ProjectTalent) => void;
  onClose: () => void;
}

export function RejectProposalDialog({ confirmReject, busy, onConfirm, onClose }: Props) {
  return (
    <Dialog open={confirmReject !== null} title="Reject Proposal" onClose={onClose}>
      <p>{confirmReject ? pipelineTexts.confirmReject(confirmReject.talentName) : null}</p>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => confirmReject && onConfirm(confirmReject)}>
          Yes, reject
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
