/** The frame the skill dialogs share: the dialog with its Done button, and a titled group of skill toggles. */
import type { ReactNode } from 'react';
import { Dialog } from '../shell-kit/Dialog.tsx';
import type { BrowserSkill } from './selection.ts';
import { SkillToggle } from './SkillToggle.tsx';

/** What a dialog of skill toggles is given: its skills, which of them are chosen, and what a toggle does. */
export interface SkillToggleDialogProps<S extends BrowserSkill> {
  open: boolean;
  onClose: () => void;
  skills: readonly S[];
  isChosen: (skillId: number) => boolean;
  onToggle: (skill: BrowserSkill) => void;
}

interface SkillDialogProps {
  open: boolean;
  title: string;
  className: string;
  onClose: () => void;
  children: ReactNode;
}

export function SkillDialog({ open, title, className, onClose, children }: SkillDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose} className={className}>
      <div className="stack">
        {children}
        <div className="actions">
          <button type="button" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Dialog>
  );
}

interface SkillChipsSectionProps<S extends BrowserSkill> {
  /** The heading's id. */
  id: string;
  title: string;
  skills: readonly S[];
  isChosen: (skillId: number) => boolean;
  onToggle: (skill: S) => void;
}

export function SkillChipsSection<S extends BrowserSkill>({ id, title, skills, isChosen, onToggle }: SkillChipsSectionProps<S>) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div className="skill-chips">
        {skills.map((s) => (
          <SkillToggle key={s.skillId} skill={s} chosen={isChosen(s.skillId)} onToggle={() => onToggle(s)} />
        ))}
      </div>
    </section>
  );
}
