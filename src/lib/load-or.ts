/**
 * The one way a page or component reads the data it needs from an API answer. A failed answer gives null (the page
 * then shows `<LoadFailure>`); a failure the page does not handle itself is logged once with the request id, so the
 * line in the server log leads to the API's own log of the same request, and the page's status says it failed.
 */
import type { ApiResult } from './api/operation.ts';

/** What loadOr needs of an Astro page or component (or of a page helper's context). */
export interface LoadPage {
  locals: { requestId: string };
  response?: { status?: number };
}

export interface LoadOptions {
  /** Statuses the page answers itself (a missing or refused record): not logged, the status is left alone. */
  expected?: readonly number[];
  /** Only failures with this status or above count (500: server errors); lower ones are expected. */
  from?: number;
  /** The page's status on a logged failure: a number, or one chosen from the API's status. */
  status?: number | ((status: number) => number);
  /** The page's status when there was no answer or the failure was expected (404 for a missing record). */
  missing?: number;
}

/** Logs a failed call in the page's log line shape: `[requestId] what (status).` */
export function logFailure(page: LoadPage, what: string, status: number | string): void {
  console.error(`[${page.locals.requestId}] ${what} (${status}).`);
}

/**
 * The answer's data, or null when there was no answer or it failed. `what` names the data in the log
 * ("The company profile"): the line reads "The company profile could not be loaded (502)."
 */
export function loadOr<T>(page: LoadPage, what: string, result: ApiResult<T> | null | undefined, options: LoadOptions = {}): T | null {
  if (result?.ok) return result.data;
  const unexpected = result && !options.expected?.includes(result.status) && result.status >= (options.from ?? 0);
  if (unexpected) logFailure(page, `${what} could not be loaded`, result.status);
  const status = unexpected ? options.status : options.missing;
  if (status !== undefined && page.response) page.response.status = typeof status === 'number' ? status : status(result?.status ?? 0);
  return null;
}
