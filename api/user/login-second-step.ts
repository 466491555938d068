/**
 * The second step of a sign-in (decision record 343): the code of an authenticator app, a recovery code or a
 * passkey, for the sign-in whose password matched. Success starts the session as a login does, counts as a fresh
 * second factor, and may remember the browser for 30 days.
 */
import { route } from '../contract/route.ts';
import { visitor } from '../access/people.ts';
import { unauthorized, wrongToken } from '../http/errors.ts';
import { loadAccount } from '../auth/account.ts';
import { startSession } from '../auth/sessions.ts';
import { sessionFields } from './session-view.ts';
import { secondStepDoneAnswer } from './answers.ts';
import { passkeyOptionsAnswer } from '../two-factor/answers.ts';
import { safeLocalPath } from '#domain/safe-path.ts';
import { loginSecondStepSchema, twoFactorTexts } from '#domain/two-factor.ts';
import { z } from 'zod/mini';
import { authenticationOptions } from '../two-factor/passkeys.ts';
import { proveSecondFactor } from '../two-factor/proof.ts';
import { rememberBrowser } from '../two-factor/remembered-browser.ts';
import { finishSignInStep, pendingSignIn } from '../two-factor/sign-in-step.ts';
import type { Deps } from '../deps.ts';

const stepEnded = () => wrongToken(unauthorized(twoFactorTexts.signInStepEnded));

async function pendingOrRefuse(deps: Deps, token: string) {
  const pending = await pendingSignIn(deps, token);
  if (!pending) throw stepEnded();
  return pending;
}

export const loginSecondStepRoutes = [
  route({
    method: 'post',
    path: '/api/User/LoginSecondStepOptions',
    summary: 'Passkey options for the second step of a sign-in (the browser asks the passkey with them)',
    access: visitor,
    capability: true,
    body: z.object({ signInStep: loginSecondStepSchema.shape.signInStep }),
    response: passkeyOptionsAnswer,
    handler: async ({ deps, body }) => {
      const pending = await pendingOrRefuse(deps, body.signInStep);
      return authenticationOptions(deps, pending.userId);
    },
  }),
  route({
    method: 'post',
    path: '/api/User/LoginSecondStep',
    summary: 'Finish a sign-in with its second factor (a code or a passkey): the session tokens, and a remembered-browser token when asked',
    access: visitor,
    capability: true,
    body: loginSecondStepSchema,
    response: secondStepDoneAnswer,
    handler: async ({ deps, body, ip }) => {
      const pending = await pendingOrRefuse(deps, body.signInStep);
      await proveSecondFactor(deps, { id: pending.userId, ip }, body);
      if (!(await finishSignInStep(deps, body.signInStep))) throw stepEnded();
      const account = await loadAccount(deps.db, pending.userId);
      if (!account || account.contact?.status === 'I') throw unauthorized(twoFactorTexts.signInStepEnded);
      const session = await startSession(deps, account, pending.rememberMe, { secondFactor: true });
      deps.log.info('auth.second_step_passed', { userId: pending.userId, ip });
      return {
        token: session.token,
        refreshToken: session.refreshToken,
        ...sessionFields(account),
        rememberMe: session.rememberMe,
        redirectTo: safeLocalPath(body.nextPage) ?? '/',
        ...(body.rememberBrowser ? { trustedBrowser: rememberBrowser(deps, account.user) } : {}),
      };
    },
  }),
];
