/**
 * A database that cannot be reached (refused, silent, restarting, out of connections, a statement timed out) is
 * not a bug of the request: the API answers 503 with Retry-After so clients and load balancers try again later.
 */
export const DATABASE_DOWN_MESSAGE = 'The service is not available right now. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** SQLSTATEs of a server that is going away or not yet up. */
const GONE_CODES = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATEs of a server that is there but full, or that cancelled a statement at its timeout. */
const BUSY_CODES = new Set(['53300', '57014']);
const CLIENT_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error|Client was closed/i;

function some(error: unknown, test: (error: Error, code: string) => boolean): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (test(error, typeof code === 'string' ? code : '')) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => some(inner, test))) return true;
  return some(error.cause, test);
}

/** The server cannot be reached at all: refused, silent, dropped, shutting down or starting. */
export function isDatabaseUnreachable(error: unknown): boolean {
  return some(error, (e, code) => NETWORK_CODES.has(code) || GONE_CODES.has(code) || code.startsWith('08') || CLIENT_MESSAGES.test(e.message));
}

function isDown(error: unknown): boolean {
  return isDatabaseUnreachable(error) || some(error, (_e, code) => BUSY_CODES.has(code));
}

/** The 503 answer when the error says the database is out of reach; null for any other error. */
export function databaseDownAnswer(error: unknown): Response | null {
  if (!isDown(error)) return null;
  return Response.json(
    { message: DATABASE_DOWN_MESSAGE },
    { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
}
