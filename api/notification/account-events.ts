/** Notices about the account itself (password, sign-in address): in-app and always e-mailed (events.ts). */
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { notifyEvent } from './events.ts';
import type { NotifyResult } from './notify.ts';

/** After the password was changed while signed in. */
export function notifyPasswordChanged(deps: Deps, userId: number, tx?: Db): Promise<NotifyResult> {
  return notifyEvent(deps, 'passwordChanged', userId, { at: deps.now() }, tx);
}

/**
 * When a new sign-in address is confirmed. Call it in the confirming transaction before the address is
 * replaced: the e-mail then goes to the address being given up, whose owner should hear of the change.
 */
export function notifyEmailChanged(deps: Deps, input: { userId: number; newEmail: string }, tx: Db): Promise<NotifyResult> {
  return notifyEvent(deps, 'emailChanged', input.userId, { at: deps.now(), newEmail: input.newEmail }, tx);
}
