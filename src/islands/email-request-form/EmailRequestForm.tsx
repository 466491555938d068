/**
 * A form that asks for an e-mail address and sends it to one API call: resend the activation e-mail, or send
 * a password-reset link. The answer is the same whether or not the address has an account.
 */
import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { emailOnlySchema } from '../../domain/auth.ts';
import { api } from '../../lib/api-client.ts';
import { User_ForgotPassword, User_ResendActivationEmail } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';

interface EmailRequestFormProps {
  id: string;
  /** What the address is for: a new activation e-mail, or a password-reset link. */
  request: 'activation' | 'password-reset';
  submitLabel: string;
  /** Where to go after success; without it the server's message is shown in place. */
  successHref?: string;
}

export default function EmailRequestForm({ id, request, submitLabel, successHref }: EmailRequestFormProps) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const [form, fields] = useForm({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailOnlySchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      const operation = request === 'activation' ? User_ResendActivationEmail : User_ForgotPassword;
      const result = await api.call(operation, { body: submission.value });
      setBusy(false);
      if (result.ok) {
        if (successHref) window.location.assign(successHref);
        else setDone(result.data.message ?? 'Done.');
        return;
      }
      setLastResult(replyWithError(submission, result.error));
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
      <div role="status">{done ? <p className="notice">{done}</p> : null}</div>
    </form>
  );
}
