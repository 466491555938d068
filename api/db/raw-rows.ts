/** The rows of a hand-written SQL statement, for the few queries the query builder cannot say (both drivers answer { rows }). */
import type { SQL } from 'drizzle-orm';
import type { Db } from './db-type.ts';

export async function rawRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('The database answered without rows.');
  }
  return result.rows as T[];
}
