/** The confirmation before every notification is deleted. */
import { Dialog } from '../shell-kit/Dialog.tsx';

interface Props {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ClearAllDialog({ open, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} title="Clear all notifications?" onClose={onClose}>
      <div className="stack">
        <p>Every notification is deleted. This cannot be undone.</p>
        <p className="actions">
          <button type="button" onClick={onConfirm}>
            Clear all
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Keep them
          </button>
        </p>
      </div>
    </Dialog>
  );
}
