/**
 * Who signs the agreements for the caller, read from the caller resolved with the request (claims may predate a
 * change; the caller's membership and contact rows are read anew): a talent signs the ICA for themselves, an agency
 * owner the Supplier Agreement for the agency (members read it), a company administrator the company agreements
 * (other active contacts read them). The talent side carries the one TalentParty of the access layer.
 */
import { forbidden } from '../http/errors.ts';
import { legalTexts, type ClientLegalDocType, type LegalDocType, type TalentLegalDocType } from '#domain/legal.ts';
import { clientLegalDocumentTypes, webRoles } from '#domain/constants.ts';
import { callerOf, declarePerson, type SignedInActor } from './access.ts';
import { callerClientContact, type Caller, type Membership, type TalentParty } from './caller.ts';

/** Whose signatures a document counts: a talent or agency (by its talent row), or a company. */
export type SigningParty = { instrId: number } | { companyId: number };

export interface Signer {
  userId: number;
  firstName: string;
  lastName: string;
}

export interface TalentSigning {
  kind: 'talent' | 'agency';
  party: SigningParty & { instrId: number };
  docTypes: readonly TalentLegalDocType[];
  canSign: boolean;
  /** The talent the caller acts for: whose work documents they see (their own, or every talent of the agency). */
  talent: TalentParty;
  signer: Signer;
}

export interface ClientSigning {
  kind: 'client';
  party: SigningParty & { companyId: number };
  docTypes: readonly ClientLegalDocType[];
  canSign: boolean;
  signer: Signer;
}

export type Signing = TalentSigning | ClientSigning;

/** The talent side from an agency membership or the caller's own (non-agency) talent row; null for neither. */
export function talentSigningFrom(membership: Pick<Membership, 'agencyId' | 'isOwner' | 'instrId'> | null, agencyTalent: number[], talentId: number | null, signer: Signer): TalentSigning | null {
  if (membership) {
    const talent = { agencyId: membership.agencyId, ownInstrId: membership.instrId, instrIds: agencyTalent };
    return { kind: 'agency', party: { instrId: membership.agencyId }, docTypes: ['Supplier Agreement'], canSign: membership.isOwner, talent, signer };
  }
  if (talentId === null) return null;
  const talent = { agencyId: null, ownInstrId: talentId, instrIds: [talentId] };
  return { kind: 'talent', party: { instrId: talentId }, docTypes: ['ICA'], canSign: true, talent, signer };
}

const signerOf = ({ account: { user } }: Caller): Signer => ({ userId: user.id, firstName: user.firstName, lastName: user.lastName });

export function talentSigningOf(caller: Caller): TalentSigning | null {
  const talentId = caller.ownInstrIsAgency ? null : caller.ownInstrId;
  return talentSigningFrom(caller.membership, caller.agencyTalent, talentId, signerOf(caller));
}

export function clientSigningOf(caller: Caller): ClientSigning | null {
  const contact = callerClientContact(caller);
  if (!contact) return null;
  return {
    kind: 'client',
    party: { companyId: contact.companyId },
    docTypes: clientLegalDocumentTypes,
    canSign: contact.webRole === webRoles.administrator,
    signer: signerOf(caller),
  };
}

export const isClientDocType = (docType: LegalDocType): docType is ClientLegalDocType => (clientLegalDocumentTypes as readonly string[]).includes(docType);

/** A declaration that lets through the people `name` does, with their side's signing (null: refused with 403). */
function signerDeclaration<S extends Signing>(name: 'talent' | 'client-contact', refusal: string, description: string, signingOf: (caller: Caller) => S | null) {
  return declarePerson<SignedInActor & { signing: S }>({
    name,
    refusal,
    description,
    resolve: async (input) => {
      const signing = signingOf(await callerOf(input));
      if (!signing || !input.user) throw forbidden(input.refusal);
      return { user: input.user, signing };
    },
  });
}

/** The people `talent` lets through, with what they sign. */
export const talentSigner = signerDeclaration('talent', legalTexts.talentOnly, 'Talent, agency owners and agency members (who read what the owner signs for the agency).', talentSigningOf);

/** The people `client-contact` lets through, with what they sign. */
export const clientSigner = signerDeclaration('client-contact', legalTexts.clientOnly, 'An active contact of a client company (administrators sign; others read).', clientSigningOf);

export interface SignatoryActor extends SignedInActor {
  talent: TalentSigning | null;
  client: ClientSigning | null;
}

/** Any signed-in user, with both sides they may sign for; the document type asked for picks one (`signingFor`). */
export const signatory = declarePerson<SignatoryActor>({
  name: 'signed-in',
  description: 'Any signed-in user; the document type asked for must be one of the caller’s side.',
  resolve: async (input) => {
    const caller = await callerOf(input);
    if (!input.user) throw new Error('A signed-in declaration was resolved without a user.');
    return { user: input.user, talent: talentSigningOf(caller), client: clientSigningOf(caller) };
  },
});

/** The caller's side for a document type; 403 when the caller is not of that side or the side does not sign it. */
export function signingFor(actor: SignatoryActor, docType: LegalDocType): Signing {
  const signing = isClientDocType(docType) ? actor.client : actor.talent;
  if (!signing) throw forbidden(isClientDocType(docType) ? legalTexts.clientOnly : legalTexts.talentOnly);
  if (!(signing.docTypes as readonly LegalDocType[]).includes(docType)) throw forbidden(legalTexts.unknownDocType);
  return signing;
}
