/**
 * PostgreSQL's unique_violation (23505), whether the driver error arrives bare or wrapped by drizzle; of the named
 * constraint (unique index) when one is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
