/**
 * The move from one machine's storage (PGlite in DATA_DIR/pglite, files in DATA_DIR/blobs) to PostgreSQL and the
 * configured file storage: tables in foreign-key order, then files, then sequences, then a check of every table's
 * row count and every file's checksum. Resumable: what is done is recorded in the target (move-state.ts).
 */
import type { Database } from '#api/db/client.ts';
import type { BlobStorage } from '#api/storage/blob-storage.ts';
import { copyTable, countRows, fillDeferred, setSequences } from './copy-table.ts';
import { checkFiles, copyFiles, describedFiles } from './copy-files.ts';
import { beginState, endState, inspectTarget } from './move-state.ts';
import type { Progress } from './progress.ts';
import { listTables } from './tables.ts';

export interface MoveInput {
  source: Database;
  target: Database;
  sourceFiles: BlobStorage;
  /** Unset when the files stay where they are (BLOB_STORE=local on the same folder): they are only checked. */
  targetFiles: BlobStorage | undefined;
  progress: Progress;
}

export interface MoveReport {
  resumed: boolean;
  tables: { name: string; source: number; target: number }[];
  files: number;
}

/** A refusal the entry prints as is (exit 1): nothing was changed. */
export class MoveRefused extends Error {}

export async function moveData(input: MoveInput): Promise<MoveReport> {
  const { source, target, progress } = input;
  await source.migrate();
  await target.migrate();
  const tables = await listTables(source.db);
  const state = await inspectTarget(target.db, tables.map((t) => t.name));
  if (state.kind === 'in-use') {
    throw new MoveRefused(`The target database is not empty (the table ${state.table} has rows). Move into an empty database.`);
  }
  const resumed = state.kind === 'resumable';
  progress.say(resumed ? 'Resuming an unfinished move into this database.' : `Moving ${tables.length} tables into an empty database.`);
  await beginState(target.db);
  const tablesDone = resumed ? state.tablesDone : new Set<string>();
  const filesDone = resumed ? state.filesDone : new Set<string>();

  const counts = new Map<string, number>();
  for (const t of tables) counts.set(t.name, await countRows(source.db, t.name));
  progress.step('Tables', [...counts.values()].reduce((a, b) => a + b, 0));
  let rowsBefore = 0;
  for (const table of tables) {
    const rows = counts.get(table.name) ?? 0;
    if (!tablesDone.has(table.name)) {
      await copyTable(source.db, target.db, table, (copied) => progress.advance(rowsBefore + copied, table.name));
    }
    rowsBefore += rows;
    progress.advance(rowsBefore, table.name);
  }
  for (const table of tables) await fillDeferred(source.db, target.db, table);
  await setSequences(target.db, tables);

  const files = await describedFiles(source.db);
  const filesTarget = input.targetFiles ?? input.sourceFiles;
  if (input.targetFiles) {
    progress.step('Files', files.length);
    let done = 0;
    const missing = await copyFiles(files, input.sourceFiles, input.targetFiles, { db: target.db, done: filesDone }, () => progress.advance(++done));
    if (missing.length > 0) progress.say(`Files the blobs table names but the folder lacks (not moved): ${missing.join(', ')}`);
  }

  progress.step('Checking', tables.length + files.length);
  const report: MoveReport = { resumed, tables: [], files: files.length };
  for (const table of tables) {
    report.tables.push({ name: table.name, source: counts.get(table.name) ?? 0, target: await countRows(target.db, table.name) });
    progress.advance(report.tables.length, table.name);
  }
  const wrongTables = report.tables.filter((t) => t.source !== t.target);
  let checked = report.tables.length;
  const wrongFiles = await checkFiles(files, filesTarget, () => progress.advance(++checked));
  if (wrongTables.length > 0 || wrongFiles.length > 0) {
    const lines = [
      ...wrongTables.map((t) => `  table ${t.name}: ${t.source} rows in the embedded database, ${t.target} in PostgreSQL`),
      ...wrongFiles.map((key) => `  file ${key}: missing or not the bytes recorded (size, SHA-256)`),
    ];
    throw new Error(`The check after the move found differences:\n${lines.join('\n')}\nRun the move again to resume it.`);
  }
  await endState(target.db);
  progress.say(`Checked ${tables.length} tables (row counts) and ${files.length} files (SHA-256): all equal.`);
  return report;
}
