/** Add Skills from Other Roles: the skills the talent holds in their other roles, by role. */
import type { BrowserSkill } from './selection.ts';
import { SkillChipsSection, SkillDialog, type SkillToggleDialogProps } from './SkillDialog.tsx';

export interface OtherRoleSkill extends BrowserSkill {
  roleId: number;
  role: string;
}

export function OtherRolesDialog({ open, onClose, skills, isChosen, onToggle }: SkillToggleDialogProps<OtherRoleSkill>) {
  const roles = [...new Map(skills.map((s) => [s.roleId, s.role])).entries()];
  return (
    <SkillDialog open={open} title="Add Skills from Other Roles" onClose={onClose} className="skill-dialog role-copy-dialog">
      {roles.map(([roleId, role]) => (
        <SkillChipsSection key={roleId} id={`other-role-${roleId}`} title={role} skills={skills.filter((s) => s.roleId === roleId)} isChosen={isChosen} onToggle={onToggle} />
      ))}
    </SkillDialog>
  );
}
