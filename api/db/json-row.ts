/**
 * A row that a statement answered as JSON (`to_jsonb(t)`), read as the query builder reads the same columns: each
 * column by its database name, through the column's own mapping (timestamps become dates, numerics numbers).
 */
import type { Column } from 'drizzle-orm';

export function rowFromJson<C extends Record<string, Column>>(columns: C, json: Record<string, unknown>): { [K in keyof C]: C[K]['_']['data'] | null } {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as { [K in keyof C]: C[K]['_']['data'] | null };
}
