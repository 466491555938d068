/**
 * The feedback modal: category (Technical, Suggestions, Other) and a description of up to
 * 500 characters with a counter; sending with a field missing says 'Please fill all the fields'. Sent to
 * POST /api/Feedback/SendFeedback, then the 'Feedback Received' confirmation. The form is loaded when the modal
 * first opens, so the pages carry only the button.
 */
import { useState } from 'react';
import { messages } from '#domain/messages.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import type { FeedbackForm as Form } from './FeedbackForm.tsx';

export default function FeedbackModal({ crash }: { crash: CrashLinks }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [FeedbackForm, setFeedbackForm] = useState<typeof Form | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const show = () => {
    setSent(false);
    setOpen(true);
    setLoadFailed(false);
    if (FeedbackForm) return;
    import('./FeedbackForm.tsx').then(
      (loaded) => setFeedbackForm(() => loaded.FeedbackForm),
      () => setLoadFailed(true),
    );
  };
  return (
    <CrashBoundary links={crash}>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={show}>
        Send feedback
      </button>
      <Dialog open={open} title={sent ? messages.shell.feedbackReceived : 'Send feedback'} onClose={() => setOpen(false)}>
        {sent ? (
          <Received onDone={() => setOpen(false)} />
        ) : FeedbackForm ? (
          <FeedbackForm onSent={() => setSent(true)} />
        ) : (
          <p role="status">{loadFailed ? 'The form could not be loaded. Check your connection, then open it again.' : 'Loading…'}</p>
        )}
      </Dialog>
    </CrashBoundary>
  );
}

function Received({ onDone }: { onDone: () => void }) {
  return (
    <div className="stack">
      <p role="status">Thank you. Your feedback was sent to our support team.</p>
      <p>
        <button type="button" onClick={onDone}>
          Done
        </button>
      </p>
    </div>
  );
}
