/**
 * The role form with the skill browser: start year, instructor type, rate type and range, and the role's skills, chosen by search, by browsing,
 * from the talent's other roles or as a new skill. Saved with Role Post (a new role) or Put (skills left out are
 * deleted); a refused save keeps everything chosen and typed.
 */
import { useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { rolePageTexts } from '#domain/role-display.ts';
import { rateTypeIssue, roleFormSchema, startYearChoices, type RoleForm } from '#domain/role-form.ts';
import { api } from '../../lib/api-client.ts';
import { Role_Post, Role_Put } from '../../lib/api/operations.gen.ts';
import { CheckField } from '../form-kit/CheckField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import { SelectField } from '../form-kit/SelectField.tsx';
import { AddSkillDialog } from './AddSkillDialog.tsx';
import { BrowseDialog } from './BrowseDialog.tsx';
import { OtherRolesDialog, type OtherRoleSkill } from './OtherRolesDialog.tsx';
import { removedSkills, toggleSkill, type BrowserSkill, type ChosenSkill } from './selection.ts';
import { ChosenSkills, RateRange, SkillSearch, SkillSources, type SkillSource } from './RoleFields.tsx';
import './skill-browser.css';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

export interface EditedRole {
  roleId: number;
  role: string;
  isInstructorType: boolean;
  rateTypes: RoleForm['rateType'][];
}

export interface SavedRole {
  startYear: number;
  rateType: RoleForm['rateType'];
  rateMin: number;
  rateMax: number;
  isTechnicalInstructor: boolean;
  isSoftSkillInstructor: boolean;
  skills: ChosenSkill[];
}

export interface RoleEditorProps {
  role: EditedRole;
  /** The role as the talent holds it; null when it is being added. */
  saved: SavedRole | null;
  catalogue: BrowserSkill[];
  otherRoleSkills: OtherRoleSkill[];
  currentYear: number;
  doneHref: string;
}

type Dialogs = SkillSource | null;

/** The form's fields as the page holds them: text. */
type RoleFields = {
  roleId: string;
  startYear: string;
  rateType: string;
  rateMin: string;
  rateMax: string;
  isTechnicalInstructor: boolean;
  isSoftSkillInstructor: boolean;
  skills: { skillId: string; certifiedToTeach: boolean; ownCourseMaterial: boolean }[];
};

const amount = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));

/** The form as the role is held (empty for a role being added). */
const startingValues = (role: EditedRole, saved: SavedRole | null) => ({
  roleId: String(role.roleId),
  startYear: saved ? String(saved.startYear) : '',
  rateType: saved?.rateType ?? '',
  rateMin: amount(saved?.rateMin),
  rateMax: amount(saved?.rateMax),
  isTechnicalInstructor: saved?.isTechnicalInstructor ?? false,
  isSoftSkillInstructor: saved?.isSoftSkillInstructor ?? false,
});

/** The shared role schema, with the rate types this role allows. */
const schemaFor = (role: EditedRole) =>
  roleFormSchema.superRefine((value, ctx) => {
    const issue = rateTypeIssue(value, { allowsPerUnitRates: role.rateTypes.includes('Per Minute') });
    if (issue) ctx.addIssue({ code: 'custom', path: ['rateType'], message: issue });
  });

function InstructorType({ technical, softSkills }: { technical: Parameters<typeof CheckField>[0]['field']; softSkills: Parameters<typeof CheckField>[0]['field'] }) {
  return (
    <fieldset className="choice-group">
      <legend>Instructor type</legend>
      <CheckField field={technical}>Technical instructor</CheckField>
      <CheckField field={softSkills}>Soft skills instructor</CheckField>
    </fieldset>
  );
}

