/**
 * A modal dialog on the native <dialog>: labelled by its title, focus moved in on open (showModal) and back to
 * where it was on close; Escape and the Close button close it. A non-dismissable dialog has neither: it keeps
 * Tab inside, refuses Escape and opens again if the browser closes it anyway.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { trapTab } from './focus-trap.ts';

interface DialogProps {
  open: boolean;
  title: string;
  /** Called when the user closes a dismissable dialog. */
  onClose?: () => void;
  dismissable?: boolean;
  /** Keeps the content once shown (e.g. a solved captcha) instead of rendering it afresh on every opening. */
  keepMounted?: boolean;
  className?: string;
  children: ReactNode;
}

export function Dialog({ open, title, onClose, dismissable = true, keepMounted = false, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState(open);
  const titleId = useId();
  if (open && !shown) setShown(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const closed = () => {
    const dialog = ref.current;
    if (!dismissable && open && dialog) {
      dialog.showModal();
      return;
    }
    if (opener.current?.isConnected) opener.current.focus();
    onClose?.();
  };

  const refuse = (event: SyntheticEvent) => event.preventDefault();

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={closed}
      onCancel={dismissable ? undefined : refuse}
      onKeyDown={dismissable ? undefined : trapTab}
      closedby={dismissable ? 'closerequest' : 'none'}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        {dismissable ? (
          <button type="button" className="secondary" onClick={() => ref.current?.close()}>
            Close
          </button>
        ) : null}
      </div>
      {open || (keepMounted && shown) ? children : null}
    </dialog>
  );
}
