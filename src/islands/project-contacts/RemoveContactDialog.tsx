/** The confirmation before a contact is removed from the job. */
import { Dialog } from '../shell-kit/Dialog.tsx';
import type { ProjectContact } from './use-project-contacts.ts';

interface Props {
  removing: ProjectContact | null;
  busy: boolean;
  onConfirm: (contact: ProjectContact) => void;
  onClose: () => void;
}

export function RemoveContactDialog({ removing, busy, onConfirm, onClose }: Props) {
  return (
    <Dialog open={removing !== null} title="Remove from Job" onClose={onClose}>
      <p>{removing ? `Remove ${removing.firstName} ${removing.lastName} from this job?` : null}</p>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => removing && onConfirm(removing)}>
          Yes, remove
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
