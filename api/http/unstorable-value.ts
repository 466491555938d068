/**
 * A value the shared schemas let through but the database refuses (SQLSTATE class 22, "data exception": a number out
 * of range for its column, text the column cannot hold) is bad input, not a server fault: 400 with a plain message.
 * The schemas are the first line (ids are bounded, unstorable text is refused); this answers what slips past them.
 */
import { HttpError, badRequest } from './errors.ts';

export const UNSTORABLE_VALUE_MESSAGE = 'A value in the request is out of range or cannot be stored.';

function isDataException(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22')) return true;
  return isDataException(error.cause);
}

/** The 400 for a data exception; null for any other error. */
export function unstorableValueError(error: unknown): HttpError | null {
  return isDataException(error) ? badRequest(UNSTORABLE_VALUE_MESSAGE) : null;
}
