/**
 * Who signs for the caller, read from the database (claims may predate a change): a talent signs the ICA for
 * themselves, an agency owner the Supplier Agreement for the agency (members read it), a company administrator the
 * company agreements (other active contacts read them).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, contacts, instructors, users } from '../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import { legalTexts, type ClientLegalDocType, type LegalDocType, type TalentLegalDocType } from '../../src/domain/legal.ts';
import { clientLegalDocumentTypes } from '../../src/domain/constants.ts';
import type { SigningParty } from './signed-documents.ts';
import type { Caller } from '../access/caller.ts';

export interface Signer {
  userId: number;
  firstName: string;
  lastName: string;
}

export interface TalentParty {
  kind: 'talent' | 'agency';
  party: SigningParty & { instrId: number };
  docTypes: readonly TalentLegalDocType[];
  canSign: boolean;
  /** Whose work documents the caller sees: their own, or every talent of the agency. */
  workScope: { instrId: number } | { agencyId: number };
  signer: Signer;
}

export interface ClientParty {
  kind: 'client';
  party: SigningParty & { companyId: number };
  docTypes: readonly ClientLegalDocType[];
  canSign: boolean;
  signer: Signer;
}

export type Party = TalentParty | ClientParty;

async function signerOf(db: Db, userId: number): Promise<Signer> {
  const [user] = await db.select({ userId: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!user) throw forbidden();
  return user;
}

/** Who the caller signs as among talent, from their agency membership or own (non-agency) talent row. */
function talentPartyFrom(
  membership: { agencyId: number; isOwner: boolean } | null,
  talentId: number | null,
  signer: Signer,
): TalentParty | null {
  if (membership) {
    return {
      kind: 'agency',
      party: { instrId: membership.agencyId },
      docTypes: ['Supplier Agreement'],
      canSign: membership.isOwner,
      workScope: { agencyId: membership.agencyId },
      signer,
    };
  }
  if (talentId === null) return null;
  return { kind: 'talent', party: { instrId: talentId }, docTypes: ['ICA'], canSign: true, workScope: { instrId: talentId }, signer };
}

export async function talentParty(db: Db, userId: number): Promise<TalentParty | null> {
  const [membership] = await db
    .select({ agencyId: agencyMembers.agencyId, isOwner: agencyMembers.isOwner })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  const [talent] = membership
    ? []
    : await db
        .select({ id: instructors.id })
        .from(instructors)
        .where(and(eq(instructors.userId, userId), eq(instructors.isAgency, false)));
  if (!membership && !talent) return null;
  return talentPartyFrom(membership ?? null, talent?.id ?? null, await signerOf(db, userId));
}

/** The same, from the caller resolved with the request. */
export function talentPartyOfCaller(caller: Caller): TalentParty | null {
  const { user } = caller.account;
  const talentId = caller.ownInstrIsAgency ? null : caller.ownInstrId;
  return talentPartyFrom(caller.membership, talentId, { userId: user.id, firstName: user.firstName, lastName: user.lastName });
}

export async function clientParty(db: Db, userId: number): Promise<ClientParty | null> {
  const [contact] = await db
    .select({ companyId: contacts.companyId, webRole: contacts.webRole })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), eq(contacts.status, 'A')));
  if (!contact?.companyId) return null;
  return {
    kind: 'client',
    party: { companyId: contact.companyId },
    docTypes: clientLegalDocumentTypes,
    canSign: contact.webRole === 3,
    signer: await signerOf(db, userId),
  };
}

export async function requireTalentParty(db: Db, userId: number): Promise<TalentParty> {
  const party = await talentParty(db, userId);
  if (!party) throw forbidden(legalTexts.talentOnly);
  return party;
}

export async function requireClientParty(db: Db, userId: number): Promise<ClientParty> {
  const party = await clientParty(db, userId);
  if (!party) throw forbidden(legalTexts.clientOnly);
  return party;
}

/** The caller's party for a document type; 403 when the type is not one the caller's side signs. */
export async function partyFor(db: Db, userId: number, docType: LegalDocType): Promise<Party> {
  const party = isClientDocType(docType) ? await requireClientParty(db, userId) : await requireTalentParty(db, userId);
  if (!(party.docTypes as readonly LegalDocType[]).includes(docType)) throw forbidden(legalTexts.unknownDocType);
  return party;
}

export const isClientDocType = (docType: LegalDocType): docType is ClientLegalDocType =>
  (clientLegalDocumentTypes as readonly string[]).includes(docType);
