/**
 * A database that cannot be reached (refused, silent, restarting, out of connections, a statement timed out) is
 * not a bug of the request: the API answers 503 with Retry-After so clients and load balancers try again later.
 */
export const DATABASE_DOWN_MESSAGE = 'The service is not available right now. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** SQLSTATEs of a server that is going away, not yet up, full, or that cancelled a statement at its timeout. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const CLIENT_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error|Client was closed/i;

function isDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  if (CLIENT_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some(isDown)) return true;
  return isDown(error.cause);
}

/** The 503 answer when the error says the database is out of reach; null for any other error. */
export function databaseDownAnswer(error: unknown): Response | null {
  if (!isDown(error)) return null;
  return Response.json(
    { message: DATABASE_DOWN_MESSAGE },
    { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
  );
}
