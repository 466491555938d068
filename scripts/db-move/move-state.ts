/**
 * What a move has done so far, kept in the target database in a schema of its own (data_move), so a move that stops
 * (a crash, Ctrl-C, a lost connection) carries on where it was. The schema is dropped when the move has checked
 * everything; a target holding it is one this move may resume.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { rawRows } from '#api/db/raw-rows.ts';

export type TargetState = { kind: 'empty' } | { kind: 'resumable'; tablesDone: Set<string>; filesDone: Set<string> } | { kind: 'in-use'; table: string };

/** Empty (no row in any table), an unfinished move of ours, or in use (the first table with rows). */
export async function inspectTarget(db: Db, tables: string[]): Promise<TargetState> {
  const [state] = await rawRows<{ found: boolean }>(db, sql`select to_regclass('data_move.tables') is not null as found`);
  if (state?.found) {
    const tablesDone = new Set((await rawRows<{ name: string }>(db, sql`select name from data_move.tables`)).map((r) => r.name));
    const filesDone = new Set((await rawRows<{ key: string }>(db, sql`select key from data_move.files`)).map((r) => r.key));
    return { kind: 'resumable', tablesDone, filesDone };
  }
  for (const table of tables) {
    const [row] = await rawRows<{ any: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(table)}) as any`);
    if (row?.any) return { kind: 'in-use', table };
  }
  return { kind: 'empty' };
}

export async function beginState(db: Db): Promise<void> {
  await db.execute(sql`create schema if not exists data_move`);
  await db.execute(sql`create table if not exists data_move.tables (name text primary key, rows bigint not null)`);
  await db.execute(sql`create table if not exists data_move.files (key text primary key)`);
}

export const tableDone = (name: string, rows: number) => sql`insert into data_move.tables (name, rows) values (${name}, ${rows})`;

export async function fileDone(db: Db, key: string): Promise<void> {
  await db.execute(sql`insert into data_move.files (key) values (${key}) on conflict do nothing`);
}

export async function endState(db: Db): Promise<void> {
  await db.execute(sql`drop schema data_move cascade`);
}
