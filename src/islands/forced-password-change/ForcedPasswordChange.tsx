/**
 * The forced password change: while forceChangePassword is above 0 this Change Password dialog
 * cannot be dismissed (no Escape, focus kept inside) and covers every page; only Log out leads away. On success
 * it says 'Password Changed Successfully' and the page reloads without it.
 */
import { useEffect, useRef, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { toastDurations } from '../../stores/toasts.ts';
import ChangePasswordForm from '../change-password-form/ChangePasswordForm.tsx';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';

export default function ForcedPasswordChange({ crash }: { crash: CrashLinks }) {
  const [changed, setChanged] = useState(false);
  return (
    <CrashBoundary links={crash}>
      <Dialog open title={changed ? messages.shell.passwordChanged : 'Change Password'} dismissable={false}>
        {changed ? (
          <Changed />
        ) : (
          <div className="stack">
            <p>
              For the security of your account, choose a new password before you continue, or <a href="/logout">log out</a>.
            </p>
            <ChangePasswordForm onChanged={() => setChanged(true)} />
          </div>
        )}
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
