/** The answers of the TwoFactor controller. */
import { z } from 'zod';

export const twoFactorStatusAnswer = z.object({
  totp: z.boolean(),
  passkeys: z.array(z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() })),
  recoveryCodesLeft: z.number().int(),
  /** The session proved a second factor within the step-up window (money actions are open). */
  provenRecently: z.boolean(),
  /** Setting up the first factor asks for the current password. */
  passwordNeeded: z.boolean(),
});

export const totpStartedAnswer = z.object({ message: z.string(), secret: z.string(), address: z.string() });

/** Options for the browser's passkey prompt: WebAuthn's PublicKeyCredential…OptionsJSON, as JSON text. */
export const passkeyOptionsAnswer = z.object({ optionsJSON: z.string() });

export const recoveryCodesAnswer = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
