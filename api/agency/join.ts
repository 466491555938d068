/**
 * The invitee's side of agency invitations (decision record 289): read what a link offers, sign up through it, or
 * accept it while signed in. Each says plainly why a link no longer works (withdrawn, used, expired, not valid).
 * Joining makes the person's talent profile one of the agency's and gives them a membership (not the owner's).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { agencyInvitations, agencyMembers, instructors, users } from '../db/schema/index.ts';
import { badRequest, conflict, forbidden, wrongToken } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { findUserByEmail } from '../auth/account.ts';
import { emailTaken, newAccountPasswordHash } from '../user/new-account.ts';
import { uniqueOr } from '../db/errors.ts';
import { invitationIdOf, signedFor } from './invitation-link.ts';
import { agencyNameOf, joinRefusal } from './invitations.ts';
import { agencyInvitationTexts } from '#domain/agency-invitations.ts';

type Invitation = typeof agencyInvitations.$inferSelect;

const refused = (message: string) => badRequest(message, { token: [message] });

/** The pending invitation a link names; a 400 that says why for anything else. */
async function openInvitation(deps: Deps, token: string): Promise<Invitation> {
  const id = invitationIdOf(token);
  const [row] = id === null ? [] : await deps.db.select().from(agencyInvitations).where(eq(agencyInvitations.id, id));
  if (!row || !signedFor(deps, token, row)) throw wrongToken(refused(agencyInvitationTexts.linkInvalid));
  if (row.revokedAt) throw refused(agencyInvitationTexts.linkRevoked);
  if (row.acceptedAt) throw refused(agencyInvitationTexts.linkUsed);
  if (row.expiresAt <= deps.now()) throw refused(agencyInvitationTexts.linkExpired);
  return row;
}

/** Marks the invitation used by this user; false when another request used or withdrew it first. */
async function markAccepted(db: Db, invitationId: number, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(agencyInvitations)
    .set({ acceptedAt: now, acceptedByUserId: userId })
    .where(and(eq(agencyInvitations.id, invitationId), isNull(agencyInvitations.acceptedAt), isNull(agencyInvitations.revokedAt)))
    .returning({ id: agencyInvitations.id });
  return Boolean(row);
}

export async function describeInvitation(deps: Deps, token: string) {
  const row = await openInvitation(deps, token);
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    agencyName: await agencyNameOf(deps.db, row.agencyId),
    hasAccount: (await findUserByEmail(deps.db, row.email)) !== null,
  };
}

export interface AgencySignup {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
  captcha: string;
}

/** A new account, already activated (the link proves the address), whose talent profile is the agency's. */
export async function signupThroughInvitation(deps: Deps, body: AgencySignup, ip: string): Promise<void> {
  await consumeRateLimit(deps, rateLimits.signupPerIp, ip);
  const invitation = await openInvitation(deps, body.token);
  const passwordHash = await newAccountPasswordHash(deps, { ...body, email: invitation.email });
  const now = deps.now();
  const [agency] = await deps.db
    .select({ countryCode: instructors.countryCode, stateCode: instructors.stateCode, city: instructors.city, timeZone: instructors.timeZone })
    .from(instructors)
    .where(eq(instructors.id, invitation.agencyId));
  const companyName = await agencyNameOf(deps.db, invitation.agencyId);
  await uniqueOr(() => emailTaken(), () =>
    deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: invitation.email, passwordHash, firstName: body.firstName, lastName: body.lastName, activatedAt: now, createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      if (!user) throw emailTaken();
      const [talent] = await tx
        .insert(instructors)
        .values({ userId: user.id, agencyId: invitation.agencyId, firstName: body.firstName, lastName: body.lastName, companyName, ...agency, createdAt: now, updatedAt: now })
        .returning({ id: instructors.id });
      if (!talent) throw new Error('The talent profile was not created.');
      await tx.insert(agencyMembers).values({ agencyId: invitation.agencyId, userId: user.id, instrId: talent.id, createdAt: now });
      if (!(await markAccepted(tx, invitation.id, user.id, now))) throw refused(agencyInvitationTexts.linkUsed);
    }),
  );
}

/** A signed-in talent joins: only the account the invitation was sent to, and only one that belongs to no agency. */
export async function acceptInvitation(deps: Deps, userId: number, token: string): Promise<void> {
  const invitation = await openInvitation(deps, token);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user?.email.toLowerCase() !== invitation.email.toLowerCase()) throw forbidden(agencyInvitationTexts.otherAddress);
  const refusal = await joinRefusal(deps.db, userId);
  if (refusal) throw conflict(refusal);
  const companyName = await agencyNameOf(deps.db, invitation.agencyId);
  const now = deps.now();
  await uniqueOr(() => conflict(agencyInvitationTexts.inAgencyAlready), () =>
    deps.db.transaction(async (tx) => {
      const [talent] = await tx
        .update(instructors)
        .set({ agencyId: invitation.agencyId, companyName, updatedAt: now })
        .where(and(eq(instructors.userId, userId), eq(instructors.isAgency, false), isNull(instructors.agencyId)))
        .returning({ id: instructors.id });
      if (!talent) throw conflict(agencyInvitationTexts.inAgencyAlready);
      await tx.insert(agencyMembers).values({ agencyId: invitation.agencyId, userId, instrId: talent.id, createdAt: now });
      if (!(await markAccepted(tx, invitation.id, userId, now))) throw refused(agencyInvitationTexts.linkUsed);
    }),
  );
}
