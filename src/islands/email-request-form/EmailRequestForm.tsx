/**
 * A form that asks for an e-mail address and sends it to one API call: resend the activation e-mail, or send
 * a password-reset link. The answer is the same whether or not the address has an account.
 */
import { getFormProps } from '@conform-to/react';
import { emailOnlySchema } from '../../domain/auth.ts';
import { api } from '../../lib/api-client.ts';
import { User_ForgotPassword, User_ResendActivationEmail } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';

interface EmailRequestFormProps {
  id: string;
  /** What the address is for: a new activation e-mail, or a password-reset link. */
  request: 'activation' | 'password-reset';
  submitLabel: string;
  /** Where to go after success; without it the server's message is shown in place. */
  successHref?: string;
}

export default function EmailRequestForm({ id, request, submitLabel, successHref }: EmailRequestFormProps) {
  const { form, fields, busy, notice } = useApiForm({
    id,
    schema: emailOnlySchema,
    send: (body) => api.call(request === 'activation' ? User_ResendActivationEmail : User_ForgotPassword, { body }),
    onSuccess(data, { notify }) {
      if (successHref) window.location.assign(successHref);
      else notify(data.message ?? 'Done.');
    },
  });

  return (
    <form {...getFormProps(form)} method="post" className="stack">
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <div role="status">{notice ? <p className="notice">{notice}</p> : null}</div>
    </form>
  );
}
