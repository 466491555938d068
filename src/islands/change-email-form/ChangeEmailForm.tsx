/**
 * Change the sign-in e-mail address (POST /api/User/ChangeEmail): the new address and the current password.
 * The change takes effect when the link mailed to the new address is opened; the form says so.
 */
import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { changeEmailSchema } from '../../domain/auth.ts';
import { api } from '../../lib/api-client.ts';
import { User_ChangeEmail } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';

export default function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [form, fields] = useForm({
    id: 'change-email',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changeEmailSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      setSent(null);
      const result = await api.call(User_ChangeEmail, { body: submission.value });
      setBusy(false);
      if (result.ok) {
        setSent(result.data.message);
        setLastResult(submission.reply({ resetForm: true }));
        return;
      }
      setLastResult(replyWithError(submission, result.error));
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
        <button type="submit" disabled={busy}>
          {busy ? 'Sending…' : 'Change email address'}
        </button>
      </div>
      <div role="status">{sent ? <p className="notice">{sent}</p> : null}</div>
    </form>
  );
}
