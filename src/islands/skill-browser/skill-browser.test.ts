import { describe, expect, it } from 'vitest';
import { searchSkills } from './skill-search.ts';
import { groupsOf, removedSkills, toggleSkill, type BrowserSkill } from './selection.ts';

const skill = (skillId: number, name: string, discipline: BrowserSkill['discipline'] = 'Technical', group = 'Other'): BrowserSkill => ({
  skillId,
  skill: name,
  discipline,
  group,
  isPopularSkill: false,
  isUnapprovedSkill: false,
});

describe('the role form skill search', () => {
  const skills = [skill(1, 'Microsoft Excel'), skill(2, 'Excel Macros'), skill(3, 'Advanced Excel'), skill(4, 'Python'), skill(5, 'excel for finance')];

  it('lists titles starting with the text first, then titles containing it, each by name, ignoring case', () => {
    expect(searchSkills(skills, 'EXCEL').map((s) => s.skill)).toEqual(['excel for finance', 'Excel Macros', 'Advanced Excel', 'Microsoft Excel']);
  });

  it('shows at most 10 results', () => {
    const many = Array.from({ length: 15 }, (_, i) => skill(i + 1, `Skill ${String(i).padStart(2, '0')}`));
    expect(searchSkills(many, 'skill')).toHaveLength(10);
  });

  it('lists nothing for blank text or no match', () => {
    expect(searchSkills(skills, '  ')).toEqual([]);
    expect(searchSkills(skills, 'cobol')).toEqual([]);
  });
});

describe('choosing skills', () => {
  it('adds a skill, and removes it when chosen again', () => {
    const once = toggleSkill([], skill(4, 'Python'));
    expect(once).toEqual([{ skillId: 4, skill: 'Python', certifiedToTeach: false, ownCourseMaterial: false }]);
    expect(toggleSkill(once, skill(4, 'Python'))).toEqual([]);
  });

  it('tracks the skills held before that the save deletes', () => {
    const held = [skill(1, 'Microsoft Excel'), skill(4, 'Python')].map((s) => ({ skillId: s.skillId, skill: s.skill, certifiedToTeach: true, ownCourseMaterial: false }));
    const chosen = toggleSkill(toggleSkill(held, skill(4, 'Python')), skill(2, 'Excel Macros'));
    expect(removedSkills(held, chosen).map((s) => s.skill)).toEqual(['Python']);
    expect(removedSkills(held, toggleSkill(chosen, skill(4, 'Python')))).toEqual([]);
  });

  it('lists the vendors or categories of a discipline by name, Other last', () => {
    const skills = [skill(1, 'A', 'Technical', 'Other'), skill(2, 'B', 'Technical', 'SAP'), skill(3, 'C', 'Technical', 'Adobe'), skill(4, 'D', 'Soft Skills', 'Sales')];
    expect(groupsOf(skills, 'Technical')).toEqual(['Adobe', 'SAP', 'Other']);
    expect(groupsOf(skills, 'Soft Skills')).toEqual(['Sales']);
  });
});
