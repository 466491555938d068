/**
 * A plain form's fields as its shared schema reads them, and the schema's verdict as messages by field name. The
 * page checks a post with it on the server, and the page's script checks the same form in the browser before it
 * is sent: one schema, the same messages.
 */
import { safeParse } from 'zod/v4/core';
import type { $ZodType } from 'zod/v4/core';

export type FieldMessages = Record<string, string[]>;

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldMessages };

/** The fields of a form as an object: each text field as typed (the first of a repeated name), each of `booleans` true when ticked. */
export function formValues(data: FormData, booleans: readonly string[] = []): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of data) if (typeof value === 'string' && !(name in values)) values[name] = value;
  for (const name of booleans) values[name] = data.has(name);
  return values;
}

/** The schema's output, or its messages by field (the whole form's under `_`), first message first. */
export function checkForm<T>(schema: $ZodType<T>, values: Record<string, unknown>): FormCheck<T> {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldMessages = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return { ok: false, errors };
}
