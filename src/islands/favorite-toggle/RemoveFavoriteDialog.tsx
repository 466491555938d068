/** The remove-from-favorite confirmation. */
import { Dialog } from '../shell-kit/Dialog.tsx';

interface Props {
  talentName: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveFavoriteDialog({ talentName, busy, onConfirm, onClose }: Props) {
  return (
    <Dialog open={talentName !== null} title="Remove from favorites" onClose={onClose}>
      <p>Remove {talentName} from your company’s favorites?</p>
      <div className="tools">
        <button type="button" onClick={onConfirm} disabled={busy}>
          Remove
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
