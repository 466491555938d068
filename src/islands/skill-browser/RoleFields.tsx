/** Parts of the role form (RoleEditor): the rate range, the skill search and the role's chosen skills. */
import { useState } from 'react';
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { limits } from '#domain/constants.ts';
import { rolePageTexts } from '#domain/role-display.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import type { BrowserSkill, ChosenSkill } from './selection.ts';
import { searchSkills } from './skill-search.ts';
import { SkillToggle } from './SkillToggle.tsx';

function AmountField({ field, label }: { field: FieldMetadata<string>; label: string }) {
  const { key, ...input } = getInputProps(field, { type: 'text' });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...input} inputMode="decimal" maxLength={limits.rateInputMax} autoComplete="off" />
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </div>
  );
}

/** The minimum and maximum rate. */
export function RateRange({ min, max }: { min: FieldMetadata<string>; max: FieldMetadata<string> }) {
  return (
    <div className="rate-range">
      <AmountField field={min} label="Minimum rate" />
      <AmountField field={max} label="Maximum rate" />
    </div>
  );
}

interface SkillSearchProps {
  catalogue: BrowserSkill[];
  isChosen: (skillId: number) => boolean;
  onToggle: (skill: BrowserSkill) => void;
}

/** Skills found by name as the talent types. */
export function SkillSearch({ catalogue, isChosen, onToggle }: SkillSearchProps) {
  const [search, setSearch] = useState('');
  const found = searchSkills(catalogue, search);
  return (
    <>
      <div className="field">
        <label htmlFor="skill-search">Search skills</label>
        <input id="skill-search" type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} autoComplete="off" />
      </div>
      {search.trim() ? (
        found.length ? (
          <ul className="skill-results dropdown-list" aria-label="Matching skills">
            {found.map((s) => (
              <li key={s.skillId}>
                <SkillToggle skill={s} chosen={isChosen(s.skillId)} onToggle={() => onToggle(s)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{rolePageTexts.noSkillsFound}</p>
        )
      ) : null}
    </>
  );
}

type Flag = 'certifiedToTeach' | 'ownCourseMaterial';

interface ChosenSkillsProps {
  /** The name of the form's skills field: each skill posts as name[i].skillId and its flags. */
  name: string;
  chosen: ChosenSkill[];
  /** An instructor role asks, for each skill, whether the talent is certified and has course material. */
  withFlags: boolean;
  onFlag: (skillId: number, flag: Flag, value: boolean) => void;
  onRemove: (skill: ChosenSkill) => void;
}

/** The role's skills as chosen so far, each with its flags and Remove. */
export function ChosenSkills({ name, chosen, withFlags, onFlag, onRemove }: ChosenSkillsProps) {
  const flag = (s: ChosenSkill, index: number, which: Flag, label: string) => (
    <label className="check">
      <input type="checkbox" name={`${name}[${index}].${which}`} checked={s[which]} onChange={(e) => onFlag(s.skillId, which, e.currentTarget.checked)} />
      {label}
    </label>
  );
  if (!chosen.length) return <p className="muted">No skills chosen yet.</p>;
  return (
    <ul className="chosen-skills" aria-labelledby="chosen-skills">
      {chosen.map((s, index) => (
        <li key={s.skillId}>
          <input type="hidden" name={`${name}[${index}].skillId`} value={String(s.skillId)} />
          <span className="chosen-name">{s.skill}</span>
          {withFlags ? (
            <span className="skill-flags">
              {flag(s, index, 'certifiedToTeach', 'I am certified to teach')}
              {flag(s, index, 'ownCourseMaterial', 'I have my own course material')}
            </span>
          ) : null}
          <button type="button" className="secondary" aria-label={`Remove ${s.skill}`} onClick={() => onRemove(s)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

export type SkillSource = 'browse' | 'other-roles' | 'add-skill';

/** The ways to more skills besides the search: browsing, the talent's other roles, a new skill. */
export function SkillSources({ otherRoles, onOpen }: { otherRoles: boolean; onOpen: (source: SkillSource) => void }) {
  const button = (source: SkillSource, label: string) => (
    <button type="button" className="secondary" onClick={() => onOpen(source)}>
      {label}
    </button>
  );
  return (
    <div className="actions">
      {button('browse', 'Browse & Select Skills')}
      {otherRoles ? button('other-roles', 'Add Skills from Other Roles') : null}
      {button('add-skill', 'Add Skill')}
    </div>
  );
}
