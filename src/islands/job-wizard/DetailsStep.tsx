/** Step 1, job details: title, roles, positions, dates, where the training takes place and its time zone. */
import { locationTypes } from '../../domain/constants.ts';
import { stepForms, type PostingOptions } from '../../domain/job-posting.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { SelectField } from '../form-kit/SelectField.tsx';
import { LocationFields, useLocation, type Place } from '../form-kit/LocationFields.tsx';
import { ChoiceGroup, InputField } from './fields.tsx';
import { FormErrors } from './FormErrors.tsx';
import { StepActions } from './StepActions.tsx';
import { StepFrame } from './StepFrame.tsx';
import { useStepForm } from './use-step-form.ts';

interface DetailsStepProps {
  projectId: number | null;
  saved: Record<string, unknown>;
  roles: PostingOptions['roles'];
  countries: Place[];
  states: Place[];
  timeZones: readonly string[];
}

export default function DetailsStep(props: DetailsStepProps) {
  return (
    <StepFrame step="job-details" projectId={props.projectId} saved={props.saved}>
      {(values) => <DetailsForm {...props} values={values} />}
    </StepFrame>
  );
}

function DetailsForm({ projectId, values, roles, countries, states, timeZones }: DetailsStepProps & { values: Record<string, unknown> }) {
  const { form, fields, busy, formProps } = useStepForm({ step: 'job-details', toBody: (value, id) => ({ ...value, projectId: id, step: 'job-details' }), toNewJob: (value) => value, projectId, schema: stepForms['job-details'], defaultValue: values });
  const savedCountry = typeof values.countryCode === 'string' ? values.countryCode : null;
  const location = useLocation(countries, savedCountry, states);
  const onsite = fields.locationType.value === 'Onsite';
  return (
    <form {...formProps} method="post" className="stack" aria-labelledby="step-title">
      <FormErrors form={form} />
      <TextField field={fields.title} label="Job title" autoComplete="off" />
      <ChoiceGroup field={fields.roleIds} legend="Roles" type="checkbox" columns choices={roles.map((r) => ({ value: String(r.id), label: r.name }))} />
      <InputField field={fields.noOfPositions} label="Number of positions" type="number" min="1" />
      <InputField field={fields.startDate} label="Start date" type="date" />
      <InputField field={fields.endDate} label="End date" type="date" />
      <ChoiceGroup field={fields.locationType} legend="Location" type="radio" choices={locationTypes.map((t) => ({ value: t, label: t }))} />
      {onsite ? (
        <>
          <TextField field={fields.locationName} label="Location name (optional)" autoComplete="off" />
          <TextField field={fields.city} label="City" autoComplete="address-level2" />
          <TextField field={fields.nearCity} label="Nearest large city (optional)" autoComplete="off" />
          <LocationFields
            location={location}
            country={fields.countryCode}
            state={fields.stateCode}
            clearState={() => form.update({ name: fields.stateCode.name, value: '' })}
          />
        </>
      ) : null}
      <SelectField field={fields.timeZone} label="Time zone" placeholder="Choose a time zone" options={timeZones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))} />
      <StepActions step="job-details" projectId={projectId} busy={busy} />
    </form>
  );
}
