/** The members the `@` picker offers, as a listbox the message box points into (the active one is selected). */
import type { NamedPerson } from './use-mention-picker.ts';

interface MentionListProps {
  id: string;
  choices: NamedPerson[];
  active: number;
  optionId: (index: number) => string;
  onPick: (name: string) => void;
}

export function MentionList({ id, choices, active, optionId, onPick }: MentionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Mention a member" className="mention-list dropdown-list">
      {choices.map((choice, i) => (
        <li
          key={choice.userId}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(choice.name);
          }}
        >
          {choice.name}
        </li>
      ))}
    </ul>
  );
}
