/**
 * The human verification: the ALTCHA widget solving a challenge from GET /api/User/Captcha. Reports the
 * solved payload (or null when there is none); when `resetKey` changes, the old payload is dropped and a
 * new challenge is solved.
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
    void import('../../lib/altcha-setup.ts');
    return () => widget.removeEventListener('statechange', listener);
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
