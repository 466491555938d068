/** Changing a password (signed in), and the forgotten-password link and reset. */
import { eq, sql } from 'drizzle-orm';
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { signedIn, visitor } from '../access/people.ts';
import { badRequest, wrongToken } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import { assertNotCommonPassword } from '../auth/common-passwords.ts';
import { userWithCurrentPassword } from './current-password.ts';
import { consumeEmailToken } from '../auth/email-tokens.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { mailLinkToAddress, sendPasswordResetMail } from './mails.ts';
import { notifyPasswordChanged } from '../notification/account-events.ts';
import { authTexts, changePasswordSchema, emailOnlySchema, resetPasswordSchema } from '#domain/auth.ts';
import { messages } from '#domain/messages.ts';

export const passwordRoutes = [
  route({
    method: 'post',
    path: '/api/User/ChangePassword',
    summary: 'Change the password (the current one must match); clears a forced change and ends the other sessions',
    access: signedIn,
    body: changePasswordSchema,
    response: messageAnswer,
    handler: async ({ deps, body, user, ip }) => {
      await assertNotCommonPassword(body.newPassword, 'newPassword');
      await userWithCurrentPassword(deps, user.userId, { action: 'change-password', password: body.oldPassword, field: 'oldPassword', ip });
      await deps.db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword), forceChangePassword: 0, updatedAt: deps.now() })
        .where(eq(users.id, user.userId));
      await revokeUserSessions(deps, user.userId, 'password changed', user.sid);
      deps.log.info('account.password_changed', { userId: user.userId, ip, reason: 'changed by the user with the current password' });
      await notifyPasswordChanged(deps, user.userId);
      return { message: messages.shell.passwordChanged };
    },
  }),
  route({
    method: 'post',
    path: '/api/User/ForgotPassword',
    summary: 'Mail a single-use reset link (1 hour); answers the same whether or not the address has an account',
    access: visitor,
    body: emailOnlySchema,
    response: messageAnswer,
    handler: async ({ deps, body, ip }) => {
      await mailLinkToAddress(deps, { email: body.email, ip, perIp: rateLimits.passwordResetPerIp }, sendPasswordResetMail);
      return { message: authTexts.resetLinkSent };
    },
  }),
  route({
    method: 'post',
    path: '/api/User/ResetPassword',
    summary: 'Set a new password with the reset link token; ends every session of the account',
    access: visitor,
    capability: true,
    body: resetPasswordSchema,
    response: messageAnswer,
    handler: async ({ deps, body, ip }) => {
      await consumeRateLimit(deps, rateLimits.passwordResetPerIp, ip);
      await assertNotCommonPassword(body.newPassword, 'newPassword');
      const now = deps.now();
      const link = await consumeEmailToken(deps.db, now, body.token, ['reset']);
      if (!link) throw wrongToken(badRequest(authTexts.linkInvalid, { token: [authTexts.linkInvalid] }));
      await deps.db
        .update(users)
        .set({
          passwordHash: await hashPassword(body.newPassword),
          forceChangePassword: 0,
          // The link reached the mailbox, which proves the address as well as activation would.
          activatedAt: sql`coalesce(${users.activatedAt}, ${now})`,
          updatedAt: now,
        })
        .where(eq(users.id, link.userId));
      await revokeUserSessions(deps, link.userId, 'password reset');
      deps.log.info('account.password_changed', { userId: link.userId, ip, reason: 'reset with an e-mailed link' });
      return { message: authTexts.passwordReset };
    },
  }),
];
