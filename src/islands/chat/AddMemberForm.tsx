/** The Add member dialog's form: the people who may join the chat to choose from, and the server's refusal. */
import type { FormEvent } from 'react';
import type { ChatPerson } from '#domain/chat.ts';
import { personName } from './people.ts';

interface AddMemberFormProps {
  id: string;
  /** Null while it is read. */
  party: ChatPerson[] | null;
  pick: string;
  onPick: (userId: string) => void;
  error: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

export function AddMemberForm({ id, party, pick, onPick, error, busy, onSubmit }: AddMemberFormProps) {
  const offered = party && party.length > 0;
  return (
    <form className="stack" onSubmit={onSubmit}>
      {party === null ? <p>Loading…</p> : null}
      {party?.length === 0 && !error ? <p>Everyone who may join this chat is in it already.</p> : null}
      {offered ? (
        <div className="field">
          <label htmlFor={`${id}-person`}>Person</label>
          <select id={`${id}-person`} value={pick} onChange={(e) => onPick(e.currentTarget.value)} required>
            <option value="">Choose a person</option>
            {party.map((p) => (
              <option key={p.userId} value={p.userId}>
                {personName(p)} ({p.side === 'client' ? 'client' : 'talent'})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p role="alert" className="field-error">
        {error}
      </p>
      {offered ? (
        <div className="actions">
          <button type="submit" disabled={busy || !pick}>
            Add
          </button>
        </div>
      ) : null}
    </form>
  );
}
