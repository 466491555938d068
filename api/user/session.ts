/** Session upkeep: refresh (rotation with reuse detection), logout, and the current session state. */
import { eq } from 'drizzle-orm';
import { route } from '../contract/route.ts';
import { signedIn, visitor } from '../access/people.ts';
import { unauthorized } from '../http/errors.ts';
import { users } from '../db/schema/index.ts';
import { familyOfRefreshToken, revokeFamily, rotateSession } from '../auth/sessions.ts';
import { redirectAfterLogin, refreshFields, sessionFields } from './session-view.ts';
import { done, refreshAnswer, sessionAnswer } from './answers.ts';
import { messageAnswer } from '../http/answers.ts';
import { authTexts, logoutSchema, refreshSchema } from '#domain/auth.ts';

export const sessionRoutes = [
  route({
    method: 'post',
    path: '/api/User/RefreshToken',
    summary: 'Exchange the refresh token for a new pair (with rememberMe); a refresh token used twice, or a session without remember-me left unused past the idle logout, ends',
    access: visitor,
    body: refreshSchema,
    response: refreshAnswer,
    handler: async ({ deps, body }) => {
      const session = await rotateSession(deps, body.refreshToken, body.jwtToken);
      return { token: session.token, refreshToken: session.refreshToken, ...refreshFields(session.account), rememberMe: session.rememberMe };
    },
  }),
  route({
    method: 'post',
    path: '/api/User/Logout',
    summary: 'End the session of the bearer token and/or of the refresh token given; its access tokens stop working at once',
    access: visitor,
    body: logoutSchema,
    response: messageAnswer,
    handler: async ({ deps, body, user }) => {
      if (user) await revokeFamily(deps, user.sid, 'logout');
      const family = body.refreshToken ? await familyOfRefreshToken(deps, body.refreshToken) : null;
      if (family) await revokeFamily(deps, family, 'logout');
      return { message: authTexts.loggedOut };
    },
  }),
  route({
    method: 'get',
    path: '/api/User/Session',
    summary: 'The current session state: the login fields without tokens, plus firstName, nickname, email, rememberMe and photoBlobId (the saved photo, null without one)',
    access: signedIn,
    response: sessionAnswer,
    handler: async ({ caller }) => {
      if (!caller) throw unauthorized(authTexts.sessionEnded);
      const { account, rememberMe } = caller;
      return {
        ...sessionFields(account),
        firstName: account.user.firstName,
        nickname: account.user.nickname,
        email: account.user.email,
        rememberMe,
        redirectTo: redirectAfterLogin(account, { rememberMe }),
        photoBlobId: account.user.photoBlobId,
      };
    },
  }),
  route({
    method: 'post',
    path: '/api/User/SplashSeen',
    summary: 'The first-time welcome splash has been shown; the next login goes to the home page',
    access: signedIn,
    response: done,
    handler: async ({ deps, user }) => {
      await deps.db
        .update(users)
        .set({ showTalentSplashScreen: false, showContactSplashScreen: false, updatedAt: deps.now() })
        .where(eq(users.id, user.userId));
      return {};
    },
  }),
];
