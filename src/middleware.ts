/**
 * Every page: the signed-in user from the API (an ended session counts as a visitor), then the guard of the
 * route table (domain/route-table.ts): visitors go to /login with the page to come back to, other users home.
 */
import { defineMiddleware } from 'astro:middleware';
import { canOpen, findRoute, homeOf } from '#domain/route-table.ts';
import { callWith } from './lib/api/operation.ts';
import { User_Session } from './lib/api/operations.gen.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, url } = context;
  locals.user = null;
  locals.call = callWith(locals.api);
  if (locals.session) {
    const session = await locals.call(User_Session);
    if (session.ok) locals.user = session.data;
    else locals.session = null;
  }
  const entry = findRoute(url.pathname);
  if (entry) {
    const access = canOpen(entry, locals.session);
    if (!access.allowed) {
      const target = access.reason === 'sign-in' ? `/login?nextPage=${encodeURIComponent(url.pathname + url.search)}` : homeOf(locals.session);
      return context.redirect(target, 303);
    }
  }
  return next();
});
