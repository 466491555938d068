/** An error under a field or a form: always in the page (so screen readers announce what appears), icon + text. */
import type { ReactNode } from 'react';
import { AlertIcon } from './AlertIcon.tsx';

interface ErrorTextProps {
  id: string;
  className: 'field-error' | 'form-error';
  children?: ReactNode;
}

export function ErrorText({ id, className, children }: ErrorTextProps) {
  return (
    <div id={id} role="alert">
      {children ? (
        <p className={className}>
          <AlertIcon />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}
