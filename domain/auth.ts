/** Schemas of the sign-in, sign-up and account payloads. */
import { z } from 'zod/mini';
import { messages } from './messages.ts';
import { acceptTerms, email, loginPassword, newPassword, personName } from './fields.ts';

/** Texts of the account flows that the specification leaves to us (its own quoted texts are in messages.ts). */
export const authTexts = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email address already exists. Log in or reset your password.',
  signedUp: 'Your account was created. We sent you an email with a link to activate it.',
  activationSent: 'If this address has an account that is not activated yet, we sent a new activation email.',
  emailVerified: 'Your email address is verified. You can log in now.',
  emailChanged: 'Your email address was changed. Use the new address to log in.',
  linkInvalid: 'This link is invalid, expired or already used. Please request a new one.',
  captchaInvalid: 'The human verification failed. Please verify again.',
  captchaExpired: 'The human verification expired. Please verify again.',
  captchaUsed: 'This human verification was already used. Please verify again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  contactDeactivated: 'Your access to this company account has been deactivated. Please contact a company administrator.',
  loggedOut: 'You are logged out.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChangeRequired: 'You must change your password before you can continue.',
  passwordTooCommon: 'This password is one of the most common passwords and easy to guess. Please choose another one.',
  resetLinkSent: 'If this address has an account, we sent a link to reset the password. The link works for 1 hour.',
  passwordReset: 'Your password was reset. You can log in with the new password.',
  emailChangeSent: 'We sent a confirmation link to the new address. The change takes effect when you open it.',
  sameEmail: 'This is already your email address.',
  notCompanyAdministrator: 'Only a company administrator can see the requests to join the company.',
} as const;

const captcha = z.string({ error: messages.auth.captchaRequired }).check(z.minLength(1, messages.auth.captchaRequired));
const confirmPassword = z.string().check(z.minLength(1, messages.auth.passwordRequired));
const passwordsMatch = z.refine<{ newPassword: string; confirmPassword: string }>((v) => v.newPassword === v.confirmPassword, {
  path: ['confirmPassword'],
  message: messages.auth.confirmPasswordMismatch,
});

export const loginSchema = z.object({
  email,
  password: loginPassword,
  rememberMe: z._default(z.boolean(), false),
  captcha,
  nextPage: z.optional(z.string()),
  /** The remembered-browser token of an earlier second step (read from its HttpOnly cookie by the login page). */
  trustedBrowser: z.optional(z.string().check(z.maxLength(300))),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  accountType: z.enum(['talent', 'client']),
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  email,
  password: newPassword,
  acceptTerms,
  captcha,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** What a person types to sign up by an invitation (a company's or an agency's); each adds its link's token. */
export const invitedSignupSchema = z.object({
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
  password: newPassword,
  acceptTerms,
  captcha,
});

export const changePasswordSchema = z.object({ oldPassword: loginPassword, newPassword, confirmPassword }).check(
  passwordsMatch,
  z.refine((v) => v.newPassword !== v.oldPassword, {
    path: ['newPassword'],
    message: messages.auth.newPasswordSameAsCurrent,
  }),
);

export const resetPasswordSchema = z
  .object({ token: z.string().check(z.minLength(1)), newPassword, confirmPassword })
  .check(passwordsMatch);

export const changeEmailSchema = z.object({ newEmail: email, password: loginPassword });
export const emailOnlySchema = z.object({ email });
export const refreshSchema = z.object({
  jwtToken: z._default(z.string(), ''),
  refreshToken: z.string({ error: authTexts.sessionEnded }).check(z.minLength(1, authTexts.sessionEnded)),
});
export const logoutSchema = z.object({ refreshToken: z.optional(z.string()) });
export const emailTokenSchema = z.object({ token: z.string({ error: authTexts.linkInvalid }).check(z.minLength(1, authTexts.linkInvalid)) });
/** GET /api/User/EmailExists?Email= (the spec's casing). */
export const emailExistsQuery = z.object({ Email: email });
