/** Step 3, audience: how many people, whether talent sees that number, who they are. */
import { stepForms } from '#domain/job-posting.ts';
import { jobPostingLimits } from '#domain/job-posting-texts.ts';
import { FlagField, InputField } from './fields.tsx';
import { TextAreaField } from '../form-kit/TextAreaField.tsx';
import { FormErrors } from './FormErrors.tsx';
import { StepActions } from './StepActions.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './use-step-form.ts';

interface AudienceStepProps {
  projectId: number;
  saved: Record<string, unknown>;
}

export default function AudienceStep(props: AudienceStepProps) {
  return (
    <StepFrame step="job-audience" projectId={props.projectId} saved={props.saved}>
      {(values) => <AudienceForm {...props} values={values} />}
    </StepFrame>
  );
}

function AudienceForm({ projectId, values }: AudienceStepProps & { values: Record<string, unknown> }) {
  const { form, fields, busy, formProps } = useStepForm({ step: 'job-audience', toBody: (value, id) => ({ ...value, projectId: id, step: 'job-audience' }), projectId, schema: stepForms['job-audience'], defaultValue: values });
  return (
    <form {...formProps} method="post" className="stack" aria-labelledby="step-title">
      <FormErrors form={form} />
      <InputField field={fields.audienceSize} label="Audience size" type="number" min="1" />
      <FlagField field={fields.isAudienceSizeFieldVisible} label="Show the audience size to talent" />
      <fieldset className="choice-group">
        <legend>Who attends (optional)</legend>
        <div className="choice-list">
          <FlagField field={fields.individualContributors} label="Individual contributors" />
          <FlagField field={fields.firstLevelLeaders} label="First-level leaders" />
          <FlagField field={fields.midLevelLeaders} label="Mid-level leaders" />
          <FlagField field={fields.executives} label="Executives" />
        </div>
      </fieldset>
      <TextAreaField field={fields.audienceDescription} label="About the audience (optional)" maxLength={jobPostingLimits.commentsMax} />
      <StepActions step="job-audience" projectId={projectId} busy={busy} />
    </form>
  );
}
