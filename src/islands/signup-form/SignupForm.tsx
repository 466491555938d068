/**
 * Sign-up for talent or a client (spec 1 §2.3, §5): names, e-mail, password with its guidance, terms, human
 * verification. Success leads to the "check your e-mail" page; a failure shows the server's text and solves
 * a new captcha.
 */
import { useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { signupSchema } from '../../domain/auth.ts';
import { passwordGuidance } from '../../domain/fields.ts';
import { api } from '../../lib/api-client.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { CheckField } from '../form-kit/CheckField.tsx';
import { Captcha } from '../form-kit/Captcha.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { replyWithError } from '../form-kit/reply.ts';

interface SignupFormProps {
  accountType: 'talent' | 'client';
  title: string;
}

export default function SignupForm({ accountType, title }: SignupFormProps) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [busy, setBusy] = useState(false);

  const [form, fields] = useForm({
    id: `signup-${accountType}`,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      const result = await api.post('/api/User/signup', submission.value);
      if (result.ok) {
        window.location.assign('/letsGetStartedConfirmScreen');
        return;
      }
      setBusy(false);
      setLastResult(replyWithError(submission, result.error));
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    },
  });

  return (
    <form {...getFormProps(form)} method="post" className="card stack" aria-labelledby={`${form.id}-title`}>
      <h1 id={`${form.id}-title`}>{title}</h1>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <input type="hidden" name={fields.accountType.name} value={accountType} />
      <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
      <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
      <TextField field={fields.email} label="Email address" type="email" autoComplete="email" />
      <TextField field={fields.password} label="Password" type="password" autoComplete="new-password" hints={passwordGuidance} />
      <CheckField field={fields.acceptTerms}>
        I accept the <a href="/termsAndConditions">Terms of Use</a> and the <a href="/termsAndConditions?privacy=True">Privacy Policy</a>.
      </CheckField>
      <input type="hidden" name={fields.captcha.name} value={captcha ?? ''} />
      <Captcha onChange={setCaptcha} resetKey={captchaRound} errorId={fields.captcha.errorId} error={fields.captcha.errors?.[0]} />
      <div className="actions">
        <button type="submit" disabled={!captcha || busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
        <span>
          Already have an account? <a href="/login">Log in</a>
        </span>
      </div>
    </form>
  );
}
