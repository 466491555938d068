/** The feedback form of the feedback modal, loaded when the modal first opens (it brings the form's validation). */
import { useState } from 'react';
import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { feedbackTypes, limits } from '../../domain/constants.ts';
import { sendFeedbackSchema } from '../../domain/feedback.ts';
import { api } from '../../lib/api-client.ts';
import { Feedback_SendFeedback } from '../../lib/api/operations.gen.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';

export function FeedbackForm({ onSent }: { onSent: () => void }) {
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
