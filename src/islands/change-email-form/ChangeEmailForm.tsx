/**
 * Change the sign-in e-mail address (POST /api/User/ChangeEmail): the new address and the current password.
 * The change takes effect when the link mailed to the new address is opened; the form says so.
 */
import { getFormProps } from '@conform-to/react';
import { changeEmailSchema } from '#domain/auth.ts';
import { api } from '../../lib/api-client.ts';
import { User_ChangeEmail } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export default function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { form, fields, busy, notice } = useApiForm({
    id: 'change-email',
    schema: changeEmailSchema,
    send: (body) => api.call(User_ChangeEmail, { body }),
    onSuccess(data, { notify }) {
      notify(data.message);
      return 'reset';
    },
  });

  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-labelledby="change-email-title">
      <h2 id="change-email-title">Email address</h2>
      <p>
        You log in with <strong>{currentEmail}</strong>. To use another address, enter it with your password; we send a confirmation link to
        the new address.
      </p>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <TextField field={fields.newEmail} label="New email address" type="email" autoComplete="email" />
      <TextField field={fields.password} label="Current password" type="password" autoComplete="current-password" />
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Sending…">Change email address</SubmitButton>
      </div>
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
  );
}
