/**
 * The human verification: the ALTCHA widget solving a challenge from GET /api/User/Captcha, loaded when the
 * form is first focused or touched (at once when it already was before the island started). Reports the solved payload (or null when there is none); when `resetKey`
 * changes, the old payload is dropped and a new challenge is solved.
 */
import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { ErrorText } from './ErrorText.tsx';

interface CaptchaProps {
  /** Reports the payload to send as `captcha`, or null while there is none. */
  onChange: (payload: string | null) => void;
  resetKey: number;
  errorId: string;
  error?: string | undefined;
}

interface StateChange {
  state: string;
  payload?: string;
}

export function Captcha({ onChange, resetKey, errorId, error }: CaptchaProps) {
  const ref = useRef<HTMLElement & Partial<WidgetMethods>>(null);
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      report.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', listener);
    // The widget and its worker load when the person turns to the form; then it solves its challenge at once.
    const form = widget.closest('form');
    const load = () => {
      form?.removeEventListener('focusin', load);
      form?.removeEventListener('pointerdown', load);
      void import('../../lib/altcha-setup.ts');
    };
    // Someone (or the browser's autofill) may have turned to the form before this island came to life.
    const typed = [...(form?.querySelectorAll<HTMLInputElement>('input[type="email"], input[type="text"], input[type="password"]') ?? [])].some((input) => input.value !== '');
    if (form && !typed && !form.contains(document.activeElement)) {
      form.addEventListener('focusin', load);
      form.addEventListener('pointerdown', load);
    } else load();
    return () => {
      widget.removeEventListener('statechange', listener);
      form?.removeEventListener('focusin', load);
      form?.removeEventListener('pointerdown', load);
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (resetKey === 0 || !widget?.reset || !widget.verify) return;
    widget.reset();
    void widget.verify();
  }, [resetKey]);

  return (
    <div className="field">
      <altcha-widget ref={ref} challenge="/api/User/Captcha" name="altcha" auto="onload" aria-describedby={error ? errorId : undefined} />
      <ErrorText id={errorId} className="field-error">
        {error}
      </ErrorText>
    </div>
  );
}
