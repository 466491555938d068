/**
 * The feedback modal (spec 1 §2.6, §4.5, §5): category (Technical, Suggestions, Other) and a description of up to
 * 500 characters with a counter; sending with a field missing says 'Please fill all the fields'. Sent to
 * POST /api/Feedback/SendFeedback, then the 'Feedback Received' confirmation.
 */
import { useState } from 'react';
import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { feedbackTypes, limits } from '../../domain/constants.ts';
import { sendFeedbackSchema } from '../../domain/feedback.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../../lib/api-client.ts';
import { Feedback_SendFeedback } from '../../lib/api/operations.gen.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';

export default function FeedbackModal({ crash }: { crash: CrashLinks }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const show = () => {
    setSent(false);
    setOpen(true);
  };
  return (
    <CrashBoundary links={crash}>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={show}>
        Send feedback
      </button>
      <Dialog open={open} title={sent ? messages.shell.feedbackReceived : 'Send feedback'} onClose={() => setOpen(false)}>
        {sent ? <Received onDone={() => setOpen(false)} /> : <FeedbackForm onSent={() => setSent(true)} />}
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

function FeedbackForm({ onSent }: { onSent: () => void }) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  const [length, setLength] = useState(0);
  const [form, fields] = useForm({
    id: 'feedback',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendFeedbackSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      const result = await api.call(Feedback_SendFeedback, { body: submission.value });
      setBusy(false);
      if (result.ok) onSent();
      else setLastResult(replyWithError(submission, result.error));
    },
  });
  const counterId = `${fields.feedback.id}-counter`;
  const { key: selectKey, ...select } = getSelectProps(fields.feedbackType);
  const { key: textareaKey, ...textarea } = getTextareaProps(fields.feedback, { ariaDescribedBy: counterId });
  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-label="Send feedback" noValidate>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <div className="field">
        <label htmlFor={fields.feedbackType.id}>Category</label>
        <select key={selectKey} {...select}>
          <option value="">Choose a category</option>
          {feedbackTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <ErrorText id={fields.feedbackType.errorId} className="field-error">
          {fields.feedbackType.errors?.[0]}
        </ErrorText>
      </div>
      <div className="field">
        <label htmlFor={fields.feedback.id}>Description</label>
        <textarea key={textareaKey} {...textarea} rows={6} maxLength={limits.feedbackMax} onInput={(e) => setLength(e.currentTarget.value.length)} />
        <p id={counterId} className="counter">
          {length}/{limits.feedbackMax}
          <span className="visually-hidden"> characters</span>
        </p>
        <ErrorText id={fields.feedback.errorId} className="field-error">
          {fields.feedback.errors?.[0]}
        </ErrorText>
      </div>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
