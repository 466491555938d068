/** Changing the sign-in e-mail address (confirmed from the new mailbox) and checking whether an address is taken. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { signedIn, visitor } from '../access/people.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { findUserByEmail } from '../auth/account.ts';
import { userWithCurrentPassword } from './current-password.ts';
import { linkOrigin } from '../mail/links.ts';
import { sendEmailChangeMail } from './mails.ts';
import { authTexts, changeEmailSchema, emailExistsQuery } from '#domain/auth.ts';

export const emailRoutes = [
  route({
    method: 'post',
    path: '/api/User/ChangeEmail',
    summary: 'Ask to change the e-mail address: the password must match; a link to the new address confirms it',
    access: signedIn,
    body: changeEmailSchema,
    response: messageAnswer,
    handler: async ({ deps, body, user, ip }) => {
      const login = await userWithCurrentPassword(deps, user.userId, { action: 'change-email', password: body.password, field: 'password', ip });
      if (body.newEmail === login.email.toLowerCase()) {
        throw badRequest(authTexts.sameEmail, { newEmail: [authTexts.sameEmail] });
      }
      if (await findUserByEmail(deps.db, body.newEmail)) throw conflict(authTexts.emailTaken, { newEmail: [authTexts.emailTaken] });
      const origin = linkOrigin(deps.config);
      await deps.db.transaction((tx) => sendEmailChangeMail(deps, tx, login, body.newEmail, origin));
      deps.log.info('account.email_change_requested', { userId: user.userId, ip, reason: 'confirmation link mailed to the new address' });
      return { message: authTexts.emailChangeSent };
    },
  }),
  route({
    method: 'get',
    path: '/api/User/EmailExists',
    summary: 'Whether an account uses this e-mail address: { exists }',
    access: visitor,
    query: emailExistsQuery,
    response: z.object({ exists: z.boolean() }),
    handler: async ({ deps, query, ip }) => {
      await consumeRateLimit(deps, rateLimits.emailExistsPerIp, ip);
      return { exists: (await findUserByEmail(deps.db, query.Email)) !== null };
    },
  }),
];
