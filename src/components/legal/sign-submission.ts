/**
 * The POST of a signature form, handled by the page (works without JavaScript): the typed name and the consent box
 * are checked with the API's own schema, then sent through the typed client; on refusal the page shows the message
 * and keeps what was typed.
 */
import { signatureSchema, type Signature } from '#domain/legal.ts';
import type { ApiResult } from '../../lib/api/operation.ts';

type FieldErrors = Record<string, string[]>;

export interface SignFormState {
  fullName: string;
  consent: boolean;
  message: string | null;
  errors: FieldErrors;
}

export const emptySignForm: SignFormState = { fullName: '', consent: false, message: null, errors: {} };

/** Reads the form and, when it passes the schema, signs with `sign`; on refusal, the state to show again. */
export async function submitSignature(
  request: Request,
  sign: (signature: Signature) => Promise<ApiResult<unknown>>,
): Promise<{ ok: true } | { ok: false; status: number; state: SignFormState }> {
  const form = await request.formData().catch(() => new FormData());
  const fullName = String(form.get('fullName') ?? '');
  const consent = form.get('consent') === 'on';
  const checked = signatureSchema.safeParse({ fullName, consent });
  if (!checked.success) {
    const errors: FieldErrors = {};
    for (const issue of checked.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
    return { ok: false, status: 400, state: { fullName, consent, message: checked.error.issues[0]?.message ?? null, errors } };
  }
  const result = await sign(checked.data);
  if (result.ok) return { ok: true };
  return { ok: false, status: result.status, state: { fullName, consent, message: result.error.message, errors: result.error.errors ?? {} } };
}
