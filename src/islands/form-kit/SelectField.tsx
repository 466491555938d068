/** A labelled dropdown with its error, for a text or number field; the first option is an empty choice named by `placeholder`. */
import type { ChangeEvent } from 'react';
import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import { ErrorText } from './ErrorText.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<T> {
  field: FieldMetadata<T>;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  autoComplete?: string;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

export function SelectField<T>({ field, label, placeholder, options, autoComplete, disabled, onChange }: SelectFieldProps<T>) {
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
