/**
 * The post of a sign-in form (log in, sign up, reset password, the e-mail requests) without script: checked with the
 * form's shared schema (the messages the page's script shows before sending), then sent to its one API call. On
 * success the page gets the API's answer and decides where to go; on a refusal it renders the form again with what
 * was typed and the messages under their fields (FormState of the profile forms), with the refusal's status.
 * Password and captcha fields are never written back into the page: a refusal asks for them again.
 */
import type { $ZodType } from 'zod/v4/core';
import type { ApiResult } from '../lib/api/operation.ts';
import { checkForm, formValues } from '#domain/form-values.ts';
import { emptyForm, typedFields, type FormState } from './profile/form-post.ts';

export type SignInPost<A> = { ok: true; data: A } | FormState;

interface PageContext {
  request: Request;
  response: { status: number };
}

export async function postSignInForm<T, A>(
  astro: PageContext,
  form: { schema: $ZodType<T>; booleans?: readonly string[] },
  send: (value: T) => Promise<ApiResult<A>>,
): Promise<SignInPost<A>> {
  if (astro.request.method !== 'POST') return emptyForm;
  const data = await astro.request.formData().catch(() => new FormData());
  const typed = typedFields(data);
  const checked = checkForm(form.schema, formValues(data, form.booleans));
  if (!checked.ok) {
    astro.response.status = 400;
    const message = Object.values(checked.errors)[0]?.[0] ?? 'Please check the form.';
    return { typed, refusal: { message, errors: checked.errors }, form: null };
  }
  const answer = await send(checked.value);
  if (answer.ok) return { ok: true, data: answer.data };
  astro.response.status = answer.status || 500;
  return { typed, refusal: { message: answer.error.message, errors: answer.error.errors ?? {} }, form: null };
}

/** Whether the post signed the person in (or did what it asked): the page redirects. */
export const succeeded = <A>(post: SignInPost<A>): post is { ok: true; data: A } => 'ok' in post;

/**
 * The remembered-browser token of an earlier second step (an HttpOnly cookie the edge set), which the login sends
 * so the API may skip the second step (decision record 343).
 */
export function trustedBrowserOf(request: Request): { trustedBrowser: string } | Record<string, never> {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === '__Host-trusted-browser' && value.length) return { trustedBrowser: decodeURIComponent(value.join('=')) };
  }
  return {};
}
