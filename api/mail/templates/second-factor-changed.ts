/** The notice sent to the account's address whenever its second factors change. */
import type { OutgoingMail } from '../outbox.ts';
import { renderMail } from './layout.ts';

export const secondFactorChanges = {
  'totp-enabled': 'An authenticator app was set up for two-factor sign-in',
  'totp-removed': 'The authenticator app was removed from two-factor sign-in',
  'passkey-added': 'A passkey was added for two-factor sign-in',
  'passkey-removed': 'A passkey was removed from two-factor sign-in',
  'recovery-codes-made': 'New recovery codes were made; the old ones no longer work',
} as const;
export type SecondFactorChange = keyof typeof secondFactorChanges;

export function secondFactorChangedMail(input: {
  to: string;
  firstName: string;
  change: SecondFactorChange;
  settingsLink: string;
  productName: string;
}): OutgoingMail {
  return {
    to: input.to,
    ...renderMail({
      productName: input.productName,
      subject: `Two-factor sign-in changed on your ${input.productName} account`,
      greeting: `Hello ${input.firstName},`,
      paragraphs: [`${secondFactorChanges[input.change]} on your account.`],
      action: { label: 'Review two-factor sign-in', url: input.settingsLink },
      afterAction: ['If this was not you, change your password at once and review your two-factor sign-in.'],
    }),
  };
}
