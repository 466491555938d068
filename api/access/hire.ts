/**
 * Who the caller is to a hire (a proposal), for time and days delivered (decision record 345): the talent's side
 * (the talent, or an agency member or owner acting for the agency's talent) reports; the client's side (a contact
 * who may see the job: its company's administrators, the Standard Users on it) reads and decides. Anyone else gets
 * the 404 of a hire that does not exist.
 */
import { callerOf, declareRecord, type ResolveInput, type SignedInActor } from './access.ts';
import { callerClientContact, callerParty, type ClientContact } from './caller.ts';
import { clientProposalAccess, loadProposalWithJob, type ProjectRow, type ProposalRow } from './client-proposal.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '#domain/messages.ts';

export interface HireActor extends SignedInActor {
  proposal: ProposalRow;
  project: ProjectRow;
  /** The caller's contact when they act for the client; null on the talent's side. */
  contact: ClientContact | null;
}

const missing = () => notFound(messages.job.notFound);

async function asTalentSide(input: ResolveInput): Promise<HireActor | null> {
  const { deps, user, id } = input;
  if (!user || id === undefined) throw missing();
  const party = callerParty(await callerOf(input));
  if (!party) return null;
  const found = await loadProposalWithJob(deps.db, id);
  if (!found || !party.instrIds.includes(found.proposal.instrId)) throw missing();
  return { user, ...found, contact: null };
}

/** The talent of the hire, or an agency member or owner acting for that talent. */
export const hireTalent = declareRecord<HireActor>({
  name: 'hire-talent',
  idField: 'proposalId',
  description: 'The hired talent of the proposal, or a member or owner of the agency the talent belongs to.',
  resolve: async (input) => {
    const actor = await asTalentSide(input);
    if (!actor) throw missing();
    return actor;
  },
});

/** Either side of the hire: its talent's side, or a client contact who may see the job. */
export const hireParty = declareRecord<HireActor>({
  name: 'hire-party',
  idField: 'proposalId',
  description: 'The talent of the proposal (or their agency), or a client contact of the job the proposal answers.',
  resolve: async (input) => {
    const { deps, user, id } = input;
    if (!user || id === undefined) throw missing();
    const contact = callerClientContact(await callerOf(input));
    if (contact) return { user, ...(await clientProposalAccess(deps.db, contact, id)) };
    const actor = await asTalentSide(input);
    if (!actor) throw missing();
    return actor;
  },
});
