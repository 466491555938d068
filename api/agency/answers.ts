/** The answers of the Agency controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { id } from '../http/answers.ts';

/** One entry of the member switcher. */
export const agencyMemberAnswer = z.object({
  instrId: id,
  firstName: z.string(),
  lastName: z.string(),
  isOwner: z.boolean(),
  isAgency: z.boolean(),
  isEveryone: z.boolean(),
  blobNameGuid: z.string().nullable(),
});

export const agencyMembersAnswer = z.object({
  /** The agency (isAgency) and its talent; the owner's own profile has isOwner. */
  members: z.array(agencyMemberAnswer),
  /** The caller's own profile in the agency, labelled (You). */
  ownInstrId: id.nullable(),
  /** The profile the /profile pages edit now. */
  selectedInstrId: id.nullable(),
  /** Only the owner may switch, add and remove. */
  canSwitch: z.boolean(),
});

export const companyInformationAnswer = z.object({
  instrId: id,
  companyName: z.string(),
  headline: z.string().nullable(),
  aboutMe: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  logoBlobId: z.string().nullable(),
  canEdit: z.boolean(),
});

/** Invitations the owner sent that are neither accepted nor withdrawn; expired ones can be sent again. */
export const agencyInvitationsAnswer = z.object({
  invitations: z.array(
    z.object({
      invitationId: id,
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      sentAt: z.string(),
      expiresAt: z.string(),
      expired: z.boolean(),
    }),
  ),
});

/** What an invitation link offers: who it is for, the agency, and whether that address has an account already. */
export const agencyInvitationAnswer = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  agencyName: z.string(),
  hasAccount: z.boolean(),
});
