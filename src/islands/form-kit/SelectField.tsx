/** A labelled dropdown with its error; the first option is an empty choice named by `placeholder`. */
import type { ChangeEvent } from 'react';
import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { ErrorText } from './ErrorText.tsx';
import './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  field: FieldMetadata<string>;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  autoComplete?: string;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

export function SelectField({ field, label, placeholder, options, autoComplete, disabled, onChange }: SelectFieldProps) {
  const { key, ...select } = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select key={key} {...select} autoComplete={autoComplete} disabled={disabled} onChange={onChange}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </div>
  );
}
