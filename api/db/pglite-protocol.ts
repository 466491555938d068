/**
 * The messages between the server's thread and the embedded database's thread (api/db/pglite-worker.ts). Only
 * data crosses a thread: a result's rows, a PostgreSQL error's fields (code, constraint, detail…), a data folder
 * image. Request 0 is the start: the worker answers it once PGlite is open (or failed to open).
 */

/** What the worker opens: a data folder, or an in-memory database from an image (or empty). */
export interface WorkerStart {
  dataDir?: string | undefined;
  image?: ArrayBuffer | undefined;
}

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values stay PostgreSQL's text, as the caller's parsers asked (see textTypes). */
      textTypes: number[];
      /** The open transaction the query belongs to; none runs it on its own. */
      transaction?: number | undefined;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; transaction: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string; listener: number }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: ErrorFields }
  | { id: 0; listener: number; payload: string };

/** A thrown error as data: its message and every plain field (PostgreSQL's code, constraint, detail, table…). */
export type ErrorFields = Record<string, string | number | boolean>;

export function errorFields(error: unknown): ErrorFields {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return fields;
}

/** The error again, on the thread that asked, with the same fields the code reads (error.code === '23505', …). */
export function errorFrom(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = Object.assign(new Error(String(message)), rest);
  if (typeof name === 'string') error.name = name;
  return error;
}

export const keepText = (value: string) => value;

/**
 * The types a caller's parsers keep as text. Drizzle asks PGlite to leave dates, timestamps, intervals and their
 * arrays as text (its own mapping reads them); a function cannot cross threads, so the worker applies the same
 * identity for these types. A parser that would change a value cannot be carried over and is refused.
 */
export function textTypes(parsers: Record<number, (value: string, type: number) => unknown> | undefined): number[] {
  if (!parsers) return [];
  return Object.entries(parsers).map(([type, parse]) => {
    const probe = `text of type ${type}`;
    if (parse(probe, Number(type)) !== probe) throw new Error(`A parser of type ${type} cannot run in the database's thread.`);
    return Number(type);
  });
}
