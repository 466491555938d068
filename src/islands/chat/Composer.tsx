/**
 * The composer: a message box with its length counter, the `@` picker of the chat's members (arrow keys and Enter
 * or Tab pick, Escape closes) and Send (Enter sends, Shift+Enter starts a new line). Sending hands the text to the
 * outbox and empties the box; the outbox keeps it until the server has it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { mentionedNames } from '#domain/chat-text.ts';
import type { ChatPerson } from '#domain/chat.ts';
import { MentionList } from './MentionList.tsx';
import { personName } from './people.ts';
import { useMentionPicker } from './use-mention-picker.ts';

interface ComposerProps {
  members: readonly ChatPerson[];
  me: number;
  max: number;
  tooLong: string;
  onSend: (body: string, mentions: number[]) => void;
  /** Text given back by the outbox (a refused message the user takes back). */
  draft: string;
  onDraft: (text: string) => void;
}

export function Composer({ members, me, max, tooLong, onSend, draft, onDraft }: ComposerProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  // The box takes text once the island runs, so nothing typed into the server-rendered page is lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const id = useId();
  const others = members.filter((m) => m.userId !== me).map((m) => ({ ...m, name: personName(m) }));
  const picker = useMentionPicker(draft, onDraft, others, box);
  const length = draft.trim().length;
  const over = length > max;

  const send = () => {
    const body = draft.trim();
    if (!body || over) return;
    const named = mentionedNames(body, others.map((m) => m.name));
    onSend(body, others.filter((m) => named.includes(m.name)).map((m) => m.userId));
    picker.follow('', 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.onPickerKey(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const optionId = (i: number) => `${id}-mention-${i}`;
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        Message
      </label>
      <div className="composer-box">
        {picker.picking ? <MentionList id={`${id}-mentions`} choices={picker.choices} active={picker.active} optionId={optionId} onPick={picker.pick} /> : null}
        <textarea
          ref={box}
          id={`${id}-text`}
          rows={2}
          value={draft}
          disabled={!ready}
          placeholder="Write a message. Type @ to mention someone."
          aria-describedby={`${id}-count`}
          aria-invalid={over || undefined}
          aria-controls={picker.picking ? `${id}-mentions` : undefined}
          aria-activedescendant={picker.picking ? optionId(picker.active) : undefined}
          onChange={(event) => picker.type(event.currentTarget.value, event.currentTarget.selectionStart)}
          onSelect={(event) => picker.moveCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="composer-foot">
        <p id={`${id}-count`} className={over ? 'count over' : 'count'}>
          {length} / {max}
          {over ? <span role="alert"> {tooLong}</span> : null}
        </p>
        <button type="submit" disabled={!length || over}>
          Send
        </button>
      </div>
    </form>
  );
}
