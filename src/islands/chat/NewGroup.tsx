/**
 * New group on a job (AddGroupChat): a name and the people of the job's chat party to add besides the user. A
 * refusal shows the server's message in the dialog and keeps what was typed and ticked.
 */
import { useId, useState, type FormEvent } from 'react';
import type { ChatPerson, ChatSummary } from '#domain/chat.ts';
import { api } from '../../lib/api-client.ts';
import { Messaging_AddGroupChat } from '../../lib/api/operations.gen.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { personName } from './people.ts';

interface NewGroupProps {
  projectId: number;
  /** The job's chat party other than the user. */
  party: readonly ChatPerson[];
  onCreated: (chat: ChatSummary, note: string) => void;
}

export function NewGroup({ projectId, party, onCreated }: NewGroupProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.call(Messaging_AddGroupChat, { body: { projectId, name, userIds: picked } });
    setBusy(false);
    if (!result.ok) {
      setError(Object.values(result.error.errors ?? {}).flat()[0] ?? result.error.message);
      return;
    }
    setOpen(false);
    setName('');
    setPicked([]);
    onCreated(result.data.chat, result.data.message);
  };

  return (
    <>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          setError('');
          setOpen(true);
        }}
      >
        New group
      </button>
      <Dialog open={open} title="New group" onClose={() => setOpen(false)}>
        <form className="stack" onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor={`${id}-name`}>Group name</label>
            <input id={`${id}-name`} type="text" value={name} onChange={(e) => setName(e.currentTarget.value)} aria-describedby={`${id}-error`} />
          </div>
          <fieldset className="field">
            <legend>People to add</legend>
            {party.length === 0 ? <p>Nobody else can join this job&apos;s chats yet.</p> : null}
            {party.map((p) => (
              <label key={p.userId} className="check">
                <input
                  type="checkbox"
                  checked={picked.includes(p.userId)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPicked((list) => (on ? [...list, p.userId] : list.filter((x) => x !== p.userId)));
                  }}
                />{' '}
                {personName(p)} ({p.side === 'client' ? 'client' : 'talent'})
              </label>
            ))}
          </fieldset>
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
          <div className="actions">
            <button type="submit" disabled={busy}>
              Create group
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
