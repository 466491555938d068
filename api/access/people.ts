/** Declarations of who the caller is: the person-level half of the access layer (api/access/access.ts). */
import { and, eq } from 'drizzle-orm';
import { agencyMembers, companies, contacts } from '../db/schema/index.ts';
import { forbidden, conflict } from '../http/errors.ts';
import { accountTexts } from '../../src/domain/account.ts';
import { contactStatuses, webRoles } from '../../src/domain/constants.ts';
import { agencyTexts } from '../../src/domain/agency.ts';
import { jobCenterTexts } from '../../src/domain/job-center.ts';
import { declare, type SignedInActor, type VisitorActor } from './access.ts';
import { clientContactOf, type ClientContact } from './client-job.ts';
import { contactOfUser, type ContactRow } from './contact.ts';
import { profileOwnerOf, type ProfileOwner } from './profile-owner.ts';
import { talentPartyOf, type TalentParty } from './talent-party.ts';

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

export const signedIn = declare<SignedInActor>({
  name: 'signed-in',
  signedIn: true,
  record: false,
  description: 'Any signed-in user.',
  resolve: async ({ user }) => ({ user: signedInUser(user) }),
});

export interface TalentActor extends SignedInActor {
  party: TalentParty;
}

export const talent = declare<TalentActor>({
  name: 'talent',
  refusal: jobCenterTexts.notTalent,
  signedIn: true,
  record: false,
  description: 'Talent, agency owners and agency members (acting for the agency’s talent).',
  resolve: async ({ deps, user, refusal }) => {
    const party = await talentPartyOf(deps.db, user);
    if (!party) throw forbidden(refusal);
    return { user: signedInUser(user), party };
  },
});

export interface ProfileOwnerActor extends SignedInActor {
  profile: ProfileOwner;
}

/** The owner of a talent profile: the talent themself, or the owner of the talent's agency (the id names the profile). */
export const profileOwner = declare<ProfileOwnerActor>({
  name: 'profile-owner',
  refusal: accountTexts.talentOnly,
  signedIn: true,
  record: true,
  description: 'The talent whose profile it is, or the owner of that talent’s agency; without an id, the profile the agency owner chose in the member switcher or else the caller’s own.',
  resolve: async ({ deps, user, id }) => ({ user: signedInUser(user), profile: await profileOwnerOf(deps.db, signedInUser(user).userId, id) }),
});

export interface ContactActor extends SignedInActor {
  contact: ContactRow;
}

export const contact = declare<ContactActor>({
  name: 'contact',
  refusal: accountTexts.contactOnly,
  signedIn: true,
  record: false,
  description: 'Any client contact, with or without a company.',
  resolve: async ({ deps, user, refusal }) => {
    const row = await contactOfUser(deps.db, signedInUser(user).userId, refusal);
    return { user: signedInUser(user), contact: row };
  },
});

export const companyLessContact = declare<ContactActor>({
  name: 'company-less-contact',
  refusal: accountTexts.contactOnly,
  signedIn: true,
  record: false,
  description: 'A client contact who has no company yet (409 when they have one).',
  resolve: async ({ deps, user, refusal }) => {
    const row = await contactOfUser(deps.db, signedInUser(user).userId, refusal);
    if (row.companyId !== null) throw conflict(accountTexts.alreadyInCompany);
    return { user: signedInUser(user), contact: row };
  },
});

export interface ClientActor extends SignedInActor {
  contact: ClientContact;
}

export const clientContact = declare<ClientActor>({
  name: 'client-contact',
  refusal: COMPANY_ONLY,
  signedIn: true,
  record: false,
  description: 'An active contact of a client company (administrator or Standard User).',
  resolve: async ({ deps, user, refusal }) => {
    const row = await clientContactOf(deps.db, signedInUser(user));
    if (!row) throw forbidden(refusal);
    return { user: signedInUser(user), contact: row };
  },
});

export interface AdministratorActor extends ClientActor {
  companyName: string;
}

export const companyAdmin = declare<AdministratorActor>({
  name: 'company-admin',
  refusal: ADMINISTRATOR_ONLY,
  signedIn: true,
  record: false,
  description: 'An active administrator (web role 3) of a client company.',
  resolve: async ({ deps, user, refusal }) => {
    const [row] = await deps.db
      .select({ contact: contacts, companyName: companies.name })
      .from(contacts)
      .innerJoin(companies, eq(companies.id, contacts.companyId))
      .where(eq(contacts.userId, signedInUser(user).userId));
    const companyId = row?.contact.companyId ?? null;
    if (!row || companyId === null || row.contact.webRole !== webRoles.administrator || row.contact.status !== contactStatuses.active) {
      throw forbidden(refusal);
    }
    return { user: signedInUser(user), contact: { ...row.contact, companyId }, companyName: row.companyName };
  },
});

export interface AgencyActor extends TalentActor {
  agencyId: number;
}

export const agencyMember = declare<AgencyActor>({
  name: 'agency-member',
  refusal: agencyTexts.memberOnly,
  signedIn: true,
  record: false,
  description: 'An owner or member of an agency.',
  resolve: async ({ deps, user, refusal }) => {
    const party = await talentPartyOf(deps.db, user);
    if (!party || party.agencyId === null) throw forbidden(refusal);
    return { user: signedInUser(user), party, agencyId: party.agencyId };
  },
});

export interface AgencyOwnerActor extends SignedInActor {
  agencyId: number;
}

/** The owner of an agency: the one who may switch between members, add and remove them and edit the company information. */
export const agencyOwner = declare<AgencyOwnerActor>({
  name: 'agency-owner',
  refusal: agencyTexts.ownerOnly,
  signedIn: true,
  record: false,
  description: 'The owner of an agency.',
  resolve: async ({ deps, user, refusal }) => {
    const [row] = await deps.db
      .select({ agencyId: agencyMembers.agencyId })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.userId, signedInUser(user).userId), eq(agencyMembers.isOwner, true)));
    if (!row) throw forbidden(refusal);
    return { user: signedInUser(user), agencyId: row.agencyId };
  },
});
