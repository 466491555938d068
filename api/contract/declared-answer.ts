/**
 * Outside production every JSON answer is checked against the schema its route declares, as it will reach the
 * client (after JSON.stringify), so the OpenAPI document and the typed client cannot drift from what handlers
 * return: a mismatch throws and the caller gets a 500 that the tests notice.
 */
import { z } from 'zod';
import { fieldErrors, type AnyRoute } from './route.ts';

export function assertDeclaredAnswer(r: AnyRoute, result: unknown): void {
  if (typeof r.response === 'string') {
    throw new Error(`${r.method.toUpperCase()} ${r.path} declares a ${r.response} answer but returned JSON.`);
  }
  const wire: unknown = JSON.parse(JSON.stringify(result ?? null));
  const parsed = z.safeParse(r.response, wire);
  if (!parsed.success) {
    throw new Error(`${r.method.toUpperCase()} ${r.path} answered outside its declared schema: ${JSON.stringify(fieldErrors(parsed.error))}`);
  }
}
