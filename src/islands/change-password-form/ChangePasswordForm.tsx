/**
 * Change the password while signed in (POST /api/User/ChangePassword): the current one, the new one with its
 * guidance, and the new one again. A refusal shows the server's text (spec 1 §8); success says so and empties the form.
 */
import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { changePasswordSchema } from '../../domain/auth.ts';
import { passwordGuidance } from '../../domain/fields.ts';
import { api } from '../../lib/api-client.ts';
import { User_ChangePassword } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';

interface ChangePasswordFormProps {
  /** Called after the password was changed, instead of showing the notice (the forced change dialog reloads the page). */
  onChanged?: () => void;
}

export default function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [changed, setChanged] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [form, fields] = useForm({
    id: 'change-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      setChanged(null);
      const result = await api.call(User_ChangePassword, { body: submission.value });
      setBusy(false);
      if (result.ok && onChanged) {
        onChanged();
        return;
      }
      if (result.ok) {
        setChanged(result.data.message);
        setLastResult(submission.reply({ resetForm: true }));
        return;
      }
      setLastResult(replyWithError(submission, result.error));
    },
  });

  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Password</h2>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <TextField field={fields.oldPassword} label="Current password" type="password" autoComplete="current-password" />
      <TextField field={fields.newPassword} label="New password" type="password" autoComplete="new-password" hints={passwordGuidance} />
      <TextField field={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </div>
      <div role="status">{changed ? <p className="notice">{changed}</p> : null}</div>
    </form>
  );
}
