/**
 * While an account must change its password (users.force_change_password > 0, spec 1 §4.3), the API refuses
 * every call made with its access token except those named here, so the rule holds for any client, not only for
 * the dialog the pages show. The flag is read from the database on each call: it is not in the access token, and
 * a token's claims would stay stale for up to its lifetime after an administrator sets or the user clears it.
 */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { users } from '../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import { authTexts } from '../../src/domain/auth.ts';

/** Reading the session, changing the password, and keeping or ending the session. */
export const allowedDuringForcedChange: ReadonlySet<string> = new Set([
  '/api/User/Session',
  '/api/User/ChangePassword',
  '/api/User/Logout',
  '/api/User/RefreshToken',
]);

export async function assertPasswordChangeNotForced(deps: Deps, path: string, user: AccessClaims | null): Promise<void> {
  if (!user || allowedDuringForcedChange.has(path)) return;
  const [row] = await deps.db.select({ forced: users.forceChangePassword }).from(users).where(eq(users.id, user.userId));
  if ((row?.forced ?? 0) > 0) throw forbidden(authTexts.passwordChangeRequired);
}
