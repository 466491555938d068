/** Step 5, budget: rate type (Per Minute and Per Word for Voice Talent only), rate range, negotiable, estimated time. */
import { estimatedTimes } from '#domain/constants.ts';
import { allowedRateTypes, budgetFormFor } from '#domain/job-posting.ts';
import { ChoiceGroup, FlagField, InputField } from './fields.tsx';
import { FormErrors } from './FormErrors.tsx';
import { StepActions } from './StepActions.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './use-step-form.ts';

interface BudgetStepProps {
  projectId: number;
  saved: Record<string, unknown>;
  allowsPerUnitRates: boolean;
}

export default function BudgetStep(props: BudgetStepProps) {
  return (
    <StepFrame step="job-budget" projectId={props.projectId} saved={props.saved}>
      {(values) => <BudgetForm {...props} values={values} />}
    </StepFrame>
  );
}

function BudgetForm({ projectId, values, allowsPerUnitRates }: BudgetStepProps & { values: Record<string, unknown> }) {
  const { form, fields, busy, formProps } = useStepForm({ step: 'job-budget', toBody: (value, id) => ({ ...value, projectId: id, step: 'job-budget' }), projectId, schema: budgetFormFor(allowsPerUnitRates), defaultValue: values });
  return (
    <form {...formProps} method="post" className="stack" aria-labelledby="step-title">
      <FormErrors form={form} />
      <ChoiceGroup field={fields.rateType} legend="Rate type" type="radio" choices={allowedRateTypes(allowsPerUnitRates).map((t) => ({ value: t, label: t }))} />
      <InputField field={fields.rateMin} label="Minimum rate (US Dollars)" type="number" step="0.01" min="0" />
      <InputField field={fields.rateMax} label="Maximum rate (US Dollars)" type="number" step="0.01" min="0" />
      <FlagField field={fields.rateNegotiable} label="The rate is negotiable" />
      <ChoiceGroup field={fields.estimatedTime} legend="Estimated time" type="radio" choices={Object.entries(estimatedTimes).map(([value, label]) => ({ value, label }))} />
      <StepActions step="job-budget" projectId={projectId} busy={busy} />
    </form>
  );
}
