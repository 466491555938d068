/** A skill as a toggle button: pressed when chosen; pressing it again removes it. */
interface SkillToggleProps {
  skill: { skillId: number; skill: string; isUnapprovedSkill?: boolean };
  chosen: boolean;
  onToggle: () => void;
}

export function SkillToggle({ skill, chosen, onToggle }: SkillToggleProps) {
  return (
    <button type="button" className="skill-toggle" aria-pressed={chosen} onClick={onToggle}>
      {chosen ? <span aria-hidden="true">✓ </span> : null}
      {skill.skill}
      {skill.isUnapprovedSkill ? <span className="muted"> (awaiting review)</span> : null}
    </button>
  );
}
