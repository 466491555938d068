/** The answers of the User controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';

const id = z.number().int();

/** The session fields of spec 1 §3 without tokens (session-view.ts builds them). */
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
});

/** Done: nothing to report beyond success. */
export const done = z.object({});
