/**
 * Every page: the signed-in user from the API (an ended session counts as a visitor), then the guard of the
 * route table (src/domain/route-table.ts): visitors go to /login with the page to come back to, other users home.
 */
import { defineMiddleware } from 'astro:middleware';
import { canOpen, findRoute, homeOf } from './domain/route-table.ts';
import type { SessionState } from './lib/session-state.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, url } = context;
  locals.user = null;
  if (locals.session) {
    const res = await locals.api('/api/User/Session');
    if (res.ok) locals.user = (await res.json()) as SessionState;
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
