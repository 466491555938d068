/**
 * The forced password change (spec 1 §2.6, §4.3): while forceChangePassword is above 0 this Change Password dialog
 * cannot be dismissed (no Escape, focus kept inside) and covers every page; only Log out leads away. On success
 * it says 'Password Changed Successfully' and the page reloads without it.
 */
import { useEffect, useRef, useState } from 'react';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { changePasswordSchema } from '../../domain/auth.ts';
import { passwordGuidance } from '../../domain/fields.ts';
import { messages } from '../../domain/messages.ts';
import { api } from '../../lib/api-client.ts';
import { toastDurations } from '../../stores/toasts.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { TextField } from '../form-kit/TextField.tsx';
import { replyWithError } from '../form-kit/reply.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';

export default function ForcedPasswordChange({ crash }: { crash: CrashLinks }) {
  const [changed, setChanged] = useState(false);
  return (
    <CrashBoundary links={crash}>
      <Dialog open title={changed ? messages.shell.passwordChanged : 'Change Password'} dismissable={false}>
        {changed ? <Changed /> : <ChangeForm onChanged={() => setChanged(true)} />}
      </Dialog>
    </CrashBoundary>
  );
}

function Changed() {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
    // The session no longer asks for a change: reloading shows the page without this dialog.
    const timer = window.setTimeout(() => window.location.reload(), toastDurations.signIn);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="stack">
      <p role="status">Your new password is saved. The page reloads in a moment.</p>
      <p>
        <button ref={button} type="button" onClick={() => window.location.reload()}>
          Continue
        </button>
      </p>
    </div>
  );
}

function ChangeForm({ onChanged }: { onChanged: () => void }) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [busy, setBusy] = useState(false);
  const [form, fields] = useForm({
    id: 'forced-password-change',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setBusy(true);
      const result = await api.post('/api/User/ChangePassword', submission.value);
      setBusy(false);
      if (result.ok) onChanged();
      else setLastResult(replyWithError(submission, result.error));
    },
  });
  return (
    <form {...getFormProps(form)} method="post" className="stack" aria-label="Change Password">
      <p>For the security of your account, choose a new password before you continue.</p>
      <ErrorText id={form.errorId} className="form-error">
        {form.errors?.[0]}
      </ErrorText>
      <TextField field={fields.oldPassword} label="Current password" type="password" autoComplete="current-password" />
      <TextField field={fields.newPassword} label="New password" type="password" autoComplete="new-password" hints={passwordGuidance} />
      <TextField field={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Changing…' : 'Change Password'}
        </button>
        <a href="/logout">Log out</a>
      </div>
    </form>
  );
}
