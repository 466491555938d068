/** A checkbox with its label (which may hold links) and its error. */
import type { ReactNode } from 'react';
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { ErrorText } from './ErrorText.tsx';

interface CheckFieldProps {
  field: FieldMetadata<boolean | undefined>;
  children: ReactNode;
}

export function CheckField({ field, children }: CheckFieldProps) {
  const { key, ...input } = getInputProps(field, { type: 'checkbox' });
  return (
    <div className="field">
      <div className="check">
        <input key={key} {...input} />
        <label htmlFor={field.id}>{children}</label>
      </div>
      <ErrorText id={field.errorId} className="field-error">
        {field.errors?.[0]}
      </ErrorText>
    </div>
  );
}
