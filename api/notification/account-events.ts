/** Notices about the account itself: always mailed, whatever the subscriptions say. */
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { notifyUser, type NotifyResult } from './notify.ts';
import { escapeHtml } from './sanitize-html.ts';

const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** After the password was changed while signed in. */
export function notifyPasswordChanged(deps: Deps, userId: number, tx?: Db): Promise<NotifyResult> {
  const when = stamp(deps.now());
  const reset = pageLink(linkOrigin(deps.config), '/forgetpassword', {});
  const subject = `Your ${deps.config.productName} password was changed`;
  const said = `Your password was changed on ${when}.`;
  const advice = `If you did not change it, reset your password now and contact ${deps.config.supportEmail}.`;
  return notifyUser(
    deps,
    {
      userId,
      subject: 'Your password was changed',
      body: `<p>${escapeHtml(said)} If you did not change it, <a href="/forgetpassword">reset your password</a> now.</p>`,
      email: {
        subscription: 'account',
        subject,
        text: `${said}\n\n${advice}\nReset your password: ${reset}`,
        html: `<p>${escapeHtml(said)}</p><p>${escapeHtml(advice)} <a href="${escapeHtml(reset)}">Reset your password</a>.</p>`,
      },
    },
    tx,
  );
}

/**
 * When a new sign-in address is confirmed. Call it in the confirming transaction before the address is
 * replaced: the e-mail then goes to the address being given up, whose owner should hear of the change.
 */
export function notifyEmailChanged(deps: Deps, input: { userId: number; newEmail: string }, tx: Db): Promise<NotifyResult> {
  const said = `The email address you use to log in to ${deps.config.productName} was changed to ${input.newEmail} on ${stamp(deps.now())}.`;
  const advice = `If you did not ask for this, contact ${deps.config.supportEmail} at once.`;
  return notifyUser(
    deps,
    {
      userId: input.userId,
      subject: 'Your email address was changed',
      body: `<p>${escapeHtml(said)}</p>`,
      email: {
        subscription: 'account',
        subject: `Your ${deps.config.productName} email address was changed`,
        text: `${said}\n\n${advice}`,
        html: `<p>${escapeHtml(said)}</p><p>${escapeHtml(advice)}</p>`,
      },
    },
    tx,
  );
}
