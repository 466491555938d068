/** A new password for the account of a reset link (/forgetpasswordemail?token=…), typed twice. */
import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { resetPasswordSchema } from '../../domain/auth.ts';
import { passwordGuidance } from '../../domain/fields.ts';
import { api } from '../../lib/api-client.ts';
import { User_ResetPassword } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';

interface ResetPasswordFormProps {
  token: string;
}

export default function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);

  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      const result = await api.call(User_ResetPassword, { body: submission.value });
      if (result.ok) {
        window.location.assign('/passwordChangeConfirmation');
        return;
      }
      setBusy(false);
      setLastResult(replyWithError(submission, result.error));
    },
  });

  return (
    <form {...getFormProps(form)} method="post" className="stack">
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <input type="hidden" name={fields.token.name} value={token} />
      <TextField field={fields.newPassword} label="New password" type="password" autoComplete="new-password" hints={passwordGuidance} />
      <TextField field={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      <div className="actions">
        <button type="submit" disabled={busy}>
          Change password
        </button>
      </div>
    </form>
  );
}
