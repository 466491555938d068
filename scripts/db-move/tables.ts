/**
 * The tables a move copies (schema public, as the migrations made them), in an order where every table comes after
 * the tables its foreign keys point at, with the columns an insert may write and the sequences to set afterwards.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { rawRows } from '#api/db/raw-rows.ts';

export interface TableInfo {
  name: string;
  /** Columns an insert may give (not generated, not identity ALWAYS). */
  columns: string[];
  /** Primary key columns, the copy's order; empty when the table has none. */
  key: string[];
  /** Columns whose default is a sequence (serial, identity). */
  sequenced: string[];
  /** Has a foreign key to itself. */
  selfReferencing: boolean;
  /** Nullable foreign-key columns left empty at first and filled once every table is copied (they close a cycle). */
  deferred: string[];
}

/** A foreign key between two tables. */
export type Reference = {
  table: string;
  target: string;
  columns: string[];
  nullable: boolean;
};

/**
 * Derived state a move leaves behind: the kept suggestion lists and their marks (docs/decisions/361). The target's
 * triggers mark every talent and job as their rows are copied, and the lists are built again on the first request.
 */
const derivedTables = new Set(['job_match_lists', 'job_match_scores', 'match_dirty_jobs', 'match_dirty_talent']);

export async function listTables(db: Db): Promise<TableInfo[]> {
  const columns = await rawRows<{ table: string; column: string; insertable: boolean; sequenced: boolean }>(db, sql`
    select c.table_name as table, c.column_name as column,
           (c.is_generated = 'NEVER' and c.identity_generation is distinct from 'ALWAYS') as insertable,
           (c.column_default like 'nextval(%' or c.is_identity = 'YES') as sequenced
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`);
  const keys = await rawRows<{ table: string; column: string }>(db, sql`
    select tc.table_name as table, k.column_name as column
      from information_schema.table_constraints tc
      join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema
     where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
     order by tc.table_name, k.ordinal_position`);
  const references = await rawRows<Reference>(db, sql`
    select src.relname as table, dst.relname as target,
           array(select a.attname::text from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k) as columns,
           not exists (select 1 from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k where a.attnotnull) as nullable
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class dst on dst.oid = con.confrelid
      join pg_namespace ns on ns.oid = src.relnamespace
     where con.contype = 'f' and ns.nspname = 'public'`);

  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    if (derivedTables.has(c.table)) continue;
    const table = tables.get(c.table) ?? { name: c.table, columns: [], key: [], sequenced: [], selfReferencing: false, deferred: [] };
    if (c.insertable) table.columns.push(c.column);
    if (c.sequenced) table.sequenced.push(c.column);
    tables.set(c.table, table);
  }
  for (const k of keys) tables.get(k.table)?.key.push(k.column);
  for (const r of references) {
    const table = tables.get(r.table);
    if (table && r.table === r.target) table.selfReferencing = true;
  }
  return orderByForeignKeys([...tables.values()], references.filter((r) => r.table !== r.target && tables.has(r.table) && tables.has(r.target)));
}

/**
 * Depth-first: each table after what it references. A foreign key that closes a cycle is deferred when its columns
 * may be null (the rows go in without it, and it is filled in afterwards); a cycle of required keys stops the move
 * with the tables named. A self-reference needs neither: its table is copied in one statement.
 */
export function orderByForeignKeys(tables: TableInfo[], references: Reference[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const out: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    state.set(name, 'visiting');
    for (const r of references) {
      if (r.table !== name || !byName.has(r.target)) continue;
      const seen = state.get(r.target);
      if (seen === 'done') continue;
      if (seen === 'visiting') {
        if (!r.nullable) throw new Error(`The tables ${[...path, name, r.target].join(' → ')} reference each other in a cycle of required keys.`);
        byName.get(name)?.deferred.push(...r.columns);
        continue;
      }
      visit(r.target, [...path, name]);
    }
    state.set(name, 'done');
    const table = byName.get(name);
    if (table) out.push(table);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) if (!state.has(t.name)) visit(t.name, []);
  return out;
}
