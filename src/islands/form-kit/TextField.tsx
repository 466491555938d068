/** A labelled text, e-mail or password input with its hints and its error; text is trimmed when the field is left. */
import type { FocusEvent } from 'react';
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { ErrorText } from './ErrorText.tsx';

interface TextFieldProps {
  field: FieldMetadata<string>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hints?: readonly string[];
}

function trimOnBlur(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const trimmed = input.value.trim();
  if (trimmed !== input.value) input.value = trimmed;
}

export function TextField({ field, label, type = 'text', autoComplete, hints }: TextFieldProps) {
  const hintId = hints ? `${field.id}-hint` : undefined;
  const { key, ...input } = getInputProps(field, { type, ...(hintId ? { ariaDescribedBy: hintId } : {}) });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input key={key} {...input} autoComplete={autoComplete} onBlur={type === 'password' ? undefined : trimOnBlur} />
      {hints ? (
        <ul id={hintId} className="hint">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </div>
  );
}
