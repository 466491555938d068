/**
 * Who may submit a proposal, and for which talent:
 * - an agency member needs the agency's signed Supplier Agreement and must choose one of the agency's talent;
 * - a talent needs a signed ICA and a profile status of at least Good, and proposes for themself.
 */
import type { Db } from '../db/client.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { hasSignedLegalDocument } from '../access/signed-documents.ts';
import { profileStatuses } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { proposalTexts } from '#domain/proposal.ts';
import type { TalentParty } from '../access/talent-party.ts';
import { storedProfileStatus } from '../talent-standing/profile-status.ts';

const selectTalent = () => badRequest(messages.proposal.selectTalent, { instrId: [messages.proposal.selectTalent] });

/** The talent the proposal is for, once the caller has passed the gates; 403 with the spec's text otherwise. */
export async function proposalTalent(db: Db, party: TalentParty, requestedInstrId: number | undefined): Promise<number> {
  if (party.agencyId !== null) {
    if (!(await hasSignedLegalDocument(db, { instrId: party.agencyId }, 'Supplier Agreement'))) {
      throw forbidden(messages.proposal.supplierAgreementRequired);
    }
    if (requestedInstrId === undefined || !party.instrIds.includes(requestedInstrId)) throw selectTalent();
    return requestedInstrId;
  }
  const instrId = party.ownInstrId;
  if (instrId === null) throw forbidden(messages.proposal.icaRequired);
  if (requestedInstrId !== undefined && requestedInstrId !== instrId) throw forbidden(proposalTexts.notYourself);
  const [signed, status] = await Promise.all([hasSignedLegalDocument(db, { instrId }, 'ICA'), storedProfileStatus(db, instrId)]);
  if (!signed || status < profileStatuses.Good) throw forbidden(messages.proposal.icaRequired);
  return instrId;
}
