/**
 * Country and state dropdowns: the states follow the chosen country (GET /api/Master/States);
 * choosing another country clears the state. `useLocation` also gives the lists a form checks against.
 */
import { useMemo, useState } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import type { LocationLists } from '#domain/account.ts';
import { api } from '../../lib/api-client.ts';
import { Master_States } from '../../lib/api/operations.gen.ts';
import { SelectField } from './SelectField.tsx';

export interface Place {
  code: string;
  name: string;
}

export interface LocationState {
  /** The chosen country's code, or ''. */
  country: string;
  countries: readonly Place[];
  states: readonly Place[];
  loadingStates: boolean;
  /** What the form's zod refinement (knownLocation) checks against. */
  lists: LocationLists;
  chooseCountry: (code: string) => void;
}

export function useLocation(countries: readonly Place[], initialCountry: string | null, initialStates: readonly Place[]): LocationState {
  const [country, setCountry] = useState(initialCountry ?? '');
  const [states, setStates] = useState(initialStates);
  const [loadingStates, setLoadingStates] = useState(false);

  const lists = useMemo<LocationLists>(() => {
    const stateCodes = new Set(states.map((s) => s.code));
    return { countryCodes: new Set(countries.map((c) => c.code)), statesOf: (code) => (code === country ? stateCodes : new Set()) };
  }, [countries, country, states]);

  function chooseCountry(code: string) {
    setCountry(code);
    setStates([]);
    if (!code) return;
    setLoadingStates(true);
    void api.call(Master_States, { query: { country: code } }).then((result) => {
      setLoadingStates(false);
      if (result.ok) setStates(result.data);
      else console.error('The states of the country could not be loaded.', result.error.message);
    });
  }

  return { country, countries, states, loadingStates, lists, chooseCountry };
}

interface LocationFieldsProps {
  location: LocationState;
  fields: { countryCode: FieldMetadata<string>; stateCode: FieldMetadata<string> };
  /** The form, whose state field a change of country empties. */
  form: { update: (change: { name: string; value: string }) => void };
}

export function LocationFields({ location, fields, form }: LocationFieldsProps) {
  const toOption = (place: Place) => ({ value: place.code, label: place.name });
  const statePlaceholder = !location.country
    ? 'Choose a country first'
    : location.loadingStates
      ? 'Loading…'
      : location.states.length > 0
        ? 'Choose a state'
        : 'No states for this country';
  return (
    <>
      <SelectField
        field={fields.countryCode}
        label="Country"
        placeholder="Choose a country"
        options={location.countries.map(toOption)}
        autoComplete="country"
        onChange={(event) => {
          form.update({ name: fields.stateCode.name, value: '' });
          location.chooseCountry(event.currentTarget.value);
        }}
      />
      <SelectField
        field={fields.stateCode}
        label="State or province"
        placeholder={statePlaceholder}
        options={location.states.map(toOption)}
        autoComplete="address-level1"
        disabled={location.states.length === 0}
      />
    </>
  );
}
