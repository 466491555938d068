/**
 * Browse & Select Skills: the role's skills by discipline (Technical, Soft Skills), its popular
 * skills, and its vendors or categories, 12 shown then Show More/Less; a vendor or category opens its skills.
 */
import { useState } from 'react';
import { skillDisciplines } from '#domain/constants.ts';
import { skillGroupsShown } from '#domain/role-display.ts';
import { groupsOf, type BrowserSkill } from './selection.ts';
import { SkillChipsSection, SkillDialog, type SkillToggleDialogProps } from './SkillDialog.tsx';

export function BrowseDialog({ open, onClose, skills, isChosen, onToggle }: SkillToggleDialogProps<BrowserSkill>) {
  const disciplines = skillDisciplines.filter((d) => skills.some((s) => s.discipline === d));
  const [discipline, setDiscipline] = useState(disciplines[0] ?? 'Technical');
  const [group, setGroup] = useState<string | null>(null);
  const [allGroups, setAllGroups] = useState(false);
  const groups = groupsOf(skills, discipline);
  const shownGroups = allGroups ? groups : groups.slice(0, skillGroupsShown);
  const popular = skills.filter((s) => s.discipline === discipline && s.isPopularSkill);
  const inGroup = group ? skills.filter((s) => s.discipline === discipline && s.group === group) : [];
  const groupWord = discipline === 'Technical' ? 'Vendors' : 'Categories';

  const chooseDiscipline = (next: BrowserSkill['discipline']) => {
    setDiscipline(next);
    setGroup(null);
    setAllGroups(false);
  };

  return (
    <SkillDialog open={open} title="Browse & Select Skills" onClose={onClose} className="skill-dialog">
      <div className="skill-tabs" role="group" aria-label="Discipline">
        {disciplines.map((d) => (
          <button key={d} type="button" className="secondary" aria-pressed={d === discipline} onClick={() => chooseDiscipline(d)}>
            {d}
          </button>
        ))}
      </div>
      {popular.length ? <SkillChipsSection id="popular-skills" title="Popular skills" skills={popular} isChosen={isChosen} onToggle={onToggle} /> : null}
      <section aria-labelledby="skill-groups">
        <h3 id="skill-groups">{groupWord}</h3>
        <div className="skill-groups" role="group" aria-label={groupWord}>
          {shownGroups.map((g) => (
            <button key={g} type="button" className="secondary" aria-pressed={g === group} onClick={() => setGroup(g === group ? null : g)}>
              {g}
            </button>
          ))}
        </div>
        {groups.length > skillGroupsShown ? (
          <button type="button" className="link-button" aria-expanded={allGroups} onClick={() => setAllGroups(!allGroups)}>
            {allGroups ? 'Show Less' : 'Show More'}
          </button>
        ) : null}
      </section>
      {group ? <SkillChipsSection id="group-skills" title={group} skills={inGroup} isChosen={isChosen} onToggle={onToggle} /> : null}
    </SkillDialog>
  );
}
