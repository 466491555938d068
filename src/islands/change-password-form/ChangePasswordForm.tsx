/**
 * Change the password while signed in (POST /api/User/ChangePassword): the current one, the new one with its
 * guidance, and the new one again. A refusal shows the server's text; success says so and empties the form.
 */
import { getFormProps } from '@conform-to/react';
import { changePasswordSchema } from '#domain/auth.ts';
import { passwordGuidance } from '#domain/fields.ts';
import { api } from '../../lib/api-client.ts';
import { User_ChangePassword } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

interface ChangePasswordFormProps {
  /** Called after the password was changed, instead of showing the notice (the forced change dialog reloads the page). */
  onChanged?: () => void;
}

export default function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const { form, fields, busy, notice } = useApiForm({
    id: 'change-password',
    schema: changePasswordSchema,
    send: (body) => api.call(User_ChangePassword, { body }),
    onSuccess(data, { notify }) {
      if (onChanged) return onChanged();
      notify(data.message);
      return 'reset';
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
        <SubmitButton busy={busy} busyLabel="Changing…">Change password</SubmitButton>
      </div>
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
  );
}
