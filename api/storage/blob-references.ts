/**
 * Which stored files are still used: a blob is referenced while any row points at it through a foreign key. The
 * referencing columns are read from the database catalogue once per database handle, so a table added later that
 * points at blobs counts without a change here.
 */
import { and, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blobs } from '../db/schema/index.ts';
import type { BlobStorage } from './blob-storage.ts';

interface Reference {
  tableName: string;
  columnName: string;
}

const referencesOf = new WeakMap<Db, Promise<Reference[]>>();

function blobReferences(db: Db): Promise<Reference[]> {
  let references = referencesOf.get(db);
  if (!references) {
    references = db
      .select({ tableName: sql<string>`cl.relname`, columnName: sql<string>`a.attname` })
      .from(sql`pg_constraint c`)
      .innerJoin(sql`pg_class cl`, sql`cl.oid = c.conrelid`)
      .innerJoin(sql`pg_attribute a`, sql`a.attrelid = c.conrelid and a.attnum = any(c.conkey)`)
      .where(sql`c.contype = 'f' and c.confrelid = ${getTableName(blobs)}::regclass`)
      .orderBy(sql`cl.relname`, sql`a.attname`);
    referencesOf.set(db, references);
  }
  return references;
}

/** A condition on the blobs table: no row references the blob. */
export async function unreferencedBlob(db: Db): Promise<SQL> {
  const references = await blobReferences(db);
  const conditions = references.map(({ tableName, columnName }) =>
    sql`not exists (select 1 from ${sql.identifier(tableName)} where ${sql.identifier(tableName)}.${sql.identifier(columnName)} = ${blobs.id})`,
  );
  return and(...conditions) ?? sql`true`;
}

/** Deletes those of the blobs (rows and bytes) that nothing references any more, such as a replaced photo. */
export async function discardUnreferenced(db: Db, storage: BlobStorage, blobIds: readonly (string | null | undefined)[]): Promise<void> {
  const ids = [...new Set(blobIds.filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return;
  const removed = await db
    .delete(blobs)
    .where(and(inArray(blobs.id, ids), await unreferencedBlob(db)))
    .returning({ storageKey: blobs.storageKey });
  for (const { storageKey } of removed) await storage.delete(storageKey);
}
