/**
 * The `@` picker of the composer: while the text before the caret is an `@` and the start of a member's name, the
 * matching members are offered; arrow keys move through them, Enter or Tab picks one, Escape closes the picker
 * until the text changes again.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { completeMention, mentionAt, mentionChoices } from '#domain/chat-text.ts';
import type { ChatPerson } from '#domain/chat.ts';

export type NamedPerson = ChatPerson & { name: string };

export function useMentionPicker(draft: string, onDraft: (text: string) => void, others: NamedPerson[], box: RefObject<HTMLTextAreaElement | null>) {
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [closed, setClosed] = useState(false);
  const typing = closed ? null : mentionAt(draft, caret);
  const choices = typing ? mentionChoices(others, typing.query) : [];
  const picking = choices.length > 0;
  /** Where the caret goes once a picked name is in the box: set as the text is committed, before the next key. */
  const caretAfterPick = useRef<{ text: string; at: number } | null>(null);

  useLayoutEffect(() => {
    const pending = caretAfterPick.current;
    const element = box.current;
    if (!pending || !element || element.value !== pending.text) return;
    caretAfterPick.current = null;
    element.focus();
    element.setSelectionRange(pending.at, pending.at);
  });

  /** Sets the text and the caret; the picker starts again from its first choice. */
  const follow = (text: string, at: number) => {
    onDraft(text);
    setCaret(at);
    setActive(0);
  };

  const pick = (name: string) => {
    if (!typing) return;
    const next = completeMention(draft, typing.start, caret, name);
    caretAfterPick.current = { text: next.text, at: next.caret };
    follow(next.text, next.caret);
  };

  /** Text typed into the box opens the picker again. */
  const type = (text: string, at: number) => {
    setClosed(false);
    follow(text, at);
  };

  /** Handles a key meant for the picker; false when the key is the box's. */
  const onPickerKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!picking) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : choices.length - 1)) % choices.length);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const choice = choices[active] ?? choices[0];
      if (choice) pick(choice.name);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setClosed(true);
      return true;
    }
    return false;
  };

  return { choices, picking, active, follow, pick, type, moveCaret: setCaret, onPickerKey };
}
