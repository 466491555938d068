/**
 * While an account must change its password (users.force_change_password > 0), the API refuses
 * every call made with its access token except those named here, so the rule holds for any client, not only for
 * the dialog the pages show. The flag is read with the session on each call (api/access/authenticate.ts): it is not in
 * the access token, whose claims would stay stale for up to its lifetime after an administrator sets or the user clears it.
 */
import type { Caller } from './caller.ts';
import { forbidden } from '../http/errors.ts';
import { authTexts } from '#domain/auth.ts';

/** Reading the session, changing the password, and keeping or ending the session. */
export const allowedDuringForcedChange: ReadonlySet<string> = new Set([
  '/api/User/Session',
  '/api/User/ChangePassword',
  '/api/User/Logout',
  '/api/User/RefreshToken',
]);

export function assertPasswordChangeNotForced(path: string, caller: Caller | null): void {
  if (caller?.mustChangePassword && !allowedDuringForcedChange.has(path)) throw forbidden(authTexts.passwordChangeRequired);
}
