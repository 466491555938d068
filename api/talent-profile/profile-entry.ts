/** One entry of a list on a talent profile (a work experience, an education, a course…), changed or removed by its id. */
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';

export type EntryTable = PgTable & { id: AnyPgColumn; instrId: AnyPgColumn };

/** The entry of that id on the profile (a where condition). */
export const entryOf = (table: EntryTable, instrId: number, id: number) => and(eq(table.id, id), eq(table.instrId, instrId));

/** The one row a query for an entry found; 404 with `missing` when there is none. */
export async function entryFound<R>(rows: PromiseLike<R[]>, missing: string): Promise<R> {
  const [row] = await rows;
  if (!row) throw notFound(missing);
  return row;
}

/** Sets the entry's values; 404 with `missing` when the profile has no entry of that id. */
export async function updateEntry<T extends EntryTable>(tx: Db, table: T, instrId: number, id: number, values: PgUpdateSetSource<T>, missing: string): Promise<void> {
  const updated = await tx.update(table).set(values).where(entryOf(table, instrId, id)).returning({ id: table.id });
  if (!updated.length) throw notFound(missing);
}

/** Removes the entry; 404 with `missing` when the profile has no entry of that id. */
export async function deleteEntry(tx: Db, table: EntryTable, instrId: number, id: number, missing: string): Promise<void> {
  const deleted = await tx.delete(table).where(entryOf(table, instrId, id)).returning({ id: table.id });
  if (!deleted.length) throw notFound(missing);
}
