/**
 * The login form (spec 1 §2.6, §4.1, §8): e-mail, password, remember me, human verification. Submit stays
 * disabled until the captcha is solved; a failed login shows the server's text and solves a new captcha; the
 * 'not activated' answer becomes the spec's message linking to /resend-activation-email. Success goes to the
 * page the API names in `redirectTo`.
 */
import { useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { loginSchema } from '../../domain/auth.ts';
import { safeLocalPath } from '../../domain/safe-path.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../../lib/api-client.ts';
import { User_login } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { CheckField } from '../form-kit/CheckField.tsx';
import { Captcha } from '../form-kit/Captcha.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';

interface LoginFormProps {
  nextPage?: string | undefined;
}

export default function LoginForm({ nextPage }: LoginFormProps) {
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [notActivated, setNotActivated] = useState(false);

  const { form, fields, busy } = useApiForm({
    id: 'login',
    schema: loginSchema,
    send: (value) => api.call(User_login, { body: { ...value, ...(nextPage ? { nextPage } : {}) } }),
    onSuccess(data) {
      window.location.assign(safeLocalPath(data.redirectTo) ?? '/');
      return 'leave';
    },
    onError(error) {
      setNotActivated(error.message.includes('not activated'));
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    },
  });

  return (
    <form {...getFormProps(form)} method="post" className="card stack" aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <ErrorText id={form.errorId} className="form-error">
        {notActivated ? <a href="/resend-activation-email">{messages.auth.notActivated}</a> : form.errors?.[0]}
      </ErrorText>
      <TextField field={fields.email} label="Email address" type="email" autoComplete="username" />
      <TextField field={fields.password} label="Password" type="password" autoComplete="current-password" />
      <CheckField field={fields.rememberMe}>Remember me</CheckField>
      <input type="hidden" name={fields.captcha.name} value={captcha ?? ''} />
      <Captcha onChange={setCaptcha} resetKey={captchaRound} errorId={fields.captcha.errorId} error={fields.captcha.errors?.[0]} />
      <div className="actions">
        <button type="submit" disabled={!captcha || busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <a href="/forgetpassword">Forgot password?</a>
      </div>
      <p className="muted">
        New here? <a className="button secondary" href="/sign-up">Sign up</a>
      </p>
    </form>
  );
}
