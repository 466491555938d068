/**
 * The owner's side of agency invitations (decision record 289): send one by e-mail, list those still open, withdraw
 * one. Sending again to the same address withdraws the earlier link, so only the newest works.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { agencyInvitations, agencyMembers, contacts, instructors, users } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { findUserByEmail } from '../auth/account.ts';
import { withTypedAddressMail } from '../mail/typed-address.ts';
import type { AgencyOwnerActor } from '../access/people.ts';
import { invitationToken } from './invitation-link.ts';
import { sendAgencyInvitationMail } from './invitation-mail.ts';
import { AGENCY_INVITATION_DAYS, agencyInvitationTexts, type InviteMember } from '#domain/agency-invitations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const pending = and(isNull(agencyInvitations.acceptedAt), isNull(agencyInvitations.revokedAt));

/** The agency's name as its company information shows it. */
export async function agencyNameOf(db: Db, agencyId: number): Promise<string> {
  const [agency] = await db
    .select({ companyName: instructors.companyName, firstName: instructors.firstName, lastName: instructors.lastName })
    .from(instructors)
    .where(eq(instructors.id, agencyId));
  return agency?.companyName ?? `${agency?.firstName ?? ''} ${agency?.lastName ?? ''}`.trim();
}

/**
 * Whether an existing account may join an agency: a talent who is not an agency and belongs to none. Answers the
 * refusal for anything else (a client contact, an agency's owner or member).
 */
export async function joinRefusal(db: Db, userId: number): Promise<string | null> {
  const [[membership], [contact], [talent]] = await Promise.all([
    db.select({ id: agencyMembers.id }).from(agencyMembers).where(eq(agencyMembers.userId, userId)),
    db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId)),
    db.select({ isAgency: instructors.isAgency, agencyId: instructors.agencyId }).from(instructors).where(eq(instructors.userId, userId)),
  ]);
  if (membership || talent?.isAgency || (talent && talent.agencyId !== null)) return agencyInvitationTexts.inAgencyAlready;
  if (contact || !talent) return agencyInvitationTexts.notTalent;
  return null;
}

export async function inviteMember(deps: Deps, actor: AgencyOwnerActor, person: InviteMember): Promise<void> {
  const existing = await findUserByEmail(deps.db, person.email);
  if (existing) {
    const [member] = await deps.db
      .select({ id: agencyMembers.id })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.userId, existing.id), eq(agencyMembers.agencyId, actor.agencyId)));
    if (member) throw conflict(agencyInvitationTexts.alreadyMember, { email: [agencyInvitationTexts.alreadyMember] });
    if (await joinRefusal(deps.db, existing.id)) throw conflict(agencyInvitationTexts.cannotJoin, { email: [agencyInvitationTexts.cannotJoin] });
  }
  await consumeRateLimit(deps, rateLimits.agencyInvitationsPerUser, String(actor.user.userId));
  const [inviter] = await deps.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.user.userId));
  const agencyName = await agencyNameOf(deps.db, actor.agencyId);
  const now = deps.now();
  // The mail goes to an address the owner typed: the limits of such mail apply (api/mail/typed-address.ts).
  await withTypedAddressMail(deps, actor.user.userId, person.email, () => storeAndSend(deps, actor, person, { agencyName, inviter, now }));
}

async function storeAndSend(
  deps: Deps,
  actor: AgencyOwnerActor,
  person: InviteMember,
  from: { agencyName: string; inviter: { firstName: string; lastName: string } | undefined; now: Date },
): Promise<void> {
  const { agencyName, inviter, now } = from;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(agencyInvitations)
      .set({ revokedAt: now })
      .where(and(eq(agencyInvitations.agencyId, actor.agencyId), eq(sql`lower(${agencyInvitations.email})`, person.email), pending));
    const [row] = await tx
      .insert(agencyInvitations)
      .values({ agencyId: actor.agencyId, ...person, invitedByUserId: actor.user.userId, createdAt: now, expiresAt: new Date(now.getTime() + AGENCY_INVITATION_DAYS * DAY_MS) })
      .returning();
    if (!row) throw new Error('The invitation was not stored.');
    await sendAgencyInvitationMail(
      deps,
      tx,
      { email: row.email, firstName: row.firstName, token: invitationToken(deps, row) },
      { agencyName, inviterName: `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim() },
    );
  });
}

/** Invitations neither accepted nor withdrawn, newest first; an expired one is listed as such so it can be sent again. */
export async function listInvitations(deps: Deps, agencyId: number) {
  const rows = await deps.db
    .select()
    .from(agencyInvitations)
    .where(and(eq(agencyInvitations.agencyId, agencyId), pending))
    .orderBy(desc(agencyInvitations.createdAt), desc(agencyInvitations.id));
  const now = deps.now().getTime();
  return {
    invitations: rows.map((r) => ({
      invitationId: r.id,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      sentAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      expired: r.expiresAt.getTime() <= now,
    })),
  };
}

export async function revokeInvitation(deps: Deps, actor: AgencyOwnerActor, invitationId: number): Promise<void> {
  const [row] = await deps.db
    .update(agencyInvitations)
    .set({ revokedAt: deps.now() })
    .where(and(eq(agencyInvitations.id, invitationId), eq(agencyInvitations.agencyId, actor.agencyId), pending))
    .returning({ id: agencyInvitations.id });
  if (!row) throw notFound(agencyInvitationTexts.notFound);
}
