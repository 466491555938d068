/** Tells a talent that their profile status moved (domain/profile-progress.ts has the words). */
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { notifyEvent } from '../notification/events.ts';
import { profileStatusNotice } from '#domain/profile-progress.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';

export async function notifyProfileStatusChanged(deps: Deps, tx: Db, userId: number, previous: ProfileStatus, status: ProfileStatus): Promise<void> {
  const notice = profileStatusNotice(previous, status);
  await notifyEvent(deps, 'profileStatusChanged', userId, { subject: notice.subject, text: notice.text }, tx);
}
