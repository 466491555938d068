/** A form's submit button: disabled while the form is being sent, and saying so (`busyLabel`, such as "Saving…"). */
import type { ReactNode } from 'react';

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
