/**
 * Testimonials: a talent asks a past client for one (the Request a Testimonial form), the
 * client answers on a no-menu page reached by a signed, expiring link, and the talent reads each answer (new ones are
 * unread) and makes it public or private. Viewers other than the talent see only public ones, 3 at first.
 * The request form's rules and messages are the spec's; texts it does not give are ours (decision record 284).
 */
import { z } from 'zod';
import { fieldIssue } from './field-issue.ts';
import { limits } from './constants.ts';
import { messages } from './messages.ts';
import { instrIdParam } from './account.ts';
import { EMAIL_PATTERN, positiveId } from './fields.ts';
import { requiredText } from './text-fields.ts';

export const testimonialLimits = {
  nameMax: limits.testimonialNameMax,
  companyMax: limits.companyNameMax,
  messageMax: limits.testimonialMessageMax,
  emailMax: 254,
  projectMax: 200,
  jobTitleMax: 100,
  /** Testimonials shown before More. */
  shown: 3,
  /** Days a submit link works. */
  linkDays: 30,
  /** Requests one talent may send in 24 hours. */
  requestsPerTalentPerDay: 10,
  /** Days a client has to answer before the talent may not ask them again. */
  answerDays: 7,
} as const;

export const testimonialTexts = {
  requestSent: messages.profile.testimonialRequestSent,
  projectRequired: 'The project name is Required',
  projectTooLong: `Project name should not exceed ${testimonialLimits.projectMax} characters`,
  jobTitleRequired: 'The client’s job title is Required',
  jobTitleTooLong: `Job title should not exceed ${testimonialLimits.jobTitleMax} characters`,
  messageTooLong: `The message should not exceed ${testimonialLimits.messageMax} characters`,
  responseRequired: 'Please write your testimonial',
  responseTooLong: `Your testimonial should not exceed ${testimonialLimits.messageMax} characters`,
  linkInvalid: 'This testimonial link is not valid. Please open the link from your e-mail exactly as it was sent.',
  linkExpired: (talentName: string) => `This testimonial link has expired. Please ask ${talentName} to send you a new request.`,
  submitted: 'Thank you. Your testimonial was sent.',
  alreadySubmitted: 'This testimonial has already been submitted. Thank you!',
  notFound: 'This testimonial was not found.',
  markedRead: 'Testimonial marked as read.',
  madePublic: 'The testimonial is now public.',
  madePrivate: 'The testimonial is now private.',
  profileNotFound: 'This profile was not found.',
  tooManyToday: 'You have sent as many testimonial requests as one day allows. Please try again tomorrow.',
  alreadyAsked: 'You already asked this person for a testimonial and they have not answered yet. Please wait for their answer.',
  notAnswered: `This person did not answer your request within ${testimonialLimits.answerDays} days, so we will not send them another one.`,
} as const;

/** Letters (any script), with the spaces, hyphens, apostrophes and dots of names such as "Anne-Marie O’Neil Jr.". */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

const clientName = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(testimonialLimits.nameMax, tooLong)
    .regex(NAME_PATTERN, required);

export const clientFirstName = clientName(messages.testimonial.firstNameRequired, messages.testimonial.firstNameTooLong);
export const clientLastName = clientName(messages.testimonial.lastNameRequired, messages.testimonial.lastNameTooLong);
export const jobTitle = requiredText(testimonialTexts.jobTitleRequired, testimonialLimits.jobTitleMax, testimonialTexts.jobTitleTooLong);

const clientEmail = z
  .string({ error: messages.testimonial.emailRequired })
  .trim()
  .min(1, messages.testimonial.emailRequired)
  .max(testimonialLimits.emailMax, messages.auth.emailInvalid)
  .regex(EMAIL_PATTERN, messages.auth.emailInvalid);

