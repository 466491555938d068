/** The answers of the User controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { altchaParameters } from '../auth/captcha.ts';

const id = z.number().int();

/** The session fields without tokens (session-view.ts builds them). */
export const sessionFieldsAnswer = z.object({
  loginId: id,
  chatEmail: z.string(),
  contactId: id.nullable(),
  clientId: id.nullable(),
  instrId: z.union([id, z.literal('all')]).nullable(),
  fullName: z.string(),
  isWizardFinished: z.boolean(),
  lastVisitedPage: z.string().nullable(),
  webRole: id.nullable(),
  forceChangePassword: id,
  agencyInstrId: id.nullable(),
  showContactSplashScreen: z.boolean(),
  showTalentSplashScreen: z.boolean(),
  showTrainerRole: z.boolean(),
});

export const sessionAnswer = sessionFieldsAnswer.extend({
  firstName: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  rememberMe: z.boolean(),
  redirectTo: z.string(),
  /** The photo the person saved (shown in the header through /api/Blob/Photo), or null for initials. */
  photoBlobId: z.string().nullable(),
});

/** Done: nothing to report beyond success. */
export const done = z.object({});

const tokens = { token: z.string(), refreshToken: z.string() };

/** Log in: the session tokens and fields, and the page to go to. */
export const signedInAnswer = sessionFieldsAnswer.extend({ ...tokens, rememberMe: z.boolean(), redirectTo: z.string() });

/**
 * The password matched but the account asks for a second factor: the token of the sign-in's second step (the edge
 * keeps it in an HttpOnly cookie) and the second step's page. A remembered browser (`trustedBrowser` of the login)
 * skips this step.
 */
export const secondStepAnswer = z.object({
  signInStep: z.string(),
  methods: z.object({ totp: z.boolean(), passkey: z.boolean() }),
  rememberMe: z.boolean(),
  redirectTo: z.string(),
});

export const loginAnswer = z.union([signedInAnswer, secondStepAnswer]);

/** The second step done: signed in, and the token of a remembered browser when asked for. */
export const secondStepDoneAnswer = signedInAnswer.extend({ trustedBrowser: z.string().optional() });

/** A renewed session: new tokens and the session fields refresh response. */
export const refreshAnswer = sessionFieldsAnswer
  .pick({ loginId: true, contactId: true, clientId: true, instrId: true, fullName: true, webRole: true, agencyInstrId: true, chatEmail: true, showTrainerRole: true })
  .extend({ ...tokens, rememberMe: z.boolean() });

/** An ALTCHA challenge for the captcha widget (altcha-lib's Challenge). */
export const captchaChallengeAnswer = z.object({
  codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
  parameters: altchaParameters.extend({
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** The invitation a /signupinvite link carries. */
export const invitationAnswer = z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), companyName: z.string() });

/** A company-less contact's pending request to join the administrator's company. */
export const joiningRequestAnswer = z.object({
  requestId: id,
  contactId: id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  requestedAt: z.string(),
});
