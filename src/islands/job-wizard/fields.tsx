/** Inputs of the wizard steps that the shared form kit does not have: number, date, time, text area, choice groups. */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import './job-wizard.css';

interface InputFieldProps {
  field: FieldMetadata<unknown>;
  label: string;
  type: 'text' | 'number' | 'date' | 'time';
  hint?: string;
  step?: string;
  min?: string;
}

export function InputField({ field, label, type, hint, step, min }: InputFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key, ...input } = getInputProps(field, { type, ...(hintId ? { ariaDescribedBy: hintId } : {}) });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <input key={key} {...input} step={step} min={min} />
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  field: FieldMetadata<unknown>;
  legend: string;
  type: 'checkbox' | 'radio';
  choices: readonly Choice[];
  columns?: boolean;
}

/** A fieldset of checkboxes (several values under one name) or radio buttons. */
export function ChoiceGroup({ field, legend, type, choices, columns }: ChoiceGroupProps) {
  const initial = field.initialValue;
  const chosen = new Set(Array.isArray(initial) ? initial.map(String) : initial === undefined ? [] : [String(initial)]);
  return (
    <fieldset className="choice-group" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend>{legend}</legend>
      <div className={columns ? 'choice-columns' : 'choice-list'}>
        {choices.map((choice) => {
          const id = `${field.id}-${choice.value}`;
          return (
            <div className="check" key={choice.value}>
              <input id={id} type={type} name={field.name} value={choice.value} defaultChecked={chosen.has(choice.value)} aria-invalid={field.errors ? true : undefined} />
              <label htmlFor={id}>{choice.label}</label>
            </div>
          );
        })}
      </div>
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </fieldset>
  );
}

/** A single checkbox for a true/false field. */
export function FlagField({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  const { key, ...input } = getInputProps(field, { type: 'checkbox' });
  return (
    <div className="check">
      <input key={key} {...input} />
      <label htmlFor={field.id}>{label}</label>
    </div>
  );
}
