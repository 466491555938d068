/** Declarations of who the caller is: the person-level half of the access layer (api/access/access.ts). */
import { forbidden, conflict } from '../http/errors.ts';
import { accountTexts } from '#domain/account.ts';
import { webRoles } from '#domain/constants.ts';
import { agencyTexts } from '#domain/agency.ts';
import { jobCenterTexts } from '#domain/job-center.ts';
import { callerOf, declare, declarePerson, declareRecord, type SignedInActor, type VisitorActor } from './access.ts';
import { callerClientContact, callerParty, type ClientContact, type ContactRow, type TalentParty } from './caller.ts';
import { profileOwnerOf, type ProfileOwner } from './profile-owner.ts';

/** The caller's contact row; 403 for anyone who is not a client contact (talent, agency members). */
function contactOf(caller: { contact: ContactRow | null }, refusal: string | undefined): ContactRow {
  if (!caller.contact) throw forbidden(refusal ?? accountTexts.contactOnly);
  return caller.contact;
}

export const COMPANY_ONLY = 'Only a client company contact can do this.';
export const ADMINISTRATOR_ONLY = 'Only a company administrator can do this.';

/** The signed-in user of an actor that requires one (the dispatcher refuses visitors before resolving). */
const signedInUser = (user: SignedInActor['user'] | null): SignedInActor['user'] => {
  if (!user) throw new Error('A signed-in declaration was resolved without a user.');
  return user;
};

export const visitor = declare<VisitorActor>({
  name: 'visitor',
  signedIn: false,
  record: false,
  description: 'Anyone, signed in or not.',
  resolve: async ({ user }) => ({ user }),
});

export const signedIn = declarePerson<SignedInActor>({
  name: 'signed-in',
  description: 'Any signed-in user.',
  resolve: async ({ user }) => ({ user: signedInUser(user) }),
});

export interface TalentActor extends SignedInActor {
  party: TalentParty;
}

export const talent = declarePerson<TalentActor>({
  name: 'talent',
  refusal: jobCenterTexts.notTalent,
  description: 'Talent, agency owners and agency members (acting for the agency’s talent).',
  resolve: async (input) => {
    const party = callerParty(await callerOf(input));
    if (!party) throw forbidden(input.refusal);
    return { user: signedInUser(input.user), party };
  },
});

export interface ProfileOwnerActor extends SignedInActor {
  profile: ProfileOwner;
}

/** The owner of a talent profile: the talent themself, or the owner of the talent's agency (the id names the profile). */
export const profileOwner = declareRecord<ProfileOwnerActor>({
  name: 'profile-owner',
  idField: 'instrId',
  refusal: accountTexts.talentOnly,
  description: 'The talent whose profile it is, or the owner of that talent’s agency; without an id, the profile the agency owner chose in the member switcher or else the caller’s own.',
  resolve: async (input) => ({ user: signedInUser(input.user), profile: await profileOwnerOf(input.deps.db, await callerOf(input), input.id) }),
});

export interface ContactActor extends SignedInActor {
  contact: ContactRow;
}

export const contact = declarePerson<ContactActor>({
  name: 'contact',
  refusal: accountTexts.contactOnly,
  description: 'Any client contact, with or without a company.',
  resolve: async (input) => ({ user: signedInUser(input.user), contact: contactOf(await callerOf(input), input.refusal) }),
});

export const companyLessContact = declarePerson<ContactActor>({
  name: 'company-less-contact',
  refusal: accountTexts.contactOnly,
  description: 'A client contact who has no company yet (409 when they have one).',
  resolve: async (input) => {
    const row = contactOf(await callerOf(input), input.refusal);
    if (row.companyId !== null) throw conflict(accountTexts.alreadyInCompany);
    return { user: signedInUser(input.user), contact: row };
  },
});

export interface ClientActor extends SignedInActor {
  contact: ClientContact;
}

export const clientContact = declarePerson<ClientActor>({
  name: 'client-contact',
  refusal: COMPANY_ONLY,
  description: 'An active contact of a client company (administrator or Standard User).',
  resolve: async (input) => {
    const row = callerClientContact(await callerOf(input));
    if (!row) throw forbidden(input.refusal);
    return { user: signedInUser(input.user), contact: row };
  },
});

export interface AdministratorActor extends ClientActor {
  companyName: string;
}

export const companyAdmin = declarePerson<AdministratorActor>({
  name: 'company-admin',
  refusal: ADMINISTRATOR_ONLY,
  description: 'An active administrator (web role 3) of a client company.',
  resolve: async (input) => {
    const caller = await callerOf(input);
    const row = callerClientContact(caller);
    if (!row || caller.companyName === null || row.webRole !== webRoles.administrator) throw forbidden(input.refusal);
    return { user: signedInUser(input.user), contact: row, companyName: caller.companyName };
  },
});

export interface AgencyActor extends TalentActor {
  agencyId: number;
}

export const agencyMember = declarePerson<AgencyActor>({
  name: 'agency-member',
  refusal: agencyTexts.memberOnly,
  description: 'An owner or member of an agency.',
  resolve: async (input) => {
    const party = callerParty(await callerOf(input));
    if (!party || party.agencyId === null) throw forbidden(input.refusal);
    return { user: signedInUser(input.user), party, agencyId: party.agencyId };
  },
});

export interface AgencyOwnerActor extends SignedInActor {
  agencyId: number;
}

/** The owner of an agency: the one who may switch between members, add and remove them and edit the company information. */
export const agencyOwner = declarePerson<AgencyOwnerActor>({
  name: 'agency-owner',
  refusal: agencyTexts.ownerOnly,
  description: 'The owner of an agency.',
  resolve: async (input) => {
    const { membership } = await callerOf(input);
    if (!membership?.isOwner) throw forbidden(input.refusal);
    return { user: signedInUser(input.user), agencyId: membership.agencyId };
  },
});
