/** The Rename group dialog's form: the new name and the server's refusal under it. */
import type { FormEvent } from 'react';

interface RenameFormProps {
  id: string;
  name: string;
  onName: (name: string) => void;
  error: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

export function RenameForm({ id, name, onName, error, busy, onSubmit }: RenameFormProps) {
  return (
    <form className="stack" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Group name</label>
        <input id={`${id}-name`} type="text" value={name} onChange={(e) => onName(e.currentTarget.value)} aria-invalid={error ? true : undefined} aria-describedby={`${id}-rename-error`} />
      </div>
      <p id={`${id}-rename-error`} role="alert" className="field-error">
        {error}
      </p>
      <div className="actions">
        <button type="submit" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
