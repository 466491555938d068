/** Step 4, specification: certification, content, duration and, for delivery roles, the training timeline. */
import { stepForms } from '#domain/job-posting.ts';
import { contentRequirements, jobPostingLimits } from '#domain/job-posting-texts.ts';
import { timeZoneChoices } from '#domain/format.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { SelectField } from '../form-kit/SelectField.tsx';
import { TextField } from '../form-kit/TextField.tsx';
import { FlagField, InputField } from './fields.tsx';
import { TextAreaField } from '../form-kit/TextAreaField.tsx';
import { FormErrors } from './FormErrors.tsx';
import { StepActions } from './StepActions.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './use-step-form.ts';

interface SpecificationStepProps {
  projectId: number;
  saved: Record<string, unknown>;
  /** Role groups A and TC plan training days. */
  withTimeline: boolean;
  jobTimeZone: string | null;
  timeZones: readonly string[];
}

export default function SpecificationStep(props: SpecificationStepProps) {
  return (
    <StepFrame step="job-specification" projectId={props.projectId} saved={props.saved}>
      {(values) => <SpecificationForm {...props} values={values} />}
    </StepFrame>
  );
}

function SpecificationForm({ projectId, values, withTimeline, jobTimeZone, timeZones }: SpecificationStepProps & { values: Record<string, unknown> }) {
  const { form, fields, busy, formProps } = useStepForm({ step: 'job-specification', toBody: (value, id) => ({ ...value, projectId: id, step: 'job-specification' }), projectId, schema: stepForms['job-specification'], defaultValue: values });
  const certification = fields.isCertificationRequired.value === 'on';
  const rows = fields.timelines.getFieldList();
  const zoneOptions = timeZoneChoices(timeZones, new Date());
  return (
    <form {...formProps} method="post" className="stack" aria-labelledby="step-title">
      <FormErrors form={form} />
      <FlagField field={fields.isCertificationRequired} label="A certification is required" />
      {certification ? <TextAreaField field={fields.certificationRequiredComments} label="Which certification" rows={2} maxLength={jobPostingLimits.certificationCommentsMax} /> : null}
      <SelectField field={fields.contentRequirement} label="Content (optional)" placeholder="Choose who provides the content" options={contentRequirements.map((c) => ({ value: c, label: c }))} />
      <TextAreaField field={fields.contentComments} label="About the content (optional)" maxLength={jobPostingLimits.commentsMax} />
      <TextField field={fields.projectDuration} label="Duration (optional)" autoComplete="off" />
      <TextField field={fields.projectTimeframe} label="Timeframe (optional)" autoComplete="off" />
      <TextField field={fields.timeRequirement} label="Time requirement (optional)" autoComplete="off" />
      {withTimeline ? (
        <fieldset className="choice-group">
          <legend>Training timeline</legend>
          <p className="hint">Add each training day with its hours.</p>
          <ul className="row-list">
            {rows.map((row, index) => {
              const day = row.getFieldset();
              return (
                <li key={row.key}>
                  <InputField field={day.projectDate} label={`Day ${index + 1} date`} type="date" />
                  <InputField field={day.projectEndDate} label={`Day ${index + 1} end date (optional)`} type="date" />
                  <InputField field={day.startTime} label={`Day ${index + 1} start time`} type="time" />
                  <InputField field={day.endTime} label={`Day ${index + 1} end time`} type="time" />
                  <SelectField field={day.timeZone} label={`Day ${index + 1} time zone`} placeholder="Choose a time zone" options={zoneOptions} />
                  <button className="secondary" {...form.remove.getButtonProps({ name: fields.timelines.name, index })}>
                    Remove day {index + 1}
                  </button>
                </li>
              );
            })}
          </ul>
          <ErrorText id={fields.timelines.errorId} className="field-error">
            {fields.timelines.errors?.[0]}
          </ErrorText>
          <button
            className="secondary"
            {...form.insert.getButtonProps({ name: fields.timelines.name, defaultValue: { projectDate: '', startTime: '09:00', endTime: '17:00', timeZone: jobTimeZone ?? '' } })}
          >
            Add a training day
          </button>
        </fieldset>
      ) : null}
      <StepActions step="job-specification" projectId={projectId} busy={busy} />
    </form>
  );
}
