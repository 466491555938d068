/** The form-level error of a step (a refusal that belongs to no single field). */
import { ErrorText } from '../form-kit/ErrorText.tsx';

export function FormErrors({ form }: { form: { errorId: string; errors?: string[] | undefined } }) {
  return (
    <ErrorText id={form.errorId} className="form-error">
      {form.errors?.[0]}
    </ErrorText>
  );
}
