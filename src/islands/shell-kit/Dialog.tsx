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

  /** Whether the closing of the current opening was already reported (Escape and Close report it at once). */
  const reported = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      reported.current = false;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The browser's close event comes a task later; a page that opens the dialog again in between must not have it
  // closed by the late event, so a close is reported once, as soon as it happens.
  const closed = () => {
    const dialog = ref.current;
    if (!dialog || dialog.open || reported.current) return;
    if (!dismissable && open) {
      dialog.showModal();
      return;
    }
    reported.current = true;
    if (opener.current?.isConnected) opener.current.focus();
    onClose?.();
  };
  const closeNow = (event?: SyntheticEvent) => {
    event?.preventDefault();
    ref.current?.close();
    closed();
  };

  const refuse = (event: SyntheticEvent) => event.preventDefault();

  return (
    <dialog
      ref={ref}
      className={['dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={closed}
      onCancel={dismissable ? closeNow : refuse}
      onKeyDown={dismissable ? undefined : trapTab}
      closedby={dismissable ? 'closerequest' : 'none'}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        {dismissable ? (
          <button type="button" className="secondary" onClick={() => closeNow()}>
            Close
          </button>
        ) : null}
      </div>
      {open || (keepMounted && shown) ? children : null}
    </dialog>
  );
}
