/** A new password for the account of a reset link (/forgetpasswordemail?token=…), typed twice; a link no longer valid is said above the form. */
import { getFormProps } from '@conform-to/react';
import { resetPasswordSchema } from '../../domain/auth.ts';
import { passwordGuidance } from '../../domain/fields.ts';
import { api } from '../../lib/api-client.ts';
import { User_ResetPassword } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';
import { useApiForm } from '../form-kit/use-api-form.ts';

interface ResetPasswordFormProps {
  token: string;
}

export default function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { form, fields, busy } = useApiForm({
    id: 'reset-password',
    schema: resetPasswordSchema,
    send: (body) => api.call(User_ResetPassword, { body }),
    // The link's token is a hidden field: its refusal (invalid, expired or used) shows above the form.
    replyToError: (submission, error) => (error.errors?.token ? submission.reply({ formErrors: [error.message] }) : replyWithError(submission, error)),
    onSuccess() {
      window.location.assign('/passwordChangeConfirmation');
      return 'leave';
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
