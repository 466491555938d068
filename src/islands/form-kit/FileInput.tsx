/**
 * A file input (one file) and its error below it, named `{id}-error`. The input is described by its hint
 * (`{id}-hint`, which the caller shows above it) and, while there is one, by its error.
 */
import { ErrorText } from './ErrorText.tsx';

interface FileInputProps {
  id: string;
  accept: string;
  error: string | undefined;
  onPick: (file: File | null) => void;
  /** What describes the input, when not its hint and its error. */
  describedBy?: string;
}

export function FileInput({ id, accept, error, onPick, describedBy }: FileInputProps) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e) => onPick(e.currentTarget.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy ?? (error ? `${id}-hint ${id}-error` : `${id}-hint`)}
      />
      <ErrorText id={`${id}-error`} className="field-error">
        {error}
      </ErrorText>
    </>
  );
}
