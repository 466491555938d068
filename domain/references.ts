/**
 * Professional references (issue 11 item 7; refId in /edit-professional-reference/{refId}): a talent names people
 * who can speak for their work; each referee is e-mailed a signed, expiring link to confirm, and the talent sees
 * whether they did. The specification gives the routes only; fields, limits and texts are ours (decision record 285).
 */
import { z } from 'zod';
import { email, ID_MAX, positiveId } from './fields.ts';
import { instrIdParam, phone } from './account.ts';
import { labelledText, optionalLabelledText } from './text-fields.ts';

export const referenceLimits = {
  nameMax: 50,
  companyNameMax: 100,
  jobTitleMax: 100,
  relationshipMax: 100,
  perProfile: 10,
  /** How long a confirmation link works. */
  linkDays: 14,
  /** The least time between two requests to the same referee. */
  resendAfterMinutes: 60,
  /** Days a referee has to confirm; after them no new request is sent. */
  answerDays: 7,
} as const;

export const referenceTexts = {
  added: 'Reference added. We e-mailed them a request to confirm.',
  updated: 'Reference updated. We e-mailed them a new request to confirm.',
  savedNoRequest: 'Reference updated.',
  deleted: 'Reference deleted.',
  resent: 'We e-mailed the request to confirm again.',
  resendTooSoon: `A request was sent less than ${referenceLimits.resendAfterMinutes} minutes ago. Please wait before sending another.`,
  alreadyConfirmed: 'This reference has already confirmed.',
  notAnswered: `This referee did not confirm within ${referenceLimits.answerDays} days, so we will not send them another request.`,
  notFound: 'This reference was not found on your profile.',
  duplicateEmail: 'You have already added a reference with this email address.',
  ownEmail: 'Your reference must be someone other than you.',
  tooMany: `You can add up to ${referenceLimits.perProfile} references.`,
  linkInvalid: 'This confirmation link is not valid or has expired. Please ask for a new one.',
  confirmed: 'Thank you. Your confirmation was recorded.',
} as const;

const referenceFields = {
  instrId: instrIdParam,
  firstName: labelledText('First Name', referenceLimits.nameMax),
  lastName: labelledText('Last Name', referenceLimits.nameMax),
  companyName: labelledText('Company Name', referenceLimits.companyNameMax),
  jobTitle: optionalLabelledText('Job Title', referenceLimits.jobTitleMax),
  email,
  phone,
  relationship: labelledText('Relationship', referenceLimits.relationshipMax),
};

const refId = z.coerce.number({ error: referenceTexts.notFound }).int().positive(referenceTexts.notFound).max(ID_MAX);

export const referenceBody = z.object(referenceFields);
export const referenceUpdateBody = z.object({ ...referenceFields, id: refId });
export type ReferenceInput = z.output<typeof referenceBody>;

export const referenceQuery = z.object({ instrId: instrIdParam, id: refId });
export const referenceResendBody = z.object({ instrId: instrIdParam, id: refId });

/** The referee's link: /confirm-reference?r={refId}&hash={expiry}.{signature}. */
export const confirmationQuery = z.object({ r: positiveId, hash: z.string().max(200) });

export const reference = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  relationship: z.string().nullable(),
  /** When the referee confirmed; null while waiting. */
  confirmedAt: z.string().nullable(),
  /** When the last request to confirm was sent. */
  requestedAt: z.string().nullable(),
});
export type Reference = z.infer<typeof reference>;

export const referencesChanged = z.object({ message: z.string(), profileStatus: z.number().int(), references: z.array(reference) });

/** What the referee sees on the confirmation page. */
export const confirmationRequest = z.object({
  talentName: z.string(),
  refereeName: z.string(),
  companyName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  relationship: z.string().nullable(),
  confirmed: z.boolean(),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequest>;

export const confirmReferencePath = '/confirm-reference';
