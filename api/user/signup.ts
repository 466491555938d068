/** Sign-up, e-mail verification (also confirms an e-mail change) and resending the activation mail. */
import { eq, sql } from 'drizzle-orm';
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { visitor } from '../access/people.ts';
import { badRequest, wrongToken } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { contacts, instructors, users } from '../db/schema/index.ts';
import { findUserByEmail, type UserRow } from '../auth/account.ts';
import { consumeEmailToken } from '../auth/email-tokens.ts';
import { linkOrigin } from '../mail/links.ts';
import { mailLinkToAddress, sendVerificationMail } from './mails.ts';
import { emailTaken, newAccountPasswordHash } from './new-account.ts';
import { notifyEmailChanged } from '../notification/account-events.ts';
import { uniqueOr } from '../db/errors.ts';
import { authTexts, emailOnlySchema, emailTokenSchema, signupSchema } from '#domain/auth.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';

const linkInvalid = () => wrongToken(badRequest(authTexts.linkInvalid, { token: [authTexts.linkInvalid] }));

export const signupRoutes = [
  route({
    method: 'post',
    path: '/api/User/signup',
    summary: 'Create a talent or client account and mail its activation link',
    access: visitor,
    body: signupSchema,
    response: messageAnswer,
    handler: async ({ deps, body, ip }) => {
      await consumeRateLimit(deps, rateLimits.signupPerIp, ip);
      const passwordHash = await newAccountPasswordHash(deps, body);
      const origin = linkOrigin(deps.config);
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning({ id: users.id, email: users.email, firstName: users.firstName });
        if (!user) throw emailTaken();
        if (body.accountType === 'talent') {
          await tx.insert(instructors).values({ userId: user.id, firstName: body.firstName, lastName: body.lastName });
        } else {
          // A contact without a company: they create or join one after signing in.
          await tx.insert(contacts).values({
            userId: user.id,
            companyId: null,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            webRole: webRoles.administrator,
            status: contactStatuses.active,
          });
        }
        await sendVerificationMail(deps, tx, user, origin);
      });
      return { message: authTexts.signedUp };
    },
  }),
  route({
    method: 'post',
    path: '/api/User/VerifyEmail',
    summary: 'Activate an account, or confirm a new e-mail address, with the single-use link token',
    access: visitor,
    capability: true,
    body: emailTokenSchema,
    response: messageAnswer,
    handler: async ({ deps, body, ip }) => {
      const now = deps.now();
      const link = await consumeEmailToken(deps.db, now, body.token, ['verify', 'change-email']);
      if (!link) throw linkInvalid();
      if (link.purpose === 'verify' || !link.newEmail) {
        await deps.db
          .update(users)
          .set({ activatedAt: sql`coalesce(${users.activatedAt}, ${now})`, updatedAt: now })
          .where(eq(users.id, link.userId));
        return { message: authTexts.emailVerified };
      }
      const newEmail = link.newEmail;
      const holder = await findUserByEmail(deps.db, newEmail);
      if (holder && holder.id !== link.userId) throw emailTaken();
      await uniqueOr(() => emailTaken(), () =>
        deps.db.transaction(async (tx) => {
          await notifyEmailChanged(deps, { userId: link.userId, newEmail }, tx);
          await tx
            .update(users)
            .set({ email: newEmail, activatedAt: sql`coalesce(${users.activatedAt}, ${now})`, updatedAt: now })
            .where(eq(users.id, link.userId));
          await tx.update(contacts).set({ email: newEmail }).where(eq(contacts.userId, link.userId));
        }),
      );
      deps.log.info('account.email_changed', { userId: link.userId, ip, reason: 'confirmed from the new mailbox' });
      return { message: authTexts.emailChanged };
    },
  }),
  route({
    method: 'post',
    path: '/api/User/ResendActivationEmail',
    summary: 'Mail a new activation link; answers the same whether or not the address has an account',
    access: visitor,
    body: emailOnlySchema,
    response: messageAnswer,
    handler: async ({ deps, body, ip }) => {
      const notActivated = (user: UserRow) => !user.activatedAt;
      await mailLinkToAddress(deps, { email: body.email, ip, perIp: rateLimits.activationMailPerIp }, sendVerificationMail, notActivated);
      return { message: authTexts.activationSent };
    },
  }),
];
