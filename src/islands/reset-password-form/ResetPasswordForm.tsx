/** A new password for the account of a reset link (/forgetpasswordemail?token=…), typed twice. */
import { getFormProps } from '@conform-to/react';
import { resetPasswordSchema } from '../../domain/auth.ts';
import { passwordGuidance } from '../../domain/fields.ts';
import { api } from '../../lib/api-client.ts';
import { User_ResetPassword } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';

interface ResetPasswordFormProps {
  token: string;
}

export default function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { form, fields, busy } = useApiForm({
    id: 'reset-password',
    schema: resetPasswordSchema,
    send: (body) => api.call(User_ResetPassword, { body }),
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
