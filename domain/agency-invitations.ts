/**
 * Inviting a person to an agency by e-mail (decision record 289): the owner sends an invitation, the invitee signs up
 * through its link or signs in and accepts it, and becomes a member of the agency. The link expires after 7 days and
 * can be used once; the owner may withdraw it. 'Invite Sent Successfully' is the spec's; the other texts
 * are ours.
 */
import { z } from 'zod';
import { extend } from 'zod/mini';
import { invitedSignupSchema } from './auth.ts';
import { messages } from './messages.ts';
import { email, personName, positiveId } from './fields.ts';

export const AGENCY_INVITATION_DAYS = 7;
export const AGENCY_INVITATION_PAGE = '/agency-invitation';

export const agencyInvitationTexts = {
  inviteSent: messages.profile.inviteSent,
  invitationWithdrawn: 'The invitation was withdrawn.',
  alreadyMember: 'This person is already a member of your agency.',
  cannotJoin: 'This e-mail address belongs to an account that cannot join an agency.',
  linkInvalid: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  linkExpired: 'This invitation has expired. Ask the agency’s owner to send you a new one.',
  linkRevoked: 'This invitation was withdrawn by the agency. Ask the agency’s owner if you should still join.',
  linkUsed: 'This invitation was already used. Log in to continue.',
  notFound: 'This invitation was not found.',
  otherAddress: 'This invitation was sent to another e-mail address. Log in with that address to accept it.',
  inAgencyAlready: 'You already belong to an agency, so you cannot join another one.',
  notTalent: 'Only a talent account can join an agency.',
  signedUp: 'Your account was created and you are now a member of the agency. You can log in now.',
  joined: 'You are now a member of the agency.',
} as const;

export const inviteMemberSchema = z.object({ email, firstName: personName('First Name'), lastName: personName('Last Name') });
export type InviteMember = z.output<typeof inviteMemberSchema>;

export const revokeInvitationQuery = z.object({ invitationId: positiveId });

const invitationToken = z.string({ error: agencyInvitationTexts.linkInvalid }).min(1, agencyInvitationTexts.linkInvalid).max(500, agencyInvitationTexts.linkInvalid);

export const agencyInvitationQuery = z.object({ token: invitationToken });

export const acceptInvitationSchema = z.object({ token: invitationToken });

/** Sign-up through an agency's invitation: the e-mail comes from the link, the rest as any sign-up. */
export const agencySignupSchema = extend(invitedSignupSchema, { token: invitationToken });
