/**
 * The toasts of src/stores/toasts.ts, top-right. Errors are announced at once (role=alert), the rest politely
 * (role=status); each closes by itself after its time, or with its Close button.
 */
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import { CrashBoundary } from '../shell-kit/CrashBoundary.tsx';
import type { CrashLinks } from '../shell-kit/crash-links.ts';

export default function Toaster({ crash }: { crash: CrashLinks }) {
  return (
    <CrashBoundary links={crash}>
      <Toasts />
    </CrashBoundary>
  );
}

function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className="toaster">
      <div role="status">{toasts.filter((t) => t.tone !== 'error').map((toast) => <ToastCard key={toast.id} {...toast} />)}</div>
      <div role="alert">{toasts.filter((t) => t.tone === 'error').map((toast) => <ToastCard key={toast.id} {...toast} />)}</div>
    </div>
  );
}

function ToastCard({ id, tone, title, text, href }: { id: number; tone: string; title?: string | undefined; text: string; href?: string | undefined }) {
  return (
    <div className={`toast ${tone}`}>
      <div>
        {title ? <p className="toast-title">{href ? <a href={href}>{title}</a> : title}</p> : null}
        <p>{text}</p>
      </div>
      <button type="button" className="secondary" onClick={() => dismissToast(id)}>
        Close<span className="visually-hidden"> notice</span>
      </button>
    </div>
  );
}
