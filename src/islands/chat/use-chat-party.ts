/**
 * The people of a job's chat party who are not in the chat yet, read when the Add member dialog opens, and the one
 * chosen of them. A failed read shows its message and offers no one.
 */
import { useState } from 'react';
import type { ChatPerson, ChatSummary } from '#domain/chat.ts';
import { api } from '../../lib/api-client.ts';
import { Messaging_GetRepProjectDetails } from '../../lib/api/operations.gen.ts';

export function useChatParty(chat: ChatSummary, onError: (message: string) => void) {
  /** Null while it is read. */
  const [party, setParty] = useState<ChatPerson[] | null>(null);
  const [pick, setPick] = useState('');

  const load = () => {
    setParty(null);
    setPick('');
    void api.call(Messaging_GetRepProjectDetails, { query: { projectId: chat.projectId } }).then((result) => {
      if (!result.ok) {
        onError(result.error.message);
        setParty([]);
        return;
      }
      const members = new Set(chat.members.map((m) => m.userId));
      setParty(result.data.chatParty.filter((p) => !members.has(p.userId)));
    });
  };

  return { party, pick, setPick, load };
}
