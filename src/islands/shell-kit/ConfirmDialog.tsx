/** A question before a change that is hard to undo: the dialog's title, the question, and a Yes and a No button. */
import { Dialog } from './Dialog.tsx';

interface Props<T> {
  /** What is asked about; the dialog is open while it is set. */
  subject: T | null;
  title: string;
  question: (subject: T) => string;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm: (subject: T) => void;
  onClose: () => void;
}

export function ConfirmDialog<T>({ subject, title, question, confirmLabel, cancelLabel = 'Cancel', busy, onConfirm, onClose }: Props<T>) {
  return (
    <Dialog open={subject !== null} title={title} onClose={onClose}>
      <p>{subject !== null ? question(subject) : null}</p>
      <div className="actions">
        <button type="button" disabled={busy} onClick={() => subject !== null && onConfirm(subject)}>
          {confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
