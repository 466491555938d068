/** Two-factor sign-in: the texts, limits and payloads shared by the account pages, the sign-in step and the API. */
import { z } from 'zod/mini';

export const twoFactorLimits = {
  /** Recovery codes made at a time; each works once. */
  recoveryCodes: 10,
  /** A money action (paying, storing a card, payout details, a tax form) needs a second factor proven this recently. */
  stepUpMinutes: 10,
  /** A remembered browser skips the second step this long at most. */
  rememberBrowserDays: 30,
  /** The second step of a sign-in waits this long for its code. */
  signInStepMinutes: 10,
  passkeysPerAccount: 10,
} as const;

export const twoFactorTexts = {
  codeWrong: 'This code is not correct. Check your authenticator app and try again, or use a recovery code.',
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  signInStepEnded: 'This sign-in waited too long for its second step. Please log in again.',
  passkeyFailed: 'The passkey could not be checked. Try again, or use a code.',
  passkeyName: 'Give the passkey a name of 1 to 60 characters.',
  totpStarted: 'Add this key to your authenticator app (type it, or open it on this device), then enter the code the app shows.',
  totpEnabled: 'Two-factor sign-in with an authenticator app is on. Keep your recovery codes somewhere safe: they are shown only once.',
  totpDisabled: 'The authenticator app was removed from your account.',
  totpAlreadyOn: 'An authenticator app is already set up. Remove it first to set up another.',
  totpNotStarted: 'Start setting up the authenticator app again.',
  passkeyAdded: 'The passkey was added.',
  passkeyRemoved: 'The passkey was removed.',
  tooManyPasskeys: `An account can have ${twoFactorLimits.passkeysPerAccount} passkeys at most. Remove one first.`,
  recoveryCodesMade: 'New recovery codes were made; the old ones no longer work. They are shown only once.',
  noSecondFactor: 'Set up two-factor sign-in (an authenticator app or a passkey) before you pay, store a card, or change payout details or a tax form.',
  stepUpRequired: `Confirm it is you with your second factor (within the last ${twoFactorLimits.stepUpMinutes} minutes) before you pay, store a card, or change payout details or a tax form.`,
  passwordForFirstFactor: 'Enter your current password to set up two-factor sign-in.',
  confirmed: 'Thank you, it is you. You can go on.',
  continueWhereLeft: 'Continue where you left off',
} as const;

export const twoFactorPages = { settings: '/settings/two-factor', secondStep: '/login/second-step', confirm: '/confirm-it-is-you' } as const;

/** A 6-digit TOTP code (spaces allowed) or a recovery code (10 letters and digits, a dash allowed). */
export const secondFactorCode = z
  .string({ error: twoFactorTexts.codeRequired })
  .check(z.trim(), z.minLength(1, twoFactorTexts.codeRequired), z.maxLength(40, twoFactorTexts.codeRequired));

/** A passkey's answer (the browser's JSON of the credential), kept as text until the WebAuthn library reads it. */
const passkeyAnswer = z.string().check(z.maxLength(20_000, twoFactorTexts.passkeyFailed));

const proofShape = {
  code: z.optional(z.string().check(z.maxLength(40, twoFactorTexts.codeRequired))),
  /** Empty when the plain form was sent without a passkey (its hidden field). */
  passkey: z.optional(passkeyAnswer),
};
const codeOrPasskey = z.refine<{ code?: string | undefined; passkey?: string | undefined }>((v) => Boolean(v.code?.trim() || v.passkey), {
  path: ['code'],
  message: twoFactorTexts.codeRequired,
});

/** A second factor proven now: a code (TOTP or recovery) or a passkey's answer. */
export const secondFactorProofSchema = z.object(proofShape).check(codeOrPasskey);
export type SecondFactorProof = z.infer<typeof secondFactorProofSchema>;

/** The second step's form: the proof and remember-this-browser. */
export const secondStepFormSchema = z.object({ ...proofShape, rememberBrowser: z._default(z.boolean(), false) }).check(codeOrPasskey);

/** The second step of a sign-in: the form, the step's token (kept in an HttpOnly cookie) and the page to go to. */
export const loginSecondStepSchema = z
  .object({
    ...proofShape,
    signInStep: z.string().check(z.minLength(1, twoFactorTexts.signInStepEnded), z.maxLength(200, twoFactorTexts.signInStepEnded)),
    rememberBrowser: z._default(z.boolean(), false),
    nextPage: z.optional(z.string().check(z.maxLength(2000))),
  })
  .check(codeOrPasskey);

const currentPassword = z.optional(z.string().check(z.maxLength(200)));

export const startTotpSchema = z.object({ password: currentPassword });
export const confirmTotpSchema = z.object({ code: secondFactorCode });
export const changeFactorSchema = z.object({ password: currentPassword });
export const passkeyRegistrationSchema = z.object({
  name: z.string({ error: twoFactorTexts.passkeyName }).check(z.trim(), z.minLength(1, twoFactorTexts.passkeyName), z.maxLength(60, twoFactorTexts.passkeyName)),
  passkey: passkeyAnswer,
});
export const removePasskeySchema = z.object({ id: z.number().check(z.int(), z.positive()) });