/** The Request a Testimonial form. The confirmation must equal the e-mail, case-insensitive. */
export const testimonialRequestSchema = z
  .object({
    instrId: instrIdParam,
    clientFirstName,
    clientLastName,
    companyName: requiredText(messages.testimonial.companyRequired, testimonialLimits.companyMax, messages.testimonial.companyTooLong),
    email: clientEmail,
    confirmEmail: z.string({ error: messages.testimonial.confirmEmailMismatch }).trim(),
    jobTitle,
    projectName: requiredText(testimonialTexts.projectRequired, testimonialLimits.projectMax, testimonialTexts.projectTooLong),
    requestMessage: z
      .string()
      .trim()
      .max(testimonialLimits.messageMax, testimonialTexts.messageTooLong)
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((value, ctx) => {
    if (value.confirmEmail.toLowerCase() !== value.email.toLowerCase()) {
      fieldIssue(ctx, 'confirmEmail', messages.testimonial.confirmEmailMismatch);
    }
  });
export type TestimonialRequestInput = z.output<typeof testimonialRequestSchema>;

/** The link of the e-mail: the request, its expiry and a signature, as one opaque value. */
export const testimonialToken = requiredText(testimonialTexts.linkInvalid, 200, testimonialTexts.linkInvalid);

export const testimonialLinkQuery = z.object({ token: testimonialToken });

/** The client's answer on /submit-testimonial: they may correct their name and job title. */
export const testimonialSubmitSchema = z.object({
  token: testimonialToken,
  clientFirstName,
  clientLastName,
  jobTitle,
  testimonialResponse: requiredText(testimonialTexts.responseRequired, testimonialLimits.messageMax, testimonialTexts.responseTooLong),
});
export type TestimonialSubmitInput = z.output<typeof testimonialSubmitSchema>;

export const testimonialOwnerQuery = z.object({ instrId: instrIdParam });
export const testimonialPublicQuery = z.object({ instrId: positiveId });

export const testimonialReadSchema = z.object({ instrId: instrIdParam, requestID: positiveId });

export const testimonialVisibilitySchema = z.object({
  instrId: instrIdParam,
  requestID: positiveId,
  isResponsePublic: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
});

/** The client a testimonial is asked of, as the talent named them (the client may correct the name and job title). */
export const testimonialClient = {
  clientFirstName: z.string(),
  clientLastName: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
};

/** A testimonial as everyone may see it once it is public. */
export const publicTestimonial = z.object({
  requestID: z.number().int(),
  ...testimonialClient,
  testimonialResponse: z.string(),
  submittedAt: z.string(),
});
export type PublicTestimonial = z.output<typeof publicTestimonial>;

/** As the talent sees it: also private ones, with their state. */
export const ownTestimonial = publicTestimonial.extend({
  projectName: z.string(),
  isResponsePublic: z.boolean(),
  isRead: z.boolean(),
});
export type OwnTestimonial = z.output<typeof ownTestimonial>;

/** A request not answered yet. */
export const pendingTestimonialRequest = z.object({
  requestID: z.number().int(),
  clientFirstName: z.string(),
  clientLastName: z.string(),
  email: z.string(),
  companyName: z.string(),
  projectName: z.string(),
  requestedAt: z.string(),
  expired: z.boolean(),
});

export const ownTestimonialsAnswer = z.object({
  instrId: z.number().int(),
  testimonials: z.array(ownTestimonial),
  pendingRequests: z.array(pendingTestimonialRequest),
  unread: z.number().int(),
});
export type OwnTestimonialsAnswer = z.output<typeof ownTestimonialsAnswer>;

export const publicTestimonialsAnswer = z.object({ testimonials: z.array(publicTestimonial) });

/** What the client's page needs to show the form: who asks, for which work. */
export const testimonialFormAnswer = z.object({
  talentName: z.string(),
  ...testimonialClient,
  projectName: z.string(),
  requestMessage: z.string().nullable(),
});
export type TestimonialFormAnswer = z.output<typeof testimonialFormAnswer>;

export const testimonialMessageAnswer = z.object({ message: z.string() });

export const testimonialRequestAnswer = z.object({ message: z.string(), requestID: z.number().int() });

export const testimonialStateAnswer = z.object({
  message: z.string(),
  requestID: z.number().int(),
  isRead: z.boolean(),
  isResponsePublic: z.boolean(),
});

/** The first `shown` items, or all of them: the More/Less */
export function testimonialsShown<T>(items: readonly T[], all: boolean): { visible: readonly T[]; hidden: number } {
  if (all || items.length <= testimonialLimits.shown) return { visible: items, hidden: 0 };
  return { visible: items.slice(0, testimonialLimits.shown), hidden: items.length - testimonialLimits.shown };
}
