/**
 * The plain POST forms of the profile pages (post/redirect/get): the page reads its form, sends one typed API call,
 * and on success redirects to itself with a notice; on a refusal it renders again with what was typed and the
 * server's messages under their fields, so nothing typed is lost and no script is needed.
 */
import type { ApiResult } from '../../lib/api/operation.ts';

export type FieldErrors = Record<string, string[]>;

export interface Refusal {
  message: string;
  errors: FieldErrors;
}

export interface FormState {
  /** What was typed, by field name, when the last post was refused. */
  typed: Record<string, string> | null;
  refusal: Refusal | null;
  /** The form the post came from (its hidden `form` field), so the page knows which one to fill again. */
  form: string | null;
}

export const emptyForm: FormState = { typed: null, refusal: null, form: null };

/** The text fields of a form post; files and repeated names are left to the caller. */
export function typedFields(form: FormData): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in typed)) typed[name] = value;
  return typed;
}

/** A text field of a form post as typed ('' when absent); the API trims it and treats blank as none. */
export const fieldText = (form: FormData, name: string): string => String(form.get(name) ?? '');

/** The named text fields of a form post as typed, by name: the body of an API call, or its text part. */
export function fieldTexts<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, fieldText(form, name)])) as Record<Name, string>;
}

/**
 * Handles a POST to the page: `send` maps the form to one API call. Answers the redirect after a success (with
 * `?notice=` for the page to show), or the state to render after a refusal (the response status set to the API's).
 */
export async function handlePost(
  astro: { request: Request; url: URL; response: { status: number }; redirect: (path: string, status?: 301 | 302 | 303 | 307 | 308) => Response },
  send: (form: FormData) => Promise<ApiResult<unknown> & { notice?: string }>,
  after: (form: FormData) => string = () => astro.url.pathname,
): Promise<Response | FormState> {
  if (astro.request.method !== 'POST') return emptyForm;
  const form = await astro.request.formData().catch(() => new FormData());
  const result = await send(form);
  if (result.ok) {
    const data = result.data as { message?: unknown } | null;
    const notice = typeof data?.message === 'string' ? data.message : 'Saved.';
    const path = after(form);
    return astro.redirect(`${path}${path.includes('?') ? '&' : '?'}notice=${encodeURIComponent(notice)}`, 303);
  }
  astro.response.status = result.status || 500;
  return { typed: typedFields(form), refusal: { message: result.error.message, errors: result.error.errors ?? {} }, form: String(form.get('form') ?? '') };
}

/** The first message of a field, when the refusal named it. */
export const errorOf = (state: FormState, name: string): string | undefined => state.refusal?.errors[name]?.[0];

/** The refusal's message when no field of the form shows it. */
export function formErrorOf(state: FormState, fields: readonly string[]): string | null {
  if (!state.refusal) return null;
  return fields.some((name) => errorOf(state, name)) ? null : state.refusal.message;
}

/** The notice of a redirect after a save: only one of the texts the page knows, so a crafted link shows nothing. */
export function noticeOf(url: URL, known: readonly string[]): string | null {
  const notice = url.searchParams.get('notice');
  return notice && known.includes(notice) ? notice : null;
}
