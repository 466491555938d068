/** Company contacts managed by a company administrator, and sign-up by invitation. */
import { z } from 'zod';
import { extend } from 'zod/mini';
import { invitedSignupSchema } from './auth.ts';
import { messages } from './messages.ts';
import { email, personName, positiveId } from './fields.ts';
import { limits, webRoles } from './constants.ts';

/** Texts of the contact flows that the specification leaves to us (its own quoted texts are in messages.ts). */
export const companyContactTexts = {
  inviteSent: messages.profile.inviteSent,
  updated: 'The contact was saved.',
  deactivated: 'The contact was deactivated.',
  reactivated: 'The contact was reactivated.',
  notAdministrator: 'Only a company administrator can manage the company contacts.',
  notFound: 'This contact was not found in your company.',
  lockedFields: 'The name and email address of an active or inactive contact cannot be changed.',
  onlyPendingReinvite: 'Only a contact whose invitation is pending can be invited again.',
  cannotDeactivate: 'Only an active contact can be deactivated.',
  cannotDeactivateSelf: 'You cannot deactivate yourself.',
  onlyInactiveReactivate: 'Only an inactive contact can be reactivated.',
  invitationInvalid: 'This invitation link is invalid, expired or already used. Please ask your company administrator for a new one.',
  signedUp: 'Your account was created. You can log in now.',
} as const;

const contactEmail = email.check(z.refine((value: string) => value.length <= limits.contactEmailMax, messages.contact.emailTooLong));

/** 3 Administrator or 1 Standard User; a missing level is answered with messages.contact.accessLevelRequired. */
export const contactWebRole = z.union([z.literal(webRoles.administrator), z.literal(webRoles.standardUser)]).nullish();

export const companyContactSchema = z.object({
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  email: contactEmail,
  webRole: contactWebRole,
});
export type CompanyContactInput = z.infer<typeof companyContactSchema>;

export const companyContactUpdateSchema = companyContactSchema.extend({ contactID: positiveId });
export const contactIdSchema = z.object({ contactID: positiveId });

export const invitationTokenField = z.string({ error: companyContactTexts.invitationInvalid }).min(1, companyContactTexts.invitationInvalid);
export const invitationQuery = z.object({ token: invitationTokenField });

export const signupInviteSchema = extend(invitedSignupSchema, { token: invitationTokenField });

/** A contact of the company as its administrator sees it; newRequest: that person asked to join from a company-less account. */
export const companyContactView = z.object({
  contactID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  webRole: z.number().int(),
  status: z.enum(['A', 'I', 'P']),
  newRequest: z.boolean(),
});
export type CompanyContact = z.infer<typeof companyContactView>;

export { identityLocked } from './company-contact-rules.ts';
