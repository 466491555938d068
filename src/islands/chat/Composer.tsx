/**
 * The composer: a message box with its length counter, the `@` picker of the chat's members (arrow keys and Enter
 * or Tab pick, Escape closes) and Send (Enter sends, Shift+Enter starts a new line). Sending hands the text to the
 * outbox and empties the box; the outbox keeps it until the server has it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { completeMention, mentionAt, mentionChoices, mentionedNames } from '#domain/chat-text.ts';
import type { ChatPerson } from '#domain/chat.ts';
import { personName } from './people.ts';

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
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  // The box takes text once the island runs, so nothing typed into the server-rendered page is lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const id = useId();
  const others = members.filter((m) => m.userId !== me).map((m) => ({ ...m, name: personName(m) }));
  const typing = closed ? null : mentionAt(draft, caret);
  const choices = typing ? mentionChoices(others, typing.query) : [];
  const picking = choices.length > 0;
  const length = draft.trim().length;
  const over = length > max;

  const follow = (text: string, at: number) => {
    onDraft(text);
    setCaret(at);
    setActive(0);
  };

  const pick = (name: string) => {
    if (!typing) return;
    const next = completeMention(draft, typing.start, caret, name);
    follow(next.text, next.caret);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const send = () => {
    const body = draft.trim();
    if (!body || over) return;
    const named = mentionedNames(body, others.map((m) => m.name));
    onSend(body, others.filter((m) => named.includes(m.name)).map((m) => m.userId));
    follow('', 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : choices.length - 1)) % choices.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const choice = choices[active] ?? choices[0];
        if (choice) pick(choice.name);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setClosed(true);
        return;
      }
    }
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
        {picking ? (
          <ul id={`${id}-mentions`} role="listbox" aria-label="Mention a member" className="mention-list dropdown-list">
            {choices.map((choice, i) => (
              <li
                key={choice.userId}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(choice.name);
                }}
              >
                {choice.name}
              </li>
            ))}
          </ul>
        ) : null}
        <textarea
          ref={box}
          id={`${id}-text`}
          rows={2}
          value={draft}
          disabled={!ready}
          placeholder="Write a message. Type @ to mention someone."
          aria-describedby={`${id}-count`}
          aria-invalid={over || undefined}
          aria-controls={picking ? `${id}-mentions` : undefined}
          aria-activedescendant={picking ? optionId(active) : undefined}
          onChange={(event) => {
            setClosed(false);
            follow(event.currentTarget.value, event.currentTarget.selectionStart);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
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
