/**
 * Who may read and change notification settings: the signed link from an e-mail, or a signed-in user for their
 * own talent profile or contact; an agency owner also for the agency and its talent. The two declarations
 * (`talentSettingsOwner`, `contactSettingsOwner`) resolve this before the handler runs, from the owner's id (`idField`)
 * and the link's `email` and `sig` in the query or body.
 */
import { eq } from 'drizzle-orm';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { agencyMembers, contacts, instructors, users } from '../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { notificationTexts } from '#domain/notifications.ts';
import { verifySubscriptionSignature, type SettingsOwner } from './settings-link.ts';
import { declare, type ResolveInput, type VisitorActor } from '../access/access.ts';

interface Proof {
  email?: string | undefined;
  sig?: string | undefined;
}

/** The link's proof, from the query (reads) or the body (changes); both are already checked by the route's schema. */
function proofOf(input: ResolveInput['input']): Proof {
  const source = input?.body ?? input?.query;
  if (!source || typeof source !== 'object') return {};
  const { email, sig } = source as Proof;
  return { email, sig };
}

export interface SettingsActor<O extends SettingsOwner> extends VisitorActor {
  owner: O;
  /** The owner's e-mail address when known (the link's, or the account's). */
  email: string | null;
}

const ownerRecord = (id: number | undefined): number => {
  if (id === undefined) throw notFound();
  return id;
};

const description =
  'Anyone holding the signed link of a notification e-mail (email and sig), or a signed-in user for their own settings (an agency owner also for the agency and its talent).';

/** A declaration of the settings' owner the request names (`idField`: the owner's id, made into the owner by `ownerOf`). */
function settingsOwner<O extends SettingsOwner>(idField: keyof O & string, ownerOf: (id: number) => O) {
  return declare<SettingsActor<O>>({
    name: 'visitor',
    signedIn: false,
    record: true,
    idField,
    description,
    resolve: async ({ deps, user, id, input }) => {
      const owner = ownerOf(ownerRecord(id));
      return { user, owner, ...(await authorizeSettings(deps, user, owner, proofOf(input))) };
    },
  });
}

/** The talent whose settings the request names by instrId. */
export const talentSettingsOwner = settingsOwner('instrId', (instrId) => ({ instrId }));

/** The contact whose settings the request names by contactId. */
export const contactSettingsOwner = settingsOwner('contactId', (contactId) => ({ contactId }));

/** The settings' owner exists and the caller may act for them; answers the owner's e-mail address when known. */
async function authorizeSettings(deps: Deps, user: AccessClaims | null, owner: SettingsOwner, proof: Proof): Promise<{ email: string | null }> {
  const target = 'instrId' in owner ? await talentTarget(deps.db, owner.instrId) : await contactTarget(deps.db, owner.contactId);
  if (proof.sig !== undefined) {
    const signed = proof.email !== undefined && verifySubscriptionSignature(deps, { ...owner, email: proof.email }, proof.sig);
    if (!signed) throw forbidden(notificationTexts.linkInvalid);
    if (!target) throw notFound();
    return { email: proof.email ?? null };
  }
  if (!user) throw unauthorized(notificationTexts.signInOrLink);
  if (!target || !(await mayManage(deps.db, user, owner, target.agencyId))) throw forbidden(notificationTexts.notYours);
  return { email: target.email };
}

async function mayManage(db: Db, user: AccessClaims, owner: SettingsOwner, agencyId: number | null): Promise<boolean> {
  if (!('instrId' in owner)) return user.contactId === owner.contactId;
  if (user.instrId === owner.instrId) return true;
  const [member] = await db
    .select({ agencyId: agencyMembers.agencyId, isOwner: agencyMembers.isOwner, instrId: agencyMembers.instrId })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, user.userId));
  if (!member) return false;
  if (member.instrId === owner.instrId) return true;
  return member.isOwner && (owner.instrId === member.agencyId || agencyId === member.agencyId);
}

async function talentTarget(db: Db, instrId: number): Promise<{ agencyId: number | null; email: string | null } | null> {
  const [row] = await db
    .select({ agencyId: instructors.agencyId, email: users.email })
    .from(instructors)
    .leftJoin(users, eq(users.id, instructors.userId))
    .where(eq(instructors.id, instrId));
  if (!row) return null;
  if (row.email !== null) return row;
  const [member] = await db
    .select({ email: users.email })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(eq(agencyMembers.instrId, instrId))
    .limit(1);
  return { agencyId: row.agencyId, email: member?.email ?? null };
}

async function contactTarget(db: Db, contactId: number): Promise<{ agencyId: null; email: string } | null> {
  const [row] = await db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, contactId));
  return row ? { agencyId: null, email: row.email } : null;
}
