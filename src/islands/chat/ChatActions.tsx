/**
 * What a member may do to a chat: rename it, add someone of the job's chat party, or leave it after confirming.
 * Each opens a dialog (focus moves in and back, src/islands/shell-kit/Dialog.tsx); a refusal shows the server's
 * message in the dialog and keeps what was typed.
 */
import { useId, useState, type FormEvent } from 'react';
import type { ChatSummary } from '#domain/chat.ts';
import { api, type ApiResult } from '../../lib/api-client.ts';
import { Messaging_AddGroupMember, Messaging_LeaveGroupChat, Messaging_RenameGroup } from '../../lib/api/operations.gen.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { AddMemberForm } from './AddMemberForm.tsx';
import { RenameForm } from './RenameForm.tsx';
import { useChatParty } from './use-chat-party.ts';

type Open = null | 'rename' | 'add' | 'leave';

interface ChatActionsProps {
  chat: ChatSummary;
  /** The chat after a change (null once the user left it) and the server's message. */
  onChanged: (chat: ChatSummary | null, note: string) => void;
}

export function ChatActions({ chat, onChanged }: ChatActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState(chat.name);
  const { party, pick, setPick, load } = useChatParty(chat, setError);
  const id = useId();

  const show = (which: Open) => {
    setError('');
    setOpen(which);
    if (which === 'rename') setName(chat.name);
    if (which === 'add') load();
  };

  const run = async (event: FormEvent | null, action: () => Promise<ApiResult<{ message: string; chat?: ChatSummary }>>, left = false) => {
    event?.preventDefault();
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (!result.ok) {
      setError(result.error.errors ? Object.values(result.error.errors).flat()[0] ?? result.error.message : result.error.message);
      return;
    }
    setOpen(null);
    onChanged(left ? null : (result.data.chat ?? chat), result.data.message);
  };

  return (
    <div className="chat-actions actions">
      <button type="button" className="secondary" onClick={() => show('rename')}>
        Rename
      </button>
      <button type="button" className="secondary" onClick={() => show('add')}>
        Add member
      </button>
      <button type="button" className="secondary" onClick={() => show('leave')}>
        Leave
      </button>

      <Dialog open={open === 'rename'} title="Rename group" onClose={() => setOpen(null)}>
        <RenameForm id={id} name={name} onName={setName} error={error} busy={busy} onSubmit={(e) => void run(e, () => api.call(Messaging_RenameGroup, { body: { chatId: chat.chatId, name } }))} />
      </Dialog>

      <Dialog open={open === 'add'} title="Add member" onClose={() => setOpen(null)}>
        <AddMemberForm
          id={id}
          party={party}
          pick={pick}
          onPick={setPick}
          error={error}
          busy={busy}
          onSubmit={(e) => void run(e, () => api.call(Messaging_AddGroupMember, { body: { chatId: chat.chatId, userId: Number(pick) } }))}
        />
      </Dialog>

      <Dialog open={open === 'leave'} title={`Leave ${chat.name}?`} onClose={() => setOpen(null)}>
        <div className="stack">
          <p>You will no longer see this chat or receive its messages. Someone in it can add you again.</p>
          <p role="alert" className="field-error">
            {error}
          </p>
          <div className="actions">
            <button type="button" disabled={busy} onClick={() => void run(null, () => api.call(Messaging_LeaveGroupChat, { query: { chatId: chat.chatId } }), true)}>
              Leave chat
            </button>
            <button type="button" className="secondary" onClick={() => setOpen(null)}>
              Cancel
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