export default function RoleEditor({ role, saved, catalogue: initialCatalogue, otherRoleSkills, currentYear, doneHref }: RoleEditorProps) {
  const [catalogue, setCatalogue] = useState(initialCatalogue);
  const [chosen, setChosen] = useState<ChosenSkill[]>(saved?.skills ?? []);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const held = saved?.skills ?? [];
  const removed = removedSkills(held, chosen);
  const isChosen = (skillId: number) => chosen.some((s) => s.skillId === skillId);
  const toggle = (skill: Pick<BrowserSkill, 'skillId' | 'skill'>) => setChosen((list) => toggleSkill(list, skill));
  const setFlag = (skillId: number, flag: 'certifiedToTeach' | 'ownCourseMaterial', value: boolean) =>
    setChosen((list) => list.map((s) => (s.skillId === skillId ? { ...s, [flag]: value } : s)));

  const { form, fields, busy } = useApiForm<RoleFields, RoleForm, unknown>({
    id: `role-${role.roleId}`,
    defaultValue: startingValues(role, saved),
    shouldValidate: 'onSubmit',
    schema: schemaFor(role),
    send: (body) => api.call(saved ? Role_Put : Role_Post, { body }),
    onSuccess() {
      window.location.assign(`${doneHref}?notice=${encodeURIComponent(saved ? rolePageTexts.saved : rolePageTexts.added)}`);
      return 'leave';
    },
  });

  const addNewSkill = (skill: BrowserSkill) => {
    setCatalogue((list) => (list.some((s) => s.skillId === skill.skillId) ? list : [...list, skill]));
    if (!isChosen(skill.skillId)) toggle(skill);
    setDialog(null);
  };

  const skillsErrorId = fields.skills.errorId;

  return (
    <>
      <form {...getFormProps(form)} method="post" className="stack role-editor" aria-label={`${role.role}: rate and skills`}>
        <ErrorText id={form.errorId} className="form-error">
          {form.errors?.[0]}
        </ErrorText>
        <input type="hidden" name={fields.roleId.name} value={String(role.roleId)} />
        <SelectField
          field={fields.startYear}
          label="Start year"
          placeholder="Choose a year"
          options={startYearChoices(currentYear).map((year) => ({ value: String(year), label: String(year) }))}
        />
        {role.isInstructorType ? <InstructorType technical={fields.isTechnicalInstructor} softSkills={fields.isSoftSkillInstructor} /> : null}
        <fieldset className="choice-group rate-fields">
          <legend>Rate (USD)</legend>
          <SelectField field={fields.rateType} label="Rate type" placeholder="Choose a rate type" options={role.rateTypes.map((t) => ({ value: t, label: t }))} />
          <RateRange min={fields.rateMin} max={fields.rateMax} />
        </fieldset>

        <fieldset className="choice-group" aria-describedby={skillsErrorId}>
          <legend>Skills</legend>
          <SkillSearch catalogue={catalogue} isChosen={isChosen} onToggle={toggle} />
          <SkillSources otherRoles={otherRoleSkills.length > 0} onOpen={setDialog} />
          <h2 id="chosen-skills" className="skills-heading">Your skills for this role ({chosen.length})</h2>
          <ChosenSkills name={fields.skills.name} chosen={chosen} withFlags={role.isInstructorType} onFlag={setFlag} onRemove={toggle} />
          {removed.length ? <p className="muted">Removed when you save: {removed.map((s) => s.skill).join(', ')}</p> : null}
          <ErrorText id={skillsErrorId} className="field-error">
            {fields.skills.errors?.[0]}
          </ErrorText>
        </fieldset>

        <div className="actions">
          <SubmitButton busy={busy} busyLabel="Saving…">Save</SubmitButton>
          <a className="button secondary" href={doneHref}>
            Cancel
          </a>
        </div>
      </form>
      <BrowseDialog open={dialog === 'browse'} onClose={() => setDialog(null)} skills={catalogue} isChosen={isChosen} onToggle={toggle} />
      <OtherRolesDialog open={dialog === 'other-roles'} onClose={() => setDialog(null)} skills={otherRoleSkills} isChosen={isChosen} onToggle={toggle} />
      <AddSkillDialog open={dialog === 'add-skill'} onClose={() => setDialog(null)} onAdded={addNewSkill} />
    </>
  );
}
