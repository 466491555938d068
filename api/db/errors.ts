/**
 * PostgreSQL's unique_violation (23505), whether the driver error arrives bare or wrapped by drizzle, and the one way
 * a write turns it into the refusal a user reads (`uniqueOr`).
 */

/** The unique violation inside the error, with the name of its constraint (unique index), or null. */
function uniqueViolationOf(error: unknown): { constraint: string | undefined } | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return null;
}

/** Whether the error is a unique violation; of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = uniqueViolationOf(error);
  return found !== null && (constraint === undefined || found.constraint === constraint);
}

/**
 * Runs the write; a unique violation in it is thrown as `conflict(constraint)` instead (a 409, or whatever refusal
 * the caller names for that index). When `conflict` gives nothing for that constraint, the error is thrown as it was.
 */
export async function uniqueOr<T>(conflict: (constraint: string | undefined) => Error | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const found = uniqueViolationOf(error);
    throw (found && conflict(found.constraint)) || error;
  }
}
