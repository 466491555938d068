/** Step 2, skills: skills from the catalogue (with a filter), industries, and languages with their proficiency. */
import { useState } from 'react';
import { proficiencies } from '#domain/constants.ts';
import { stepForms } from '#domain/job-posting.ts';
import type { PostingOptions } from '#domain/job-posting-answers.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { ChoiceGroup } from './fields.tsx';
import { SelectField } from '../form-kit/SelectField.tsx';
import { FormErrors } from './FormErrors.tsx';
import { StepActions } from './StepActions.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './use-step-form.ts';

interface SkillsStepProps {
  projectId: number;
  saved: Record<string, unknown>;
  options: Pick<PostingOptions, 'skills' | 'industries' | 'languages'>;
}

export default function SkillsStep(props: SkillsStepProps) {
  return (
    <StepFrame step="job-skills" projectId={props.projectId} saved={props.saved}>
      {(values) => <SkillsForm {...props} values={values} />}
    </StepFrame>
  );
}

const proficiencyOptions = Object.entries(proficiencies).map(([value, label]) => ({ value, label }));

function SkillsForm({ projectId, values, options }: SkillsStepProps & { values: Record<string, unknown> }) {
  const { form, fields, busy, formProps } = useStepForm({ step: 'job-skills', toBody: (value, id) => ({ ...value, projectId: id, step: 'job-skills' }), projectId, schema: stepForms['job-skills'], defaultValue: values });
  const [filter, setFilter] = useState('');
  const chosen = new Set(Array.isArray(values.skillIds) ? values.skillIds.map(String) : []);
  const groups = [...new Set(options.skills.map((s) => s.group))];
  const shown = (name: string) => name.toLowerCase().includes(filter.trim().toLowerCase());
  const languageRows = fields.languages.getFieldList();
  const languageOptions = options.languages.map((l) => ({ value: String(l.id), label: l.name }));

  return (
    <form {...formProps} method="post" className="stack" aria-labelledby="step-title">
      <FormErrors form={form} />
      <fieldset className="choice-group" aria-describedby={fields.skillIds.errors ? fields.skillIds.errorId : undefined}>
        <legend>Skills</legend>
        <div className="field">
          <label htmlFor="skill-filter">Filter skills</label>
          <input id="skill-filter" type="text" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} autoComplete="off" />
        </div>
        {groups.map((group) => (
          <div key={group} hidden={!options.skills.some((s) => s.group === group && shown(s.name))}>
            <h3>{group}</h3>
            <div className="choice-columns">
              {options.skills
                .filter((s) => s.group === group)
                .map((s) => (
                  <div className="check" key={s.id} hidden={!shown(s.name)}>
                    <input id={`skill-${s.id}`} type="checkbox" name={fields.skillIds.name} value={String(s.id)} defaultChecked={chosen.has(String(s.id))} />
                    <label htmlFor={`skill-${s.id}`}>{s.name}</label>
                  </div>
                ))}
            </div>
          </div>
        ))}
        <ErrorText id={fields.skillIds.errorId} className="field-error">
          {fields.skillIds.errors?.[0]}
        </ErrorText>
      </fieldset>
      <ChoiceGroup field={fields.industryIds} legend="Industry experience (optional)" type="checkbox" columns choices={options.industries.map((i) => ({ value: String(i.id), label: i.name }))} />
      <fieldset className="choice-group">
        <legend>Languages (optional)</legend>
        <ul className="row-list">
          {languageRows.map((row, index) => {
            const language = row.getFieldset();
            return (
              <li key={row.key}>
                <SelectField field={language.languageId} label={`Language ${index + 1}`} placeholder="Choose a language" options={languageOptions} />
                <SelectField field={language.proficiency} label={`Proficiency ${index + 1}`} placeholder="Choose a proficiency" options={proficiencyOptions} />
                <button className="secondary" {...form.remove.getButtonProps({ name: fields.languages.name, index })}>
                  Remove language {index + 1}
                </button>
              </li>
            );
          })}
        </ul>
        <ErrorText id={fields.languages.errorId} className="field-error">
          {fields.languages.errors?.[0]}
        </ErrorText>
        <button className="secondary" {...form.insert.getButtonProps({ name: fields.languages.name, defaultValue: { languageId: '', proficiency: '3' } })}>
          Add a language
        </button>
      </fieldset>
      <StepActions step="job-skills" projectId={projectId} busy={busy} />
    </form>
  );
}
