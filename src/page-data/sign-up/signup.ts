/**
 * The post of /sign-up/talent and /sign-up/client (decision record 313): the shared schema, then POST
 * /api/User/signup; success goes to the "check your e-mail" page, a refusal gives the state to render again.
 * A signed-in caller is sent to their home instead of the form.
 */
import { signupSchema } from '#domain/auth.ts';
import { homeOf } from '#domain/route-table.ts';
import { User_signup } from '../../lib/api/operations.gen.ts';
import type { FormState } from '../profile/form-post.ts';
import { postSignInForm, succeeded } from '../sign-in-post.ts';

interface SignupPage {
  request: Request;
  response: { status: number };
  locals: App.Locals;
  redirect: (path: string, status?: 303) => Response;
}

export async function signupPost(astro: SignupPage, accountType: 'talent' | 'client'): Promise<Response | FormState> {
  if (astro.locals.user) return astro.redirect(homeOf(astro.locals.session), 303);
  const post = await postSignInForm(astro, { schema: signupSchema, booleans: ['acceptTerms'] }, (value) =>
    astro.locals.call(User_signup, { body: { ...value, accountType } }),
  );
  if (succeeded(post)) return astro.redirect('/letsGetStartedConfirmScreen', 303);
  if (astro.request.method === 'GET') astro.locals.cacheForVisitors([]);
  return post;
}
