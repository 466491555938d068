/** Add Skills from Other Roles: the skills the talent holds in their other roles, by role. */
import { Dialog } from '../shell-kit/Dialog.tsx';
import type { BrowserSkill } from './selection.ts';
import { SkillToggle } from './SkillToggle.tsx';

export interface OtherRoleSkill extends BrowserSkill {
  roleId: number;
  role: string;
}

interface OtherRolesDialogProps {
  open: boolean;
  onClose: () => void;
  skills: readonly OtherRoleSkill[];
  isChosen: (skillId: number) => boolean;
  onToggle: (skill: BrowserSkill) => void;
}

export function OtherRolesDialog({ open, onClose, skills, isChosen, onToggle }: OtherRolesDialogProps) {
  const roles = [...new Map(skills.map((s) => [s.roleId, s.role])).entries()];
  return (
    <Dialog open={open} title="Add Skills from Other Roles" onClose={onClose} className="skill-dialog role-copy-dialog">
      <div className="stack">
        {roles.map(([roleId, role]) => (
          <section key={roleId} aria-labelledby={`other-role-${roleId}`}>
            <h3 id={`other-role-${roleId}`}>{role}</h3>
            <div className="skill-chips">
              {skills
                .filter((s) => s.roleId === roleId)
                .map((s) => (
                  <SkillToggle key={s.skillId} skill={s} chosen={isChosen(s.skillId)} onToggle={() => onToggle(s)} />
                ))}
            </div>
          </section>
        ))}
        <div className="actions">
          <button type="button" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </Dialog>
  );
}
