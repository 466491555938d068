/** Step 1, job details: title, roles, positions, dates, where the training takes place (or one of the company's saved locations) and its time zone. */
import { useEffect, useState } from 'react';
import { locationTypes } from '#domain/constants.ts';
import { timeZoneChoices } from '#domain/format.ts';
import { stepForms } from '#domain/job-posting.ts';
import type { PostingOptions } from '#domain/job-posting-answers.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { SelectField } from '../form-kit/SelectField.tsx';
import { LocationFields, useLocation, type Place } from '../form-kit/LocationFields.tsx';
import { ChoiceGroup, InputField } from './fields.tsx';
import { CompanyLocationPicker, type SavedPlace } from './CompanyLocationPicker.tsx';
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
  /** The company's saved locations, to fill the place from. */
  companyLocations: readonly SavedPlace[];
}

export default function DetailsStep(props: DetailsStepProps) {
  return (
    <StepFrame step="job-details" projectId={props.projectId} saved={props.saved}>
      {(values) => <DetailsForm {...props} values={values} />}
    </StepFrame>
  );
}

function DetailsForm({ projectId, values, roles, countries, states, timeZones, companyLocations }: DetailsStepProps & { values: Record<string, unknown> }) {
  const { form, fields, busy, formProps } = useStepForm({ step: 'job-details', toBody: (value, id) => ({ ...value, projectId: id, step: 'job-details' }), toNewJob: (value) => value, projectId, schema: stepForms['job-details'], defaultValue: values });
  const savedCountry = typeof values.countryCode === 'string' ? values.countryCode : null;
  const location = useLocation(countries, savedCountry, states);
  const onsite = fields.locationType.value === 'Onsite';
  // A saved location's state is set once its country's states have loaded, so the state list can show it.
  const [pendingState, setPendingState] = useState<string | null>(null);
  useEffect(() => {
    if (pendingState === null || location.loadingStates) return;
    form.update({ name: fields.stateCode.name, value: pendingState });
    setPendingState(null);
  }, [pendingState, location.loadingStates, location.states, form, fields.stateCode.name]);
  const fillFrom = (place: SavedPlace) => {
    form.update({ name: fields.locationName.name, value: place.name });
    form.update({ name: fields.city.name, value: place.city ?? '' });
    form.update({ name: fields.countryCode.name, value: place.countryCode ?? '' });
    location.chooseCountry(place.countryCode ?? '');
    setPendingState(place.stateCode ?? '');
  };
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
          <CompanyLocationPicker places={companyLocations} choose={fillFrom} />
          <TextField field={fields.locationName} label="Location name (optional)" autoComplete="off" />
          <TextField field={fields.city} label="City" autoComplete="address-level2" />
          <TextField field={fields.nearCity} label="Nearest large city (optional)" autoComplete="off" />
          <LocationFields location={location} fields={fields} form={form} />
        </>
      ) : null}
      <SelectField field={fields.timeZone} label="Time zone" placeholder="Choose a time zone" options={timeZoneChoices(timeZones, new Date())} />
      <StepActions step="job-details" projectId={projectId} busy={busy} />
    </form>
  );
}
