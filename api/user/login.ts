/** Human-verification challenge and login. */
import { randomBytes } from 'node:crypto';
import { route } from '../contract/route.ts';
import { captchaChallengeAnswer, loginAnswer } from './answers.ts';
import { visitor } from '../access/people.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { createCaptchaChallenge, spendCaptcha } from '../auth/captcha.ts';
import { hashPassword } from '../auth/password.ts';
import { assertNotLockedOut, checkPasswordAttempt, type PasswordAttempt } from '../auth/password-attempts.ts';
import { findUserByEmail, loadAccount } from '../auth/account.ts';
import { startSession } from '../auth/sessions.ts';
import { redirectAfterLogin, sessionFields } from './session-view.ts';
import { authTexts, loginSchema } from '#domain/auth.ts';
import { messages } from '#domain/messages.ts';
import { twoFactorPages } from '#domain/two-factor.ts';
import { confirmedFactors, methodsOf } from '../two-factor/factors.ts';
import { isRememberedBrowser } from '../two-factor/remembered-browser.ts';
import { startSignInStep } from '../two-factor/sign-in-step.ts';

const pageLinkPath = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** Compared against when the e-mail has no account, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const loginRoutes = [
  route({
    method: 'get',
    path: '/api/User/Captcha',
    summary: 'A signed ALTCHA proof-of-work challenge for the login and sign-up forms (expires in 10 minutes)',
    access: visitor,
    response: captchaChallengeAnswer,
    handler: async ({ c, deps }) => {
      c.header('Cache-Control', 'no-store');
      return createCaptchaChallenge(deps);
    },
  }),
  route({
    method: 'post',
    path: '/api/User/login',
    summary: 'Log in: the session tokens, the session fields and the page to go to (redirectTo)',
    access: visitor,
    body: loginSchema,
    response: loginAnswer,
    handler: async ({ deps, body, ip }) => {
      const user = await findUserByEmail(deps.db, body.email);
      const attempt: PasswordAttempt = { action: 'login', email: body.email, ip, userId: user?.id ?? null };
      await assertNotLockedOut(deps, attempt);
      await spendCaptcha(deps, body.captcha);

      const passwordOk = await checkPasswordAttempt(deps, attempt, user?.passwordHash ?? (await decoy()), body.password);
      if (!user || !passwordOk) throw badRequest(authTexts.invalidCredentials);
      const refuse = (reason: string, message: string) => {
        deps.log.warn('auth.login_refused', { userId: user.id, ip, reason });
        return forbidden(message);
      };
      if (!user.activatedAt) throw refuse('account not activated', messages.auth.notActivated);

      const account = await loadAccount(deps.db, user.id);
      if (!account) throw badRequest(authTexts.invalidCredentials);
      if (account.contact?.status === 'I') throw refuse('contact deactivated', authTexts.contactDeactivated);
      const redirectTo = redirectAfterLogin(account, { rememberMe: body.rememberMe, nextPage: body.nextPage });
      const factors = await confirmedFactors(deps.db, user.id);
      if (factors.length > 0 && !isRememberedBrowser(deps, user, body.trustedBrowser)) {
        return {
          signInStep: await startSignInStep(deps, user.id, body.rememberMe),
          methods: methodsOf(factors),
          rememberMe: body.rememberMe,
          redirectTo: pageLinkPath(twoFactorPages.secondStep, { nextPage: redirectTo }),
        };
      }
      const session = await startSession(deps, account, body.rememberMe);
      return {
        token: session.token,
        refreshToken: session.refreshToken,
        ...sessionFields(account),
        rememberMe: session.rememberMe,
        redirectTo,
      };
    },
  }),
];
