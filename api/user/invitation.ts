/** Sign-up by invitation: the link proves the e-mail, so the account is active at once. */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { visitor } from '../access/people.ts';
import { badRequest, wrongToken } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { companies, contacts, users } from '../db/schema/index.ts';
import { readInvitation } from '../contact/company-contacts-invitation.ts';
import { uniqueOr } from '../db/errors.ts';
import { invitationAnswer } from './answers.ts';
import { emailTaken, newAccountPasswordHash } from './new-account.ts';
import { contactStatuses } from '#domain/constants.ts';
import { companyContactTexts, invitationQuery, signupInviteSchema } from '#domain/company-contacts.ts';

const invitationInvalid = () => wrongToken(badRequest(companyContactTexts.invitationInvalid, { token: [companyContactTexts.invitationInvalid] }));

/** The pending contact a valid, unexpired link names, with its company; 400 for anything else. */
async function invitedContact(deps: Deps, token: string) {
  const subject = readInvitation(deps, deps.now(), token);
  if (!subject) throw invitationInvalid();
  const [row] = await deps.db
    .select({ id: contacts.id, email: contacts.email, firstName: contacts.firstName, lastName: contacts.lastName, companyName: companies.name })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(contacts.id, subject.contactId), eq(contacts.status, contactStatuses.pending)));
  if (!row || row.email.toLowerCase() !== subject.email) throw invitationInvalid();
  return row;
}

export const invitationRoutes = [
  route({
    method: 'get',
    path: '/api/User/Invitation',
    summary: 'The invitation a /signupinvite link carries: { email, firstName, lastName, companyName }; 400 when invalid, expired or used',
    access: visitor,
    capability: true,
    query: invitationQuery,
    response: invitationAnswer,
    handler: async ({ deps, query }) => {
      const { email, firstName, lastName, companyName } = await invitedContact(deps, query.token);
      return { email, firstName, lastName, companyName };
    },
  }),
  route({
    method: 'post',
    path: '/api/User/SignupInvite',
    summary: 'Create the invited person’s account, already activated, and make their contact active. Answers { message }; the page sends them to /login',
    access: visitor,
    capability: true,
    body: signupInviteSchema,
    response: messageAnswer,
    handler: async ({ deps, body, ip }) => {
      await consumeRateLimit(deps, rateLimits.signupPerIp, ip);
      const contact = await invitedContact(deps, body.token);
      const passwordHash = await newAccountPasswordHash(deps, { ...body, email: contact.email });
      const now = deps.now();
      await uniqueOr(() => emailTaken(), () =>
        deps.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email: contact.email, passwordHash, firstName: body.firstName, lastName: body.lastName, activatedAt: now, createdAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning({ id: users.id });
          if (!user) throw emailTaken();
          const [linked] = await tx
            .update(contacts)
            .set({ userId: user.id, firstName: body.firstName, lastName: body.lastName, status: contactStatuses.active })
            .where(and(eq(contacts.id, contact.id), eq(contacts.status, contactStatuses.pending)))
            .returning({ id: contacts.id });
          if (!linked) throw invitationInvalid();
        }),
      );
      return { message: companyContactTexts.signedUp };
    },
  }),
];
