/**
 * Copies one table's rows from the embedded database to PostgreSQL as JSON batches in key order: each row leaves
 * as row_to_json and enters through json_populate_recordset, so every value keeps its exact text form (timestamps,
 * numerics, bytea, tsvector, jsonb) whatever the drivers would make of it. The whole table is one transaction that
 * also records it as done, so a stop mid-table leaves nothing of it and the resume copies it again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { rawRows } from '#api/db/raw-rows.ts';
import { tableDone } from './move-state.ts';
import type { TableInfo } from './tables.ts';

const BATCH_ROWS = 2_000;

const list = (names: string[]): SQL => sql.join(names.map((n) => sql.identifier(n)), sql`, `);

export async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

/**
 * Copies `table`, telling `onRows` after each batch. A table that references itself goes in one statement, as
 * PostgreSQL checks foreign keys at the end of each statement and a row may point at one further on.
 */
export async function copyTable(source: Db, target: Db, table: TableInfo, onRows: (copied: number) => void): Promise<number> {
  const total = await countRows(source, table.name);
  const batch = table.selfReferencing ? Math.max(total, 1) : BATCH_ROWS;
  const order = table.key.length > 0 ? sql` order by ${list(table.key)}` : sql``;
  const name = sql.identifier(table.name);
  const columns = table.columns.filter((c) => !table.deferred.includes(c));
  return target.transaction(async (tx) => {
    let copied = 0;
    for (let offset = 0; offset < total; offset += batch) {
      const [page] = await rawRows<{ rows: string | null }>(source, sql`
        select json_agg(t)::text as rows from (select ${list(columns)} from ${name}${order} limit ${batch} offset ${offset}) t`);
      if (!page?.rows) break;
      const inserted = await rawRows<{ n: number }>(tx, sql`
        with added as (
          insert into ${name} (${list(columns)})
          select ${list(columns)} from json_populate_recordset(null::${name}, ${page.rows}::json)
          returning 1
        ) select count(*)::int as n from added`);
      copied += inserted[0]?.n ?? 0;
      onRows(copied);
    }
    await tx.execute(tableDone(table.name, copied));
    return copied;
  });
}

/** Fills the deferred foreign-key columns of `table` from the source, by primary key, once every table is there. */
export async function fillDeferred(source: Db, target: Db, table: TableInfo): Promise<void> {
  if (table.deferred.length === 0) return;
  if (table.key.length === 0) throw new Error(`The table ${table.name} has a deferred foreign key but no primary key.`);
  const name = sql.identifier(table.name);
  const wanted = [...table.key, ...table.deferred];
  const notNull = sql.join(table.deferred.map((c) => sql`${sql.identifier(c)} is not null`), sql` or `);
  const [found] = await rawRows<{ rows: string | null }>(source, sql`
    select json_agg(t)::text as rows from (select ${list(wanted)} from ${name} where ${notNull}) t`);
  if (!found?.rows) return;
  const set = sql.join(table.deferred.map((c) => sql`${sql.identifier(c)} = j.${sql.identifier(c)}`), sql`, `);
  const match = sql.join(table.key.map((c) => sql`t.${sql.identifier(c)} = j.${sql.identifier(c)}`), sql` and `);
  await target.execute(sql`
    update ${name} as t set ${set} from json_populate_recordset(null::${name}, ${found.rows}::json) as j where ${match}`);
}

/** Sets each sequence past the largest value copied, so the next insert on PostgreSQL takes a new id. */
export async function setSequences(target: Db, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.sequenced) {
      await target.execute(sql`
        select setval(pg_get_serial_sequence(${`public.${quoteIdent(table.name)}`}, ${column}),
                      coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table.name)}), 0) + 1, false)`);
    }
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
