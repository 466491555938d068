/** A labelled textarea with its current/max character counter and its error. */
import { useState } from 'react';
import { getTextareaProps, type FieldMetadata } from '@conform-to/react';
import { CharCounter } from './CharCounter.tsx';
import { ErrorText } from './ErrorText.tsx';

export interface TextAreaFieldProps {
  field: FieldMetadata<unknown>;
  label: string;
  rows?: number;
  /** The limit, shown as a current/max counter under the text. */
  maxLength: number;
}

export function TextAreaField({ field, label, rows = 4, maxLength }: TextAreaFieldProps) {
  const counterId = `${field.id}-counter`;
  const { key, ...textarea } = getTextareaProps(field, { ariaDescribedBy: counterId });
  const [length, setLength] = useState(typeof field.initialValue === 'string' ? field.initialValue.length : 0);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea key={key} {...textarea} rows={rows} maxLength={maxLength} onInput={(e) => setLength(e.currentTarget.value.length)} />
      <CharCounter id={counterId} length={length} max={maxLength} />
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </div>
  );
}
