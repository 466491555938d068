/** A signed-in person proving it is them by typing their current password, before a change to their account. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { users } from '../db/schema/index.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { checkPasswordAttempt, type PasswordAction } from '../auth/password-attempts.ts';
import type { UserRow } from '../auth/account.ts';
import { authTexts } from '#domain/auth.ts';

interface PasswordProof {
  action: PasswordAction;
  password: string;
  /** The form field the password was typed in, which a wrong one is shown under. */
  field: string;
  ip: string;
}

/** The caller's login once the password matches (a counted attempt); 401 when the account is gone, 400 on the field when it does not match. */
export async function userWithCurrentPassword(deps: Deps, userId: number, proof: PasswordProof): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(authTexts.sessionEnded);
  const attempt = { action: proof.action, email: user.email, ip: proof.ip, userId };
  if (!(await checkPasswordAttempt(deps, attempt, user.passwordHash, proof.password))) {
    throw badRequest(authTexts.currentPasswordWrong, { [proof.field]: [authTexts.currentPasswordWrong] });
  }
  return user;
}
