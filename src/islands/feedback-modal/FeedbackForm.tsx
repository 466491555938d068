/** The feedback form of the feedback modal, loaded when the modal first opens (it brings the form's validation). */
import { useState } from 'react';
import { getFormProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { feedbackTypes, limits } from '#domain/constants.ts';
import { sendFeedbackSchema } from '#domain/feedback.ts';
import { api } from '../../lib/api-client.ts';
import { Feedback_SendFeedback } from '../../lib/api/operations.gen.ts';
import { CharCounter } from '../form-kit/CharCounter.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const [length, setLength] = useState(0);
  const { form, fields, busy } = useApiForm({
    id: 'feedback',
    schema: sendFeedbackSchema,
    shouldValidate: 'onSubmit',
    send: (body) => api.call(Feedback_SendFeedback, { body }),
    onSuccess: () => onSent(),
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
        <CharCounter id={counterId} length={length} max={limits.feedbackMax} />
        <ErrorText id={fields.feedback.errorId} className="field-error">
          {fields.feedback.errors?.[0]}
        </ErrorText>
      </div>
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Sending…">Send</SubmitButton>
      </div>
    </form>
  );
}
