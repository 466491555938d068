/** A plain notification for tests of the live channel and the notification list: in-app only, linking to the list. */
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { notifyUser, type NotifyResult } from '../notification/notify.ts';

export function notifyForTest(deps: Deps, userId: number, subject: string, tx?: Db): Promise<NotifyResult> {
  return notifyUser(
    deps,
    { userId, audience: 'anyone', email: null, compose: () => ({ subject, text: subject, link: '/notificationviewall', action: 'Open' }) },
    tx,
  );
}
