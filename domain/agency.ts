/**
 * Agencies: the members an agency owner manages, the
 * switcher's order and labels, and the agency's company information. Texts the specification does not give are ours
 * (decision record 287).
 */
import { z } from 'zod';
import { city, companyName, imageAsBase64String, website } from './account.ts';
import { ID_MAX, personName, positiveId } from './fields.ts';
import { profileSectionLimits } from './profile-sections.ts';
import { optionalText } from './text-fields.ts';

export const agencyTexts = {
  everyone: 'Everyone',
  companyProfile: 'Company Profile',
  addMember: 'Add Member',
  you: '(You)',
  owner: '(Owner)',
  ownerOnly: 'Only the owner of the agency can do this.',
  memberOnly: 'Only agency members can do this.',
  memberNotFound: 'This member was not found in your agency.',
  ownerNotRemovable: 'The owner’s own profile and the agency’s profile cannot be removed.',
  memberAdded: 'The member was added to your agency.',
  memberRemoved: 'The member was removed from your agency.',
  memberChosen: 'The profile pages now edit the chosen profile.',
  companySaved: 'Your company information was saved.',
  logoRemoved: 'Your agency logo was removed.',
  headlineTooLong: `Headline should not exceed ${profileSectionLimits.headlineMax} characters`,
  aboutTooLong: `About the company should not exceed ${profileSectionLimits.aboutMeMax} characters`,
} as const;

/** One entry of the member switcher. */
export interface AgencyMember {
  instrId: number;
  firstName: string;
  lastName: string;
  isOwner: boolean;
  isAgency: boolean;
  isEveryone: boolean;
  blobNameGuid: string | null;
}

/** The Everyone entry: no member chosen, so the profile pages show the caller's own profile. */
export const EVERYONE_ID = 0;

/**
 * The switcher's entries in the spec's order: Everyone first, then the agency (Company Profile), then members by
 * name; the caller's own profile reads "Name (You)", the owner's "Name (Owner)" (both when the caller owns it).
 */
export function switcherOptions(members: readonly AgencyMember[], ownInstrId: number | null): { value: number; label: string }[] {
  const name = (m: AgencyMember) => `${m.firstName} ${m.lastName}`.trim();
  const agency = members.filter((m) => m.isAgency);
  const people = members
    .filter((m) => !m.isAgency && !m.isEveryone)
    .sort((a, b) => name(a).localeCompare(name(b), 'en', { sensitivity: 'base' }) || a.instrId - b.instrId);
  const label = (m: AgencyMember) => [name(m), m.instrId === ownInstrId ? agencyTexts.you : '', m.isOwner ? agencyTexts.owner : ''].filter(Boolean).join(' ');
  return [
    { value: EVERYONE_ID, label: agencyTexts.everyone },
    ...agency.map((m) => ({ value: m.instrId, label: agencyTexts.companyProfile })),
    ...people.map((m) => ({ value: m.instrId, label: label(m) })),
  ];
}

/** Choose whose profile the /profile pages edit: a member, the agency, or Everyone (0, the caller's own). */
export const selectMemberSchema = z.object({ instrId: z.coerce.number().int().min(0).max(ID_MAX) });

export const addMemberSchema = z.object({ firstName: personName('First Name'), lastName: personName('Last Name') });

export const removeMemberQuery = z.object({ instrId: positiveId });

/** Missing, null and blank values of an optional field all mean "none". */

/**
 * The agency's company information (its own profile): name, headline, about, web site and city, and a new logo
 * (png or jpeg as base64, at most 5 MB; left out, the logo stays).
 */
export const companyInformationSchema = z.object({
  companyName,
  headline: optionalText(profileSectionLimits.headlineMax, agencyTexts.headlineTooLong),
  aboutMe: optionalText(profileSectionLimits.aboutMeMax, agencyTexts.aboutTooLong),
  website,
  city,
  logoBase64: imageAsBase64String,
});
export type CompanyInformation = z.infer<typeof companyInformationSchema>;
